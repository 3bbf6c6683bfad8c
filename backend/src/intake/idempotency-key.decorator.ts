import { createParamDecorator, HttpStatus, type ExecutionContext } from '@nestjs/common';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '@reactivation/contracts';
import type { Request } from 'express';
import { safeParse } from 'zod/v4/core';
import { ApiException } from '../core/http/api.exception';

/** The Idempotency-Key header's value, or undefined when not sent; a malformed one is refused with 400 naming the header. */
export function idempotencyKeyOf(value: unknown): string | undefined {
  const result = safeParse(idempotencyKeySchema, value);
  if (result.success) return result.data;
  throw new ApiException(HttpStatus.BAD_REQUEST, 'request.invalid', { [IDEMPOTENCY_KEY_HEADER]: 'idempotencyKey.invalid' });
}

/** The handler's parameter holding the request's Idempotency-Key, checked (see `idempotencyKeyOf`). */
export const IdempotencyKey = createParamDecorator((_data: unknown, context: ExecutionContext): string | undefined =>
  idempotencyKeyOf(context.switchToHttp().getRequest<Request>().headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]),
);
