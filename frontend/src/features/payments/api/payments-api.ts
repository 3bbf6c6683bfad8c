import {
  paymentInfoSchema,
  paymentIntentSchema,
  publicConfigSchema,
  testPaymentConfirmedSchema,
  type Locale,
  type PaymentInfo,
  type PaymentIntent,
  type PublicConfig,
} from '@reactivation/contracts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/config: the payment mode and publishable key (also tracking ids and support contacts). */
export function getPublicConfig(): Promise<PublicConfig> {
  return apiRequest('/api/config', { schema: publicConfigSchema });
}

/** POST /api/create-payment-intent: the intent for a case just sent through the home form (step 3). */
export function createApplicationPaymentIntent(applicationId: string): Promise<PaymentIntent> {
  return apiRequest('/api/create-payment-intent', { method: 'POST', data: { applicationId }, schema: paymentIntentSchema });
}

/** GET /api/payment/:token: what the payment-link page shows. The server words its errors in `lang`. */
export function getPaymentInfo(token: string, lang: Locale): Promise<PaymentInfo> {
  return apiRequest(`/api/payment/${encodeURIComponent(token)}?lang=${lang}`, { schema: paymentInfoSchema });
}

/** POST /api/payment/:token/intent: the intent for a payment link. 409 when the case is already paid. */
export function createLinkPaymentIntent(token: string): Promise<PaymentIntent> {
  return apiRequest(`/api/payment/${encodeURIComponent(token)}/intent`, { method: 'POST', schema: paymentIntentSchema });
}

/**
 * POST /api/payments/test/confirm (test mode only): the server completes the intent as a card
 * payment would, through the webhook's path. The browser records nothing itself.
 */
export async function confirmTestPayment(clientSecret: string): Promise<string> {
  const answer = await apiRequest('/api/payments/test/confirm', {
    method: 'POST',
    data: { clientSecret },
    schema: testPaymentConfirmedSchema,
  });
  return answer.caseNumber;
}
