import { DISPUTE_STATUSES, REFUND_REASONS, REFUND_SOURCES, REFUND_STATES } from '@reactivation/contracts';
import { describe, expect, it } from 'vitest';
import ru from '@/locales/ru/admin.json';

/** The panel names every refund reason, refund state and source, and every dispute status, in Russian. */
describe('the money labels of the panel', () => {
  it('cover every value the API can send', () => {
    expect(Object.keys(ru.money.refundReasons).sort()).toEqual([...REFUND_REASONS].sort());
    expect(Object.keys(ru.money.refundStates).sort()).toEqual([...REFUND_STATES].sort());
    expect(Object.keys(ru.money.refundSources).sort()).toEqual([...REFUND_SOURCES].sort());
    expect(Object.keys(ru.money.dispute.statuses).sort()).toEqual([...DISPUTE_STATUSES].sort());
  });
});
