import { ApiError } from '@/lib/api-client';

/** The server's own words for a refusal: a field's message first, then the general one; undefined when it never answered. */
export function serverText(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return Object.values(error.fieldErrors)[0] ?? error.body?.message ?? error.message;
}
