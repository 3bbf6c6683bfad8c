import { CURRENT_SERVICE_AGREEMENT, type Locale } from '@reactivation/contracts';
import request from 'supertest';

/** The body a payment page sends when the client ticks the terms box: the version it showed, and the consent. */
export const acceptance = (locale: Locale = 'en') => ({ version: CURRENT_SERVICE_AGREEMENT.version, locale, electronicConsent: true });

/** The home form's step 3: accepts the service agreement for the case just sent (needed before its payment intent). */
export async function acceptTerms(url: string, applicationId: string, locale: Locale = 'en', userAgent = 'Mozilla/5.0 (test)') {
  return request(url).post('/api/terms-acceptance').set('User-Agent', userAgent).send({ applicationId, ...acceptance(locale) }).expect(201);
}

/** The payment-link page: accepts the service agreement for the link's case. */
export async function acceptTermsForLink(url: string, token: string, locale: Locale = 'en', userAgent = 'Mozilla/5.0 (test)') {
  return request(url).post(`/api/payment/${token}/terms-acceptance`).set('User-Agent', userAgent).send(acceptance(locale)).expect(201);
}
