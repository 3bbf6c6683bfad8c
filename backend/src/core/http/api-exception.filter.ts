import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import { translate, type ApiError, type MessageKey } from '@reactivation/contracts';
import type { Request, Response } from 'express';
import { ApiException } from './api.exception';
import { requestLocale } from './request-locale';

/** Message keys for the statuses that plain Nest or Express errors carry. */
const KEY_BY_STATUS: Partial<Record<number, MessageKey>> = {
  [HttpStatus.BAD_REQUEST]: 'request.invalid',
  [HttpStatus.NOT_FOUND]: 'request.notFound',
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'request.tooLarge',
  [HttpStatus.TOO_MANY_REQUESTS]: 'request.tooMany',
};

/**
 * Every error answer has the DESIGN §4 shape `{ message, errors? }` in the visitor's language,
 * plus `success: false`, which the intake forms read (SPEC §8). Unexpected errors are logged and answered 500 without their details.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const locale = requestLocale(req);
    const status = statusOf(exception);
    if (status >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));

    const body: ApiError = { success: false, message: '' };
    if (exception instanceof ApiException) {
      body.message = translate(locale, exception.messageKey);
      if (exception.fieldErrors) {
        body.errors = Object.fromEntries(
          Object.entries(exception.fieldErrors).map(([field, key]) => [field, translate(locale, key)]),
        );
      }
    } else {
      body.message = translate(locale, KEY_BY_STATUS[status] ?? 'request.failed');
    }
    if (res.headersSent) return;
    if (exception instanceof ApiException && exception.extra) {
      for (const [name, value] of Object.entries(exception.extra.headers ?? {})) res.setHeader(name, value);
      Object.assign(body, exception.extra.body);
    }
    res.status(status).json(body);
  }
}

function statusOf(exception: unknown): number {
  if (exception instanceof HttpException) return exception.getStatus();
  // Errors raised by Express middleware (a malformed JSON body, a body over the limit) carry a status.
  const status = (exception as { status?: unknown; statusCode?: unknown })?.status ?? (exception as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : HttpStatus.INTERNAL_SERVER_ERROR;
}
