import {
  adminDisputeSchema,
  adminRefundInputSchema,
  adminRefundResultSchema,
  applicationTermsAcceptanceInputSchema,
  caseBillingSchema,
  serviceAgreementViewSchema,
  termsAcceptanceInputSchema,
  termsAcceptanceSchema,
} from '@reactivation/contracts';
import { error, idParam, json, staff, unauthorized } from './openapi-parts';

const tokenParam = { name: 'token', in: 'path', required: true, schema: { type: 'string' } };
const disputeParam = { name: 'disputeId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } };
const pdf = (description: string) => ({
  description,
  headers: { 'Content-Disposition': { description: 'attachment; filename="…"', schema: { type: 'string' } } },
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
});

/**
 * Money after the payment: the service agreement and its acceptance (before any payment starts), the
 * client's receipt and agreement in the case room, staff's refunds and a dispute's evidence.
 */
export function moneyPaths() {
  return {
    '/api/service-agreement': {
      get: {
        summary: 'The service agreement clients accept now (Terms and Conditions with the consent to electronic records): version, date, text filled in, and the SHA-256 of its text',
        parameters: [{ name: 'lang', in: 'query', required: false, schema: { type: 'string', enum: ['en', 'es'] } }],
        responses: { 200: { description: 'The version in force', content: json(serviceAgreementViewSchema) } },
      },
    },
    '/api/terms-acceptance': {
      post: {
        summary:
          "Home form, step 3: records the client's acceptance of the agreement in force for the case just sent (version, hash, time, address, browser, consent to electronic records); needed before POST /api/create-payment-intent. A second acceptance answers the first",
        requestBody: { required: true, content: json(applicationTermsAcceptanceInputSchema, 'input') },
        responses: {
          201: { description: 'The acceptance recorded', content: json(termsAcceptanceSchema) },
          400: error('A bad field, or no consent to electronic records; `errors` names it'),
          404: error('No such case'),
          409: error('The version sent is not the one in force (the page is stale); `termsVersion` names the current one'),
          429: error('Too many requests from this address'),
        },
      },
    },
    '/api/payment/{token}/terms-acceptance': {
      post: {
        summary: 'The payment-link page: records the acceptance for the link\'s case; needed before POST /api/payment/{token}/intent',
        parameters: [tokenParam],
        requestBody: { required: true, content: json(termsAcceptanceInputSchema, 'input') },
        responses: {
          201: { description: 'The acceptance recorded', content: json(termsAcceptanceSchema) },
          400: error('A bad field, or no consent to electronic records; `errors` names it'),
          404: error('Invalid (unknown or revoked) payment link'),
          409: error('The version sent is not the one in force; `termsVersion` names the current one'),
          410: error('The payment link has expired'),
          429: error('Too many requests from this address'),
        },
      },
    },
    '/api/case-status/{token}/billing': {
      get: {
        summary: "The case room's money: the agreement accepted and the receipt (with refunds), each with its PDF link under the same token",
        parameters: [tokenParam],
        responses: { 200: { description: 'Agreement, receipt and refunds', content: json(caseBillingSchema) }, 404: error('Unknown link') },
      },
    },
    '/api/case-status/{token}/receipt.pdf': {
      get: {
        summary: "The numbered receipt (PDF) in the case's language: the business's details, the case, the amount, the card's last 4 digits when known, refunds",
        parameters: [tokenParam, { name: 'lang', in: 'query', required: false, schema: { type: 'string', enum: ['en', 'es'] } }],
        responses: { 200: pdf('The receipt'), 404: error('Unknown link, or no payment received yet') },
      },
    },
    '/api/case-status/{token}/agreement.pdf': {
      get: {
        summary: 'The client\'s copy of the agreement they accepted (PDF): version, hash, time, address, browser, consent, and the whole text',
        parameters: [tokenParam],
        responses: { 200: pdf('The agreement as accepted'), 404: error('Unknown link, or no acceptance recorded') },
      },
    },
    '/api/admin/applications/{id}/refunds': {
      post: {
        ...staff,
        summary:
          "Refunds all or part of what is left of the case's payment through the payment gateway. Reserved under a lock on the payment first: never more than paid minus earlier refunds, and one refund per confirmation token (a double click answers the first). The case moves to partially_refunded or refunded, the client is e-mailed, the journal records it",
        parameters: [idParam],
        requestBody: { required: true, content: json(adminRefundInputSchema, 'input') },
        responses: {
          200: {
            description: 'The confirmation token named an earlier refund: it is answered as it stands (Idempotent-Replayed: true)',
            content: json(adminRefundResultSchema),
          },
          201: { description: 'Refunded (or under way) and the money panel after it', content: json(adminRefundResultSchema) },
          400: error('A bad field; `errors` names it'),
          401: unauthorized,
          404: error('No such case'),
          409: error('No card payment, or more than can still be refunded (`refundable` says how much can); nothing refunded'),
          422: error('The confirmation token was used for another refund'),
          502: error('The provider refused (nothing refunded) or did not answer (retry with the same token)'),
        },
      },
    },
    '/api/admin/applications/{id}/disputes/{disputeId}/evidence.pdf': {
      get: {
        ...staff,
        summary:
          'The dispute\'s evidence packet as one PDF: the agreement accepted (version, hash, time, address, browser) with its text, the receipt, refunds, the case timeline, the messages, the document requests and the documents; recorded in the journal',
        parameters: [idParam, disputeParam],
        responses: { 200: pdf('The evidence packet'), 401: unauthorized, 404: error('No such dispute in this case') },
      },
    },
    '/api/admin/applications/{id}/disputes/{disputeId}/evidence': {
      post: {
        ...staff,
        summary: 'Builds the packet and submits it with the fields the provider asks for (Stripe: file upload, then the dispute\'s evidence, submitted); once per dispute; recorded in the journal',
        parameters: [idParam, disputeParam],
        responses: {
          200: { description: 'The dispute, with evidenceSubmittedAt', content: json(adminDisputeSchema) },
          401: unauthorized,
          404: error('No such dispute in this case'),
          409: error('The dispute is closed, or its evidence was submitted already'),
          502: error('The provider did not take the evidence'),
        },
      },
    },
  };
}
