import { describe, expect, it } from 'vitest';
import { dollarsText, parseRefundAmount } from './refund-amount';

describe('the refund amount staff type', () => {
  it('reads dollars with a point or a comma into cents', () => {
    expect(parseRefundAmount('50', 20000)).toEqual({ cents: 5000 });
    expect(parseRefundAmount(' $50.5 ', 20000)).toEqual({ cents: 5050 });
    expect(parseRefundAmount('150,00', 20000)).toEqual({ cents: 15000 });
    expect(parseRefundAmount('0.01', 20000)).toEqual({ cents: 1 });
  });

  it('refuses what is empty, not an amount, zero, or more than is left', () => {
    expect(parseRefundAmount('  ', 20000)).toEqual({ error: 'required' });
    expect(parseRefundAmount('fifty', 20000)).toEqual({ error: 'format' });
    expect(parseRefundAmount('50.123', 20000)).toEqual({ error: 'format' });
    expect(parseRefundAmount('-5', 20000)).toEqual({ error: 'format' });
    expect(parseRefundAmount('0,00', 20000)).toEqual({ error: 'zero' });
    expect(parseRefundAmount('150.01', 15000)).toEqual({ error: 'exceeds' });
    expect(parseRefundAmount('1', 0)).toEqual({ error: 'exceeds' });
  });

  it('writes cents back as the field shows them', () => {
    expect(dollarsText(15000)).toBe('150.00');
    expect(dollarsText(5)).toBe('0.05');
  });
});
