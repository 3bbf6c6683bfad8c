import { describe, expect, it } from 'vitest';
import { addBusinessDays, refundArrival } from './refund-arrival';

describe('when a refund reaches the card', () => {
  it('counts business days only, skipping weekends', () => {
    // Friday 2026-03-06 + 1 business day is Monday 2026-03-09.
    expect(addBusinessDays(new Date('2026-03-06T15:00:00Z'), 1).toISOString()).toBe('2026-03-09T15:00:00.000Z');
    // Wednesday 2026-03-04 + 7 business days is Friday 2026-03-13; + 10 is Wednesday 2026-03-18.
    expect(refundArrival('2026-03-04T10:00:00.000Z')).toEqual({
      from: new Date('2026-03-13T10:00:00.000Z'),
      to: new Date('2026-03-18T10:00:00.000Z'),
    });
  });

  it('gives nothing for a date it cannot read', () => {
    expect(refundArrival('soon')).toBeNull();
  });
});
