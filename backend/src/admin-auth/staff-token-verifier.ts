import { Inject, Injectable } from '@nestjs/common';
import { verify, type Algorithm } from 'jsonwebtoken';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { StaffAccountsRepository } from './staff-accounts.repository';

/** The signed-in staff member a request (or a staff socket) acts as. */
export interface Staff {
  id: string;
  username: string;
  /** Signed in with a password only while a second factor is required: may only enrol one. */
  enrolOnly: boolean;
  /** When the token this staff member acts with expires. */
  expiresAt: Date;
}

export const STAFF_TOKEN_ISSUER = 'gig-reactivation';
export const STAFF_TOKEN_AUDIENCE = 'admin-panel';
export const STAFF_TOKEN_ALGORITHM = 'HS256' satisfies Algorithm;

/** What every staff token is checked against, by the passport-jwt strategy and by the socket path alike. */
export interface StaffTokenChecks {
  /** Pinned: a token signed any other way, or with `alg: none`, is refused. */
  algorithms: Algorithm[];
  issuer: string;
  audience: string;
  ignoreExpiration: false;
}

/**
 * Decides whether a staff token is good: signature (HS256 only), issuer, audience and expiry, then
 * the account it names must exist and still be on the token's version (log-out bumps the version, so
 * every older token dies at once). The HTTP guards get here through the passport-jwt strategy, which
 * verifies the signature and hands the payload to `staffFor`; the chat's staff sockets have no HTTP
 * request for passport, so they call `verify`, which runs the same jsonwebtoken check with the same
 * options and then the same `staffFor`.
 */
@Injectable()
export class StaffTokenVerifier {
  readonly secret: string;
  readonly checks: StaffTokenChecks = {
    algorithms: [STAFF_TOKEN_ALGORITHM],
    issuer: STAFF_TOKEN_ISSUER,
    audience: STAFF_TOKEN_AUDIENCE,
    ignoreExpiration: false,
  };

  constructor(
    private readonly accounts: StaffAccountsRepository,
    @Inject(ENV) env: Env,
  ) {
    this.secret = env.JWT_SECRET;
  }

  /** The staff member behind a token, or null when it is invalid, expired or logged out. */
  async verify(token: string): Promise<Staff | null> {
    let payload: unknown;
    try {
      payload = verify(token, this.secret, this.checks);
    } catch {
      return null;
    }
    return this.staffFor(payload);
  }

  /**
   * The staff member a token's verified payload names, or null. A database failure is thrown, not
   * turned into null, so callers fail closed without mistaking an outage for a bad token.
   */
  async staffFor(payload: unknown): Promise<Staff | null> {
    if (typeof payload !== 'object' || payload === null) return null;
    const { sub, name, ver, enrol, exp } = payload as Record<string, unknown>;
    // jsonwebtoken checks `exp` only when present; a staff token without one would never expire.
    if (typeof sub !== 'string' || typeof name !== 'string' || typeof ver !== 'number' || typeof exp !== 'number') {
      return null;
    }
    const account = await this.accounts.findById(sub);
    if (!account || account.tokenVersion !== ver) return null;
    // Enrolling a second factor ends the password-only session's restriction at once.
    return {
      id: account.id,
      username: account.username,
      enrolOnly: enrol === true && !account.totpSecret,
      expiresAt: new Date(exp * 1000),
    };
  }
}
