import {
  apiErrorSchema,
  applicationCreatedSchema,
  applicationFormDataSchema,
  caseReviewCreatedSchema,
  caseReviewSchema,
  contactMessageSchema,
  contactMessageSentSchema,
} from '@reactivation/contracts';
import { toJSONSchema, type $ZodType } from 'zod/v4/core';

/** JSON Schema of what a client sends (`input`) or receives (`output`), from the schema the code validates with. */
const schemaOf = (schema: $ZodType, io: 'input' | 'output') =>
  toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' });

const json = (schema: $ZodType, io: 'input' | 'output' = 'output') => ({ 'application/json': { schema: schemaOf(schema, io) } });
const error = (description: string) => ({ description, content: json(apiErrorSchema) });

/** DESIGN §4, as OpenAPI 3.0. Each new endpoint adds its entry here, built from its contract schema. */
export function buildOpenApiDocument(serverUrl: string) {
  const multipart = schemaOf(applicationFormDataSchema, 'input') as { properties: Record<string, unknown> };
  multipart.properties.documents = {
    type: 'array',
    items: { type: 'string', format: 'binary' },
    description: 'PNG, JPEG or PDF, decided by content; at most 10 485 760 bytes each',
  };
  return {
    openapi: '3.0.3',
    info: { title: 'Gig Account Reactivation API', version: '1.0.0' },
    servers: [{ url: serverUrl }],
    paths: {
      '/api/applications': {
        post: {
          summary: 'Submit a case from the home form, with documents',
          requestBody: { required: true, content: { 'multipart/form-data': { schema: multipart } } },
          responses: {
            201: { description: 'Case stored', content: json(applicationCreatedSchema) },
            400: error('A field is invalid; `errors` names it'),
            413: error('A document is over 10 MB, or too many documents'),
            415: error('A document is not a PNG, JPEG or PDF'),
            429: error('Too many submissions from this address'),
          },
        },
      },
      '/api/submit-case-review': {
        post: {
          summary: 'Submit the free case-review wizard',
          requestBody: { required: true, content: json(caseReviewSchema, 'input') },
          responses: {
            201: { description: 'Case stored', content: json(caseReviewCreatedSchema) },
            400: error('A field is invalid; `errors` names it'),
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
