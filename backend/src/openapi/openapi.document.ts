import {
  CASE_NUMBER_PATTERN,
  adminApplicationDetailSchema,
  adminApplicationListSchema,
  adminApplicationSchema,
  adminLoginSchema,
  adminNoteInputSchema,
  adminNoteSchema,
  adminPaymentLinkSchema,
  adminStatsSchema,
  adminStatusChangeSchema,
  adminStatusLinkSchema,
  adminTokenSchema,
  adminTotpCodeSchema,
  adminTotpDisableSchema,
  adminTotpSetupRequestSchema,
  adminTotpSetupSchema,
  adminVerifySchema,
  createPaymentIntentSchema,
  paymentInfoSchema,
  paymentIntentSchema,
  publicConfigSchema,
  testPaymentConfirmSchema,
  testPaymentConfirmedSchema,
  applicationCreatedSchema,
  applicationFormDataSchema,
  caseReviewCreatedSchema,
  caseReviewSchema,
  contactMessageSchema,
  contactMessageSentSchema,
} from '@reactivation/contracts';
import { telegramUpdateSchema } from '../messenger/telegram-update.schema';
import { appealPaths } from './appeals.paths';
import { macroPaths } from './macros.paths';
import { caseRoomPaths } from './case-room.paths';
import { draftPaths } from './drafts.paths';
import { moneyPaths } from './money.paths';
import { outcomePaths } from './outcome.paths';
import { availabilityPaths } from './availability.paths';
import { deadlinePaths } from './deadline.paths';
import { error, idempotencyKeyHeader, idParam, json, repeatedCaseHeaders, schemaOf, staff, unauthorized } from './openapi-parts';
import { staffToolPaths } from './staff-tools.paths';
import { textingPaths } from './texting.paths';

/** DESIGN §4, as OpenAPI 3.0. Each new endpoint adds its entry here, built from its contract schema. */
export function buildOpenApiDocument(serverUrl: string) {
  const multipart = schemaOf(applicationFormDataSchema, 'input') as { properties: Record<string, unknown> };
  multipart.properties.documents = {
    type: 'array',
    items: { type: 'string', format: 'binary' },
    description: 'PNG, JPEG or PDF, decided by content; at most 10 485 760 bytes each, 26 214 400 together',
  };
  return {
    openapi: '3.0.3',
    info: { title: 'Gig Account Reactivation API', version: '1.0.0' },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: { staffToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths: {
      '/api/applications': {
        post: {
          summary: 'Submit a case from the home form, with documents',
          parameters: [idempotencyKeyHeader],
          requestBody: { required: true, content: { 'multipart/form-data': { schema: multipart } } },
          responses: {
            201: { description: 'Case stored, or the case this submission repeats', headers: repeatedCaseHeaders, content: json(applicationCreatedSchema) },
            400: error('A field or the Idempotency-Key header is invalid; `errors` names it'),
            413: error('A document is over 10 MB, the documents together over 25 MB, or too many documents'),
            415: error('Not a well-formed PNG, JPEG or PDF, an image over the pixel budget, or a PDF with scripts, launch actions or attachments, or not checkable'),
            422: error('The Idempotency-Key was used before for other answers; `errors` names it'),
            429: error("Too many submissions, or this address's daily document bytes are spent (send without documents)"),
            503: error('Documents cannot be stored right now (disk nearly full); a submission without documents is taken'),
          },
        },
      },
      '/api/submit-case-review': {
        post: {
          summary: 'Submit the free case-review wizard',
          parameters: [idempotencyKeyHeader],
          requestBody: { required: true, content: json(caseReviewSchema, 'input') },
          responses: {
            201: { description: 'Case stored, or the case this submission repeats', headers: repeatedCaseHeaders, content: json(caseReviewCreatedSchema) },
            400: error('A field or the Idempotency-Key header is invalid; `errors` names it'),
            422: error('The Idempotency-Key was used before for other answers; `errors` names it'),
            429: error('Too many submissions from this address'),
          },
        },
      },
      '/api/contact': {
        post: {
          summary: 'Send the contact form; the message is stored and e-mailed to staff',
          requestBody: { required: true, content: json(contactMessageSchema, 'input') },
          responses: {
            201: { description: 'Message stored', content: json(contactMessageSentSchema) },
            400: error('A field is invalid; `errors` names it'),
            429: error('Too many messages from this address'),
          },
        },
      },
      '/api/admin/login': {
        post: {
          summary: 'Staff sign-in; also sets the queue board cookie',
          requestBody: { required: true, content: json(adminLoginSchema, 'input') },
          responses: {
            200: { description: 'Signed in', content: json(adminTokenSchema) },
            400: error('A field is missing; `errors` names it'),
            401: error('Wrong username or password, or the second factor is needed (`totpRequired: true`) or wrong'),
            429: error('Too many sign-in attempts for this account or address; see Retry-After'),
            503: error('Too many sign-ins being checked at once, or the attempt counter (Redis) is unreachable'),
          },
        },
      },
      '/api/admin/verify': {
        get: {
          ...staff,
          summary: 'Checks the token',
          responses: { 200: { description: 'Valid', content: json(adminVerifySchema) }, 401: unauthorized },
        },
      },
      '/api/admin/logout': {
        post: {
          ...staff,
          summary: 'Ends every token of the account',
          responses: { 204: { description: 'Logged out' }, 401: unauthorized },
        },
      },
      '/api/admin/totp/setup': {
        post: {
          ...staff,
          summary:
            'Starts second-factor enrolment, or its replacement: the password again, and a current code while one is on (a token alone cannot swap it)',
          requestBody: { required: true, content: json(adminTotpSetupRequestSchema, 'input') },
          responses: {
            200: { description: 'Secret to enter in an authenticator app', content: json(adminTotpSetupSchema) },
            400: error('Wrong password or code; `errors` names it'),
            401: unauthorized,
            429: error('Too many wrong passwords for this account or address; see Retry-After'),
          },
        },
      },
      '/api/admin/totp/disable': {
        post: {
          ...staff,
          summary: 'Removes the second factor: the password and a current code',
          requestBody: { required: true, content: json(adminTotpDisableSchema, 'input') },
          responses: {
            204: { description: 'Second factor off' },
            400: error('Wrong password or code; `errors` names it'),
            401: unauthorized,
            409: error('Every staff account must keep a second factor (ADMIN_REQUIRE_TOTP)'),
            429: error('Too many wrong passwords for this account or address; see Retry-After'),
          },
        },
      },
      '/api/admin/totp/enable': {
        post: {
          ...staff,
          summary: 'Confirms enrolment with a code',
          requestBody: { required: true, content: json(adminTotpCodeSchema, 'input') },
          responses: { 204: { description: 'Second factor on' }, 400: error('Wrong code'), 401: unauthorized },
        },
      },
      '/api/admin/applications': {
        get: {
          ...staff,
          summary:
            'Cases: new ones past their review deadline first, then the rest, each newest first, or with sort=deadline by appeal deadline, soonest first (none last); search, status and owner (me | none | <staff id>) filters, keyset paging (X-Total-Count, Link rel="next")',
          parameters: ['q', 'status', 'owner', 'sort', 'limit', 'cursor'].map((name) => ({
            name,
            in: 'query',
            required: false,
            schema: { type: 'string' },
          })),
          responses: {
            200: {
              description: 'A page of cases',
              headers: {
                'X-Total-Count': {
                  description: 'How many cases match, counted up to 1000: above that it says 1000 and X-Total-Count-Capped is sent',
                  schema: { type: 'integer', minimum: 0, maximum: 1000 },
                },
                'X-Total-Count-Capped': {
                  description: '`true` when more than 1000 cases match (X-Total-Count is then a lower bound: the panel shows "1,000+"); absent otherwise',
                  schema: { type: 'string', enum: ['true'] },
                },
                Link: { description: 'The next page: `<…&cursor=…>; rel="next"`; absent on the last page', schema: { type: 'string' } },
              },
              content: json(adminApplicationListSchema),
            },
            400: error('A bad parameter; `errors` names it'),
            401: unauthorized,
          },
        },
      },
      '/api/admin/applications/stats': {
        get: {
          ...staff,
          summary: 'Counters: total, new, paid, and new cases past their review deadline (BUSINESS_HOURS)',
          responses: { 200: { description: 'Counters', content: json(adminStatsSchema) }, 401: unauthorized },
        },
      },
      '/api/admin/applications/{id}': {
        get: {
          ...staff,
          summary:
            'A case with its documents, timeline and notes, by its id or its case number (the panel\'s page of a case, /admin/cases/<case number>, and every staff e-mail about a case name it by number); records case.opened for the audit log',
          parameters: [
            {
              name: 'id',
              in: 'path',
              required: true,
              description: 'The case\'s id (UUID) or its case number (DR-2026-000217)',
              schema: { oneOf: [{ type: 'string', format: 'uuid' }, { type: 'string', pattern: CASE_NUMBER_PATTERN.source }] },
            },
          ],
          responses: {
            200: { description: 'The case', content: json(adminApplicationDetailSchema) },
            401: unauthorized,
            404: error('No such case'),
          },
        },
      },
      '/api/admin/applications/{id}/status': {
        patch: {
          ...staff,
          summary:
            'Moves the case along the SPEC §4 workflow. Closing it (to `completed`) records how it ended: `outcome`, `outcomeDate` and `reasonGroup` are then required, stored with the status in one statement, and the client gets the closing e-mail with the satisfaction question',
          parameters: [idParam],
          requestBody: { required: true, content: json(adminStatusChangeSchema, 'input') },
          responses: {
            200: { description: 'The updated case', content: json(adminApplicationSchema) },
            400: error('Unknown status, or closing without an outcome, its date (a real day, not in the future) or the reason group; `errors` names the field'),
            401: unauthorized,
            404: error('No such case'),
            409: error('The workflow does not allow this move from the current status'),
          },
        },
      },
      '/api/admin/applications/{id}/notes': {
        post: {
          ...staff,
          summary: 'Adds an internal note',
          parameters: [idParam],
          requestBody: { required: true, content: json(adminNoteInputSchema, 'input') },
          responses: {
            201: { description: 'The note', content: json(adminNoteSchema) },
            400: error('Empty or too long'),
            401: unauthorized,
            404: error('No such case'),
          },
        },
      },
      '/api/admin/applications/{id}/payment-link': {
        post: {
          ...staff,
          summary: 'Creates the payment link (it works PAYMENT_LINK_TTL_DAYS, 30 by default); the case moves to payment_sent',
          parameters: [idParam],
          responses: {
            201: { description: 'The link', content: json(adminPaymentLinkSchema) },
            401: unauthorized,
            404: error('No such case'),
            409: error('A link exists, or the case is past review'),
          },
        },
      },
      '/api/admin/applications/{id}/payment-link/revoke': {
        post: {
          ...staff,
          summary: 'Ends the payment link at once (a leaked or mistaken one); the case still waits for payment',
          parameters: [idParam],
          responses: {
            204: { description: 'Revoked: the link answers 404 from now on' },
            401: unauthorized,
            404: error('No such case'),
            409: error('The case has no payment link'),
          },
        },
      },
      '/api/admin/applications/{id}/payment-link/reissue': {
        post: {
          ...staff,
          summary:
            'A new payment link with a new lifetime (PAYMENT_LINK_TTL_DAYS) for a case waiting for payment; the previous one stops working',
          parameters: [idParam],
          responses: {
            201: { description: 'The new link', content: json(adminPaymentLinkSchema) },
            401: unauthorized,
            404: error('No such case'),
            409: error('The case is not waiting for payment'),
          },
        },
      },
      '/api/admin/applications/{id}/status-link/rotate': {
        post: {
          ...staff,
          summary: "Replaces the client's status link; the one e-mailed before no longer opens the case",
          parameters: [idParam],
          responses: {
            200: { description: 'The new status page', content: json(adminStatusLinkSchema) },
            401: unauthorized,
            404: error('No such case'),
          },
        },
      },
      '/api/admin/applications/{id}/payment-link/send': {
        post: {
          ...staff,
          summary: "E-mails the payment link to the client, in the client's language",
          parameters: [idParam],
          responses: {
            202: { description: 'Queued' },
            401: unauthorized,
            404: error('No such case'),
            409: error('The case has no payment link'),
          },
        },
      },
      '/api/admin/applications/{id}/documents/{documentId}': {
        get: {
          ...staff,
          summary: "Downloads one of the case's documents",
          parameters: [idParam, { name: 'documentId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
          responses: {
            200: { description: 'The file, as an attachment' },
            401: unauthorized,
            404: error('No such document in this case'),
          },
        },
      },
      '/api/config': {
        get: {
          summary: 'Public settings: payment mode and publishable key, tracking ids, support contacts',
          responses: { 200: { description: 'Settings', content: json(publicConfigSchema) } },
        },
      },
      '/api/create-payment-intent': {
        post: {
          summary: 'Opens (or reuses) the payment of a new case from the home form',
          requestBody: { required: true, content: json(createPaymentIntentSchema, 'input') },
          responses: {
            200: { description: 'The intent to confirm in the browser', content: json(paymentIntentSchema) },
            404: error('No such case'),
            409: error('The case is paid already'),
            422: error('No acceptance of the service agreement in force is recorded for the case (POST /api/terms-acceptance first); `termsVersion` names it'),
            429: error('Too many requests from this address'),
          },
        },
      },
      '/api/payment/{token}': {
        get: {
          summary: 'What a payment link is for',
          parameters: [{ name: 'token', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            200: { description: 'The case to pay', content: json(paymentInfoSchema) },
            404: error('Invalid (unknown or revoked) payment link'),
            410: error('The payment link has expired'),
          },
        },
      },
      '/api/payment/{token}/intent': {
        post: {
          summary: 'Opens (or reuses) the payment of a payment link',
          parameters: [{ name: 'token', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            200: { description: 'The intent', content: json(paymentIntentSchema) },
            404: error('Invalid (unknown or revoked) payment link'),
            409: error('The case is paid already'),
            410: error('The payment link has expired'),
            422: error('No acceptance of the service agreement in force is recorded for the case (POST /api/payment/{token}/terms-acceptance first)'),
          },
        },
      },
      '/api/payments/test/confirm': {
        post: {
          summary: 'Test mode only: completes a test payment through the same path as a Stripe webhook',
          requestBody: { required: true, content: json(testPaymentConfirmSchema, 'input') },
          responses: {
            200: { description: 'Paid', content: json(testPaymentConfirmedSchema) },
            404: error('Not in test mode, or no such payment'),
          },
        },
      },
      '/api/stripe/webhook': {
        post: {
          summary:
            "Stripe's events, verified with the Stripe-Signature header on the raw body; repeats are acknowledged and ignored",
          responses: {
            200: { description: 'Received' },
            400: error('Bad signature, altered body or a timestamp over 300 s old'),
          },
        },
      },
      '/api/telegram/webhook': {
        post: {
          summary:
            "Telegram's updates (setWebhook with secret_token): a staff message in a conversation's topic is stored once per update_id as a staff reply and sent to the visitor; other updates are acknowledged and ignored",
          parameters: [
            {
              name: 'X-Telegram-Bot-Api-Secret-Token',
              in: 'header',
              required: true,
              description: 'Must equal TELEGRAM_WEBHOOK_SECRET',
              schema: { type: 'string' },
            },
          ],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schemaOf(telegramUpdateSchema, 'input') } },
          },
          responses: {
            200: { description: 'Received (stored, a repeat, or ignored)' },
            400: error('Not a Telegram update'),
            401: error('Missing or wrong secret token; nothing done'),
            404: error('Telegram is not configured'),
          },
        },
      },
      ...draftPaths(),
      ...staffToolPaths(),
      ...caseRoomPaths(),
      ...moneyPaths(),
      ...outcomePaths(),
      ...availabilityPaths(),
      ...deadlinePaths(),
      ...appealPaths(),
      ...macroPaths(),
      ...textingPaths(),
      '/api/health': { get: { summary: 'Liveness', responses: { 200: { description: 'The process runs' } } } },
      '/api/health/ready': {
        get: {
          summary: 'Readiness: PostgreSQL and Redis answer',
          responses: { 200: { description: 'Ready' }, 503: { description: 'A dependency is down' } },
        },
      },
    },
  };
}
