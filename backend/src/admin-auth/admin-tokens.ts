import { Inject, Injectable } from '@nestjs/common';
import { SignJWT } from 'jose';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { STAFF_TOKEN_ALGORITHM, STAFF_TOKEN_AUDIENCE, STAFF_TOKEN_ISSUER } from './staff-token-verifier';

/** What a staff token says: who, which token version, and whether it may only set up the second factor. */
export interface StaffClaims {
  accountId: string;
  username: string;
  tokenVersion: number;
  enrolOnly: boolean;
}

/**
 * Issues short-lived staff tokens. They are checked by StaffTokenVerifier (through the passport-jwt
 * strategy on HTTP), which pins the algorithm and checks the issuer, audience and expiry set here.
 */
@Injectable()
export class AdminTokens {
  private readonly key: Uint8Array;
  private readonly ttlSeconds: number;

  constructor(@Inject(ENV) env: Env) {
    this.key = new TextEncoder().encode(env.JWT_SECRET);
    this.ttlSeconds = env.ADMIN_TOKEN_TTL_MINUTES * 60;
  }

  async issue(claims: StaffClaims): Promise<{ token: string; expiresAt: Date }> {
    const expiresAt = new Date(Date.now() + this.ttlSeconds * 1000);
    const token = await new SignJWT({ name: claims.username, ver: claims.tokenVersion, enrol: claims.enrolOnly })
      .setProtectedHeader({ alg: STAFF_TOKEN_ALGORITHM, typ: 'JWT' })
      .setSubject(claims.accountId)
      .setIssuer(STAFF_TOKEN_ISSUER)
      .setAudience(STAFF_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { token, expiresAt };
  }
}
