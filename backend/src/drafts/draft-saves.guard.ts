import { HttpStatus, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { ApiException } from '../core/http/api.exception';
import { AddressLimits } from '../core/limits/address-limits';

/**
 * The budget of draft saves per client address (RATE_LIMIT_DRAFT_SAVES per RATE_LIMIT_WINDOW_SECONDS,
 * across instances): the form saves as the visitor types, far more often than it is submitted.
 */
@Injectable()
export class DraftSavesGuard implements CanActivate {
  constructor(
    private readonly limits: AddressLimits,
    @Inject(ENV) private readonly env: Env,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const taken = await this.limits.take('draft-saves', req.ip ?? 'unknown', this.env.RATE_LIMIT_DRAFT_SAVES, this.env.RATE_LIMIT_WINDOW_SECONDS);
    if (!taken.allowed) {
      throw new ApiException(HttpStatus.TOO_MANY_REQUESTS, 'request.tooMany', undefined, {
        headers: { 'Retry-After': String(taken.retryAfterSeconds) },
      });
    }
    return true;
  }
}
