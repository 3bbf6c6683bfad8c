import type { AdminApplicationDetail, AdminRefund } from '@reactivation/contracts';
import { describe, expect, it } from 'vitest';
import { statusAwaitsRefund } from './case-file';

const now = Date.parse('2026-11-28T01:30:30Z');
const refund = (status: AdminRefund['status'], secondsAgo = 5): AdminRefund => ({
  id: `r-${status}-${secondsAgo}`,
  amount: 5000,
  currency: 'usd',
  status,
  source: 'staff',
  reason: 'out_of_scope',
  note: null,
  actor: 'marta',
  createdAt: new Date(now - secondsAgo * 1000).toISOString(),
});
const file = (status: AdminApplicationDetail['application']['status'], refunds: AdminRefund[], refundable: number) =>
  ({ application: { status }, money: { payment: null, refunded: 20000 - refundable, refundable, refunds, disputes: [], agreement: null } }) as unknown as AdminApplicationDetail;

describe('statusAwaitsRefund', () => {
  it('waits while a part refunded a moment ago has not moved the case yet', () => {
    expect(statusAwaitsRefund(file('paid', [refund('succeeded')], 15000), now)).toBe(true);
    expect(statusAwaitsRefund(file('partially_refunded', [refund('succeeded')], 15000), now)).toBe(false);
  });

  it('waits for «refunded» once nothing is left, and stops there', () => {
    expect(statusAwaitsRefund(file('partially_refunded', [refund('succeeded', 20), refund('succeeded')], 0), now)).toBe(true);
    expect(statusAwaitsRefund(file('refunded', [refund('succeeded', 20), refund('succeeded')], 0), now)).toBe(false);
  });

  it('does not wait for a refund that failed, nor forever', () => {
    expect(statusAwaitsRefund(file('paid', [refund('failed')], 20000), now)).toBe(false);
    expect(statusAwaitsRefund(file('paid', [refund('succeeded', 31)], 15000), now)).toBe(false);
    expect(statusAwaitsRefund(undefined, now)).toBe(false);
  });
});
