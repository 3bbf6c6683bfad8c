import { caseRoomTextConsentSchema, textConsentStateSchema } from '@reactivation/contracts';
import { inboundTextSchema, textStatusSchema } from '../texting/twilio-webhook.schema';
import { error, json, schemaOf } from './openapi-parts';

const tokenParam = { name: 'token', in: 'path', required: true, schema: { type: 'string' } };
const signature = {
  name: 'X-Twilio-Signature',
  in: 'header',
  required: true,
  description: "Twilio's HMAC-SHA1 of the URL and the sorted form fields under TWILIO_AUTH_TOKEN, checked by the SDK's validateRequest",
  schema: { type: 'string' },
};
const form = (schema: Parameters<typeof schemaOf>[0]) => ({
  required: true,
  content: { 'application/x-www-form-urlencoded': { schema: schemaOf(schema, 'input') } },
});

/** Text messages (ADR 0035): the provider's signed webhooks and the case room's consent box. */
export function textingPaths() {
  return {
    '/api/texting/inbound': {
      post: {
        summary:
          "A client's reply to our number (Twilio's incoming message webhook): STOP, QUIT, END, REVOKE, OPT OUT, CANCEL, UNSUBSCRIBE, PARAR, CANCELAR or a sentence saying so ends texting to the number with one confirmation, START renews it, HELP is answered with the support contacts; other replies are left",
        parameters: [signature],
        requestBody: form(inboundTextSchema),
        responses: {
          204: { description: 'Received (acted on once per message, however often it is delivered)' },
          403: error('Not signed by the provider; nothing done'),
          429: error('Too many requests from this address'),
        },
      },
    },
    '/api/texting/status': {
      post: {
        summary:
          "Twilio's delivery report on a text we sent (its status callback): recorded on the text; failed or undelivered sends the client the same words by e-mail, once",
        parameters: [signature],
        requestBody: form(textStatusSchema),
        responses: {
          204: { description: 'Recorded' },
          403: error('Not signed by the provider; nothing done'),
          429: error('Too many requests from this address'),
        },
      },
    },
    '/api/texting/consent/{token}': {
      get: {
        summary: "Whether the case room's client may be texted now, and on which channel",
        parameters: [tokenParam],
        responses: { 200: { description: 'The standing', content: json(textConsentStateSchema) }, 404: error('Unknown link') },
      },
      post: {
        summary:
          "The case room's consent box, checked: stored with the words' version (TEXT_CONSENT_VERSION), time, address and channel; a STOP before is overridden by this new consent",
        parameters: [tokenParam],
        requestBody: { required: true, content: json(caseRoomTextConsentSchema, 'input') },
        responses: {
          201: { description: 'Stored; the standing now', content: json(textConsentStateSchema) },
          400: error('No channel, or words of another version; `errors` names the field'),
          404: error('Unknown link'),
          429: error('Too many requests from this address'),
        },
      },
    },
  };
}
