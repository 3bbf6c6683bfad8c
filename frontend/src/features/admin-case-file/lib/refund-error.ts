import { ApiError } from '@/lib/api-client';

export type RefundErrorKind = 'exceedsPaid' | 'noPayment' | 'tokenReused' | 'refused' | 'providerFailed' | 'other';

/**
 * Which refusal a refund call met, from its status and the field it names (the server's message is
 * in English for the panel; the panel says it in Russian): 409 on `amount` is more than is left
 * (with `refundable`, cents, in the body), 409 alone no card payment, 422 on `confirmationToken` a
 * reused confirmation, 502 a refusal by Stripe (with its `providerMessage`) or an answer not yet known.
 */
export function refundErrorOf(error: unknown): { kind: RefundErrorKind; refundable?: number } {
  if (!(error instanceof ApiError)) return { kind: 'other' };
  const body = extraBody(error.bodyText);
  if (error.status === 409) {
    if ('amount' in error.fieldErrors) {
      return typeof body.refundable === 'number' ? { kind: 'exceedsPaid', refundable: body.refundable } : { kind: 'exceedsPaid' };
    }
    return { kind: 'noPayment' };
  }
  if (error.status === 422 && 'confirmationToken' in error.fieldErrors) return { kind: 'tokenReused' };
  if (error.status === 502) return { kind: typeof body.providerMessage === 'string' ? 'refused' : 'providerFailed' };
  return { kind: 'other' };
}

function extraBody(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
