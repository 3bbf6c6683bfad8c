/** What staff may type as an amount: dollars, with cents after a point or a comma ("50", "50.5", "150,00"). */
const DOLLARS = /^\d{1,7}(?:[.,]\d{1,2})?$/;

export type RefundAmountError = 'required' | 'format' | 'zero' | 'exceeds';

/**
 * The refund's amount in cents from what staff typed, or why it cannot be refunded: empty, not an
 * amount, zero, or more than is left to refund (`refundable`, cents). The server checks the last
 * again under the payment's lock; this only saves a round trip.
 */
export function parseRefundAmount(text: string, refundable: number): { cents: number } | { error: RefundAmountError } {
  const value = text.trim().replace(/\s+/g, '').replace(/^\$/, '');
  if (!value) return { error: 'required' };
  if (!DOLLARS.test(value)) return { error: 'format' };
  const [whole = '0', fraction = ''] = value.split(/[.,]/);
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents <= 0) return { error: 'zero' };
  if (cents > refundable) return { error: 'exceeds' };
  return { cents };
}

/** An amount in cents as the form's field shows it ("150.00"). */
export function dollarsText(cents: number): string {
  return (cents / 100).toFixed(2);
}
