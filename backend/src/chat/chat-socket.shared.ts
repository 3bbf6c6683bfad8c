import type { Logger } from '@nestjs/common';
import type { ChatAck } from '@reactivation/contracts';
import { safeParse, type $ZodType, type output } from 'zod/v4/core';

/** The room of one conversation: its visitor's sockets, and the staff sockets that opened it. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** A refused payload, answered as it is: the first bad field names the error. */
export type Refusal = { ok: false; error: string; field?: string };

/** Checks a payload against its contract schema; the first bad field names the error. */
export function parse<S extends $ZodType>(schema: S, payload: unknown): { ok: true; data: output<S> } | Refusal {
  const result = safeParse(schema, payload ?? {});
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  return { ok: false, error: issue?.message ?? 'invalid', field: issue?.path.map(String).join('.') };
}

/**
 * What a handler answers when storing or reading failed: the cause goes to the log, the client
 * gets only the message key (it retries with the same client id, which is stored once).
 */
export function failed(logger: Logger, error: unknown): ChatAck<never> {
  logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  return { ok: false, error: 'request.failed' };
}
