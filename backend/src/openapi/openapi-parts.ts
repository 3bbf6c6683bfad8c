import { apiErrorSchema } from '@reactivation/contracts';
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
