import type { MessageKey } from '@reactivation/contracts';
import { safeParse, type $ZodType } from 'zod/v4/core';

/** The message key of the first rule a value breaks under a shared contract field, or undefined. */
export function fieldError(schema: $ZodType, value: unknown): MessageKey | undefined {
  const result = safeParse(schema, value);
  return result.success ? undefined : (result.error.issues[0]?.message as MessageKey | undefined);
}
