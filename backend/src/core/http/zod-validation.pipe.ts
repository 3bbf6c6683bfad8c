import { HttpStatus, Injectable, type PipeTransform } from '@nestjs/common';
import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { ApiException } from './api.exception';

/** Validates a body against a shared contract schema; each bad field is named with its message key. */
@Injectable()
export class ZodValidationPipe<T extends $ZodType> implements PipeTransform {
  constructor(private readonly schema: T) {}

  transform(value: unknown): output<T> {
    const result = safeParse(this.schema, value ?? {});
    if (result.success) return result.data;
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
      errors[field] ??= issue.message;
    }
    throw new ApiException(HttpStatus.BAD_REQUEST, 'request.invalid', errors);
  }
}
