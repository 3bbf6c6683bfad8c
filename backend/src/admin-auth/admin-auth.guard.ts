import { HttpStatus, Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ApiException } from '../core/http/api.exception';
import { AdminAuthService, type Staff } from './admin-auth.service';

/** The cookie that carries the token to the queue board (a page the browser opens by itself). */
export const ADMIN_COOKIE = 'admin_session';

const ALLOW_ENROL_ONLY = 'allowEnrolOnly';
/** Marks the routes a password-only session may use while a second factor is mandatory. */
export const AllowEnrolOnly = () => SetMetadata(ALLOW_ENROL_ONLY, true);

export type StaffRequest = Request & { staff: Staff };

/** The Bearer token of a request ("Authorization: Bearer <token>"), else null. */
export function bearerToken(req: Request): string | null {
  const match = /^Bearer ([\w.-]+)$/.exec(req.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** The admin session cookie's token, else null. */
export function cookieToken(req: Request): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === ADMIN_COOKIE) return /^[\w.-]+$/.test(value.join('=')) ? value.join('=') : null;
  }
  return null;
}

export function unauthorized(): ApiException {
  return new ApiException(HttpStatus.UNAUTHORIZED, 'admin.unauthorized', undefined, {
    headers: { 'WWW-Authenticate': 'Bearer' },
  });
}

/** Lets a request through only with a valid, unexpired, not logged-out staff token. */
@Injectable()
export class AdminAuthGuard implements CanActivate {
  constructor(
    private readonly auth: AdminAuthService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<StaffRequest>();
    const token = bearerToken(req);
    const staff = token ? await this.auth.authenticate(token) : null;
    if (!staff) throw unauthorized();
    if (
      staff.enrolOnly &&
      !this.reflector.getAllAndOverride<boolean>(ALLOW_ENROL_ONLY, [context.getHandler(), context.getClass()])
    ) {
      throw new ApiException(HttpStatus.FORBIDDEN, 'admin.enrolFirst');
    }
    req.staff = staff;
    return true;
  }
}
