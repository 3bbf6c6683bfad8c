import {
  CURRENT_SERVICE_AGREEMENT_VERSION,
  paymentInfoSchema,
  paymentIntentSchema,
  publicConfigSchema,
  termsAcceptanceSchema,
  testPaymentConfirmedSchema,
  type Locale,
  type TermsAcceptance,
  type PaymentInfo,
  type PaymentIntent,
  type PublicConfig,
} from '@reactivation/contracts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/config: the payment mode and publishable key (also tracking ids and support contacts). */
export function getPublicConfig(): Promise<PublicConfig> {
  return apiRequest('/api/config', { schema: publicConfigSchema });
}

/** What ticking the terms box sends: the agreement version in force, the page's language, and the consent to electronic records. */
const acceptance = (locale: Locale) => ({ version: CURRENT_SERVICE_AGREEMENT_VERSION, locale, electronicConsent: true as const });

/** POST /api/terms-acceptance: the home form's step 3 records the acceptance before the intent is asked for. */
export function acceptApplicationTerms(applicationId: string, locale: Locale): Promise<TermsAcceptance> {
  return apiRequest('/api/terms-acceptance', { method: 'POST', data: { applicationId, ...acceptance(locale) }, schema: termsAcceptanceSchema });
}

/** POST /api/payment/:token/terms-acceptance: the same on the payment-link page. */
export function acceptLinkTerms(token: string, locale: Locale): Promise<TermsAcceptance> {
  return apiRequest(`/api/payment/${encodeURIComponent(token)}/terms-acceptance`, {
    method: 'POST',
    data: acceptance(locale),
    schema: termsAcceptanceSchema,
  });
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
