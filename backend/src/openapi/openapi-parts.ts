import { apiErrorSchema, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@reactivation/contracts';
import { toJSONSchema, type $ZodType } from 'zod/v4/core';

/** JSON Schema of what a client sends (`input`) or receives (`output`), from the schema the code validates with. */
export const schemaOf = (schema: $ZodType, io: 'input' | 'output') =>
  toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' });

export const json = (schema: $ZodType, io: 'input' | 'output' = 'output') => ({ 'application/json': { schema: schemaOf(schema, io) } });
export const error = (description: string) => ({ description, content: json(apiErrorSchema) });
/** Staff routes: a Bearer token from /api/admin/login; 401 without a valid one. */
export const staff = { security: [{ staffToken: [] }] };
export const unauthorized = error('No valid staff token (missing, expired, logged out, or not ours)');
export const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } };
/** Optional query parameters, as strings. */
export const queryParams = (...names: string[]) => names.map((name) => ({ name, in: 'query', required: false, schema: { type: 'string' } }));

/** The optional Idempotency-Key of a submission (ADR 0024), and what a repeat answers. */
export const idempotencyKeyHeader = {
  name: IDEMPOTENCY_KEY_HEADER,
  in: 'header',
  required: false,
  description:
    'One key per submission attempt: a resend with the same key (from any address) answers with the first case, ' +
    '201 with the same ids and `Idempotent-Replayed: true`; the same key with other answers is refused (422). ' +
    'Without a key, the same answers from the same mailbox within SUBMISSION_DUPLICATE_WINDOW_SECONDS are the first case too.',
  schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
};
export const repeatedCaseHeaders = {
  'Idempotent-Replayed': { description: '`true` when this answer is an earlier submission\'s case (nothing new was stored)', schema: { type: 'string' } },
};
