import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request, Response } from 'express';
import passport from 'passport';
import { Strategy, type JwtFromRequestFunction } from 'passport-jwt';
import { bearerToken, cookieToken } from './staff-token-sources';
import { StaffTokenVerifier, type Staff } from './staff-token-verifier';

export const STAFF_JWT = 'staff-jwt';
export const STAFF_JWT_COOKIE = 'staff-jwt-cookie';

function strategyOptions(verifier: StaffTokenVerifier, jwtFromRequest: JwtFromRequestFunction) {
  return { jwtFromRequest, secretOrKey: verifier.secret, ...verifier.checks };
}

/** Staff tokens on the API: "Authorization: Bearer <token>" only (never a cookie, so no cross-site request carries one). */
@Injectable()
export class StaffJwtStrategy extends PassportStrategy(Strategy, STAFF_JWT) {
  constructor(private readonly verifier: StaffTokenVerifier) {
    super(strategyOptions(verifier, bearerToken));
  }

  validate(payload: unknown): Promise<Staff | null> {
    return this.verifier.staffFor(payload);
  }
}

/** Staff tokens on the queue board, a page the browser opens by itself: the HttpOnly session cookie only. */
@Injectable()
export class StaffCookieJwtStrategy extends PassportStrategy(Strategy, STAFF_JWT_COOKIE) {
  constructor(private readonly verifier: StaffTokenVerifier) {
    super(strategyOptions(verifier, cookieToken));
  }

  validate(payload: unknown): Promise<Staff | null> {
    return this.verifier.staffFor(payload);
  }
}

/** What passport concluded: an error (the check itself failed), or the staff member, or false. */
export interface StaffAuthentication {
  error: unknown;
  staff: Staff | false | null;
}

/**
 * Runs one of this app's staff strategies on a request. Passport's registry of strategies by name is
 * one per process and the last registration wins, so with two apps in one process (the integration
 * tests start several) a lookup by name would reach the other app's database and secret. Passport
 * also takes a strategy object instead of a name; it is given a fresh object per request (as passport
 * does for named ones) because passport attaches the request's success and failure handlers to it.
 */
export function authenticateStaff(strategy: Strategy, req: Request, res: Response): Promise<StaffAuthentication> {
  return new Promise((resolve, reject) => {
    const perRequest = Object.create(strategy) as Strategy;
    passport.authenticate(perRequest, { session: false }, (error: unknown, staff: Staff | false | null) =>
      resolve({ error, staff }),
    )(req, res, (error?: unknown) => (error ? reject(error) : resolve({ error: null, staff: false })));
  });
}
