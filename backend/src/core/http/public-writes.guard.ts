import { Injectable, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerGenerateKeyFunction, type ThrottlerLimitDetail } from '@nestjs/throttler';
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { addressKey } from './client-ip';
import { RedisThrottlerStorage, type BudgetHit } from './redis-throttler.storage';

/** The throttler every public write counts on, besides its own: one budget per address across them all. */
export const ALL_PUBLIC_WRITES = 'all-public-writes';

/** The metadata @Throttle, @SkipThrottle and their kin put on a handler or class (the throttler's own names). */
const PER_ROUTE_SETTINGS = ['THROTTLER:SKIP', 'THROTTLER:LIMIT', 'THROTTLER:TTL', 'THROTTLER:BLOCK_DURATION', 'THROTTLER:TRACKER', 'THROTTLER:KEY_GENERATOR'];

/** A handler's budgets as the module configured them, fixed at the handler's first request. */
interface Budget {
  name: string;
  limit: number;
  ttl: number;
  generateKey: ThrottlerGenerateKeyFunction;
}

/** Past this many, the memo of address keys and counter keys starts again (it only saves work). */
const MEMO_SIZE = 10_000;

/**
 * The guard of every public write (submissions, drafts started, payment intents, the case room's
 * writes, the contact form). Each request is counted twice: on its endpoint's budget
 * (RATE_LIMIT_PUBLIC_WRITES) and on the address's one budget for every public write
 * (RATE_LIMIT_PUBLIC_WRITES_TOTAL), so an address cannot spend the first on each of them in turn.
 * Both count the address as every limit does (`addressKey`: IPv6 by its /64).
 *
 * Both budgets are counted in one Redis round trip (`RedisThrottlerStorage.countEach`), with the
 * throttler's keys, headers and refusals: the endpoint's budget first, and a request it refuses is
 * not counted on the address's. A route with per-route throttler settings (none today) is counted
 * by the throttler's own code, one budget at a time.
 */
@Injectable()
export class PublicWritesGuard extends ThrottlerGuard {
  private readonly budgetsByHandler = new WeakMap<object, Budget[] | null>();
  private readonly addressKeys = new Map<string, string>();
  private readonly counterKeys = new Map<string, string>();

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const budgets = this.budgetsOf(context);
    if (!budgets || !(this.storageService instanceof RedisThrottlerStorage)) return super.canActivate(context);
    const { req, res } = this.getRequestResponse(context);
    const tracker = await this.commonOptions.getTracker!(req, context);
    const hits: BudgetHit[] = budgets.map(({ name, limit, ttl, generateKey }) => ({ key: generateKey(context, tracker, name), ttl, limit, name }));
    const records = await this.storageService.countEach(hits);
    for (let i = 0; i < records.length; i += 1) {
      const { limit, ttl, name, key } = hits[i]!;
      const { totalHits, timeToExpire, isBlocked, timeToBlockExpire } = records[i]!;
      const suffix = name === 'default' ? '' : `-${name}`;
      if (isBlocked) {
        this.setResponseHeader(res, `Retry-After${suffix}`, timeToBlockExpire);
        await this.throwThrottlingException(context, { limit, ttl, key, tracker, totalHits, timeToExpire, isBlocked, timeToBlockExpire });
      }
      this.setResponseHeader(res, `${this.headerPrefix}-Limit${suffix}`, limit);
      this.setResponseHeader(res, `${this.headerPrefix}-Remaining${suffix}`, Math.max(0, limit - totalHits));
      this.setResponseHeader(res, `${this.headerPrefix}-Reset${suffix}`, timeToExpire);
    }
    return true;
  }

  protected override async getTracker(req: Record<string, unknown>): Promise<string> {
    const ip = (req as unknown as Request).ip ?? '';
    return memo(this.addressKeys, ip, () => addressKey(ip));
  }

  /** The throttler's own key (a SHA-256 of handler, throttler and address), remembered per address. */
  protected override generateKey(context: ExecutionContext, suffix: string, name: string): string {
    const input = `${context.getClass().name}-${context.getHandler().name}-${name}-${suffix}`;
    return memo(this.counterKeys, input, () => createHash('sha256').update(input).digest('hex'));
  }

  /** Whichever budget refused, the answer says when to come back in the standard header. */
  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(detail.timeToBlockExpire));
    return super.throwThrottlingException(context, detail);
  }

  /** The module's budgets, in the throttler's order; null when the handler or a budget has settings only the throttler's code reads. */
  private budgetsOf(context: ExecutionContext): Budget[] | null {
    const handler = context.getHandler();
    let budgets = this.budgetsByHandler.get(handler);
    if (budgets !== undefined) return budgets;
    const targets = [handler, context.getClass()];
    const perRoute = this.throttlers.some(({ name }) => PER_ROUTE_SETTINGS.some((setting) => this.reflector.getAllAndOverride(setting + name, targets) !== undefined));
    const plain = this.throttlers.every(
      (throttler) =>
        typeof throttler.limit === 'number' &&
        typeof throttler.ttl === 'number' &&
        !throttler.skipIf &&
        !throttler.ignoreUserAgents &&
        !throttler.getTracker &&
        throttler.setHeaders !== false,
    );
    const common = this.commonOptions;
    const commonPlain = !common.skipIf && !common.ignoreUserAgents && common.setHeaders !== false;
    budgets =
      perRoute || !plain || !commonPlain
        ? null
        : this.throttlers.map((throttler) => ({
            name: throttler.name ?? 'default',
            limit: throttler.limit as number,
            ttl: throttler.ttl as number,
            generateKey: throttler.generateKey ?? common.generateKey!,
          }));
    this.budgetsByHandler.set(handler, budgets);
    return budgets;
  }
}

function memo(cache: Map<string, string>, input: string, compute: () => string): string {
  let value = cache.get(input);
  if (value === undefined) {
    if (cache.size >= MEMO_SIZE) cache.clear();
    value = compute();
    cache.set(input, value);
  }
  return value;
}
