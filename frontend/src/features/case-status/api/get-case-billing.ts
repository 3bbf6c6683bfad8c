import useSWR from 'swr';
import { caseBillingSchema, type CaseBilling } from '@reactivation/contracts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/case-status/:token/billing: the payment, its refunds, the receipt and the accepted agreement, each PDF under the same token. */
export function getCaseBilling(token: string): Promise<CaseBilling> {
  return apiRequest(`/api/case-status/${encodeURIComponent(token)}/billing`, { schema: caseBillingSchema });
}

/**
 * The room's money, read with the room (keyed by the room's status so that a refund, which changes
 * the status, reads it again).
 */
export function useCaseBilling(token: string, status: string) {
  return useSWR(['/api/case-status', token, 'billing', status] as const, () => getCaseBilling(token));
}
