import { HttpException } from '@nestjs/common';
import type { MessageKey } from '@reactivation/contracts';

/**
 * An error meant for the client: a status, a message key and, per bad field, a message key.
 * The exception filter turns the keys into the visitor's language (DESIGN §4 error shape).
 */
export class ApiException extends HttpException {
  constructor(
    status: number,
    readonly messageKey: MessageKey,
    readonly fieldErrors?: Record<string, MessageKey | string>,
    /** Extra fields for the body (such as `totpRequired`) and headers (such as `Retry-After`). */
    readonly extra?: { body?: Record<string, string | number | boolean>; headers?: Record<string, string> },
  ) {
    super(messageKey, status);
  }
}
