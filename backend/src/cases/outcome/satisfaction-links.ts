import { Inject, Injectable } from '@nestjs/common';
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { ENV } from '../../config/env.module';
import type { Env } from '../../config/env';

const UUID_HEX = /^[0-9a-f]{32}$/;

/**
 * The closing e-mail's satisfaction link: `<case id, 22 chars>.<HMAC-SHA256 of it, 43 chars>`. Signed
 * rather than stored, so no table holds a usable key; unguessable, since a forger needs the key
 * (derived from JWT_SECRET with HKDF under a label of its own, so a token of one kind is never the
 * key of another). The link names one case and does nothing by being opened: the page records an
 * answer only on a POST.
 */
@Injectable()
export class SatisfactionLinks {
  private readonly key: Buffer;

  constructor(@Inject(ENV) env: Env) {
    this.key = Buffer.from(hkdfSync('sha256', env.JWT_SECRET, 'reactivation', 'satisfaction-link v1', 32));
  }

  tokenFor(applicationId: string): string {
    const id = Buffer.from(applicationId.replace(/-/g, ''), 'hex');
    return `${id.toString('base64url')}.${this.sign(id).toString('base64url')}`;
  }

  /** The case id the token was signed for, or null for anything else. */
  applicationIdOf(token: string): string | null {
    const [idPart, signaturePart, extra] = token.split('.');
    if (!idPart || !signaturePart || extra !== undefined || idPart.length !== 22 || signaturePart.length !== 43) return null;
    const id = Buffer.from(idPart, 'base64url');
    const signature = Buffer.from(signaturePart, 'base64url');
    if (id.length !== 16 || signature.length !== 32 || !timingSafeEqual(signature, this.sign(id))) return null;
    const hex = id.toString('hex');
    if (!UUID_HEX.test(hex)) return null;
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  private sign(id: Buffer): Buffer {
    return createHmac('sha256', this.key).update(id).digest();
  }
}
