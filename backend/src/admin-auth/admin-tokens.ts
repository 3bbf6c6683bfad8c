import { Inject, Injectable } from '@nestjs/common';
import { SignJWT, jwtVerify } from 'jose';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';

/** What a staff token says: who, which token version, and whether it may only set up the second factor. */
export interface StaffClaims {
  accountId: string;
  username: string;
  tokenVersion: number;
  enrolOnly: boolean;
  /** When the token stops being valid (read back from its `exp`). */
  expiresAt?: Date;
}

const ISSUER = 'gig-reactivation';
const AUDIENCE = 'admin-panel';
const ALGORITHM = 'HS256';

/**
 * Short-lived staff tokens. The algorithm is pinned (a token signed any other way, or with
 * `alg: none`, is refused), and the issuer, audience and expiry are checked.
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
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.accountId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { token, expiresAt };
  }

  /** The claims of a valid token, or null for anything else (never throws). */
  async read(token: string): Promise<StaffClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['exp', 'sub'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number' || typeof payload.name !== 'string') return null;
      return {
        accountId: payload.sub,
        username: payload.name,
        tokenVersion: payload.ver,
        enrolOnly: payload.enrol === true,
        expiresAt: new Date((payload.exp ?? 0) * 1000),
      };
    } catch {
      return null;
    }
  }
}
