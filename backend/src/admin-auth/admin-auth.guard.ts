import { HttpStatus, Injectable, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request, Response } from 'express';
import { ApiException } from '../core/http/api.exception';
import { STAFF_JWT, StaffJwtStrategy, authenticateStaff } from './staff-jwt.strategy';
import type { Staff } from './staff-token-verifier';

// Other modules import the token sources from here; they live apart so the strategy can use them too.
export { ADMIN_COOKIE, ADMIN_COOKIE_PATH, bearerToken, cookieToken } from './staff-token-sources';

const ALLOW_ENROL_ONLY = 'allowEnrolOnly';
/** Marks the routes a password-only session may use while a second factor is mandatory. */
export const AllowEnrolOnly = () => SetMetadata(ALLOW_ENROL_ONLY, true);

export type StaffRequest = Request & { staff: Staff };

export function unauthorized(): ApiException {
  return new ApiException(HttpStatus.UNAUTHORIZED, 'admin.unauthorized', undefined, {
    headers: { 'WWW-Authenticate': 'Bearer' },
  });
}

/**
 * Lets a request through only with a valid, unexpired, not logged-out staff token (the `staff-jwt`
 * passport strategy), and a password-only session only onto the routes that enrol a second factor.
 */
@Injectable()
export class AdminAuthGuard extends AuthGuard(STAFF_JWT) {
  constructor(
    private readonly strategy: StaffJwtStrategy,
    private readonly reflector: Reflector,
  ) {
    super();
  }

  /** Runs this app's own strategy object rather than the process-wide name (see authenticateStaff). */
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<StaffRequest>();
    const { error, staff: found } = await authenticateStaff(this.strategy, req, context.switchToHttp().getResponse<Response>());
    const staff = this.handleRequest(error, found);
    if (
      staff.enrolOnly &&
      !this.reflector.getAllAndOverride<boolean>(ALLOW_ENROL_ONLY, [context.getHandler(), context.getClass()])
    ) {
      throw new ApiException(HttpStatus.FORBIDDEN, 'admin.enrolFirst');
    }
    req.staff = staff;
    return true;
  }

  /**
   * Every refused token (missing, malformed, expired, wrongly signed, another algorithm, another
   * audience or issuer, logged out) gets the one 401 the admin panel knows; a failing check (the
   * database is away) stays an error rather than passing for a bad token.
   */
  override handleRequest<TUser = Staff>(error: unknown, staff: unknown): TUser {
    if (error) throw error;
    if (!staff) throw unauthorized();
    return staff as TUser;
  }
}
