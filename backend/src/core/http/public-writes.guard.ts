import { Injectable, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { addressKey } from './client-ip';

/** The throttler every public write counts on, besides its own: one budget per address across them all. */
export const ALL_PUBLIC_WRITES = 'all-public-writes';

/**
 * The guard of every public write (submissions, drafts started, payment intents, the case room's
 * writes, the contact form). Each request is counted twice: on its endpoint's budget
 * (RATE_LIMIT_PUBLIC_WRITES) and on the address's one budget for every public write
 * (RATE_LIMIT_PUBLIC_WRITES_TOTAL), so an address cannot spend the first on each of them in turn.
 * Both count the address as every limit does (`addressKey`: IPv6 by its /64).
 */
@Injectable()
export class PublicWritesGuard extends ThrottlerGuard {
  protected override async getTracker(req: Record<string, unknown>): Promise<string> {
    return addressKey((req as unknown as Request).ip ?? '');
  }

  /** Whichever budget refused, the answer says when to come back in the standard header. */
  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(detail.timeToBlockExpire));
    return super.throwThrottlingException(context, detail);
  }
}
