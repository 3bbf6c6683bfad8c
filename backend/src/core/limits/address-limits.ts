import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { ENV } from '../../config/env.module';
import type { Env } from '../../config/env';
import { addressKey } from '../http/client-ip';
import { REDIS } from '../redis/redis.module';
import { LocalCounters } from './local-counters';

/** Adds ARGV[3] to KEYS[1] unless that passes ARGV[2]; the window (ARGV[1] ms) starts with the first amount. */
const TAKE_SCRIPT = `
local amount = tonumber(ARGV[3])
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if current + amount > tonumber(ARGV[2]) then
  return { 0, current, redis.call('PTTL', KEYS[1]) }
end
local count = redis.call('INCRBY', KEYS[1], amount)
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { 1, count, redis.call('PTTL', KEYS[1]) }`;

/** Takes ARGV[1] back from KEYS[1], never below zero. */
const REFUND_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local left = redis.call('DECRBY', KEYS[1], ARGV[1])
if left <= 0 then redis.call('DEL', KEYS[1]) end
return left`;

export interface Taken {
  allowed: boolean;
  /** The count in the window after this call. */
  count: number;
  /** Seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

type LimitCommands = Redis & {
  limitTake(key: string, windowMs: number, limit: number, amount: number): Promise<[number, number, number]>;
  limitRefund(key: string, amount: number): Promise<number>;
};

/**
 * Per-address budgets (chat sessions and messages, upload bytes, draft saves …) in fixed windows, counted in
 * Redis so every api instance shares them. Callers hand in the client's address as it came; it is
 * counted under `addressKey` here, so no budget can count a raw IPv6 address (75 addresses of one /64
 * are one budget). While Redis is unreachable they are counted in this
 * process instead: each instance then holds the limit on its own, which is looser, never open.
 */
@Injectable()
export class AddressLimits {
  private readonly logger = new Logger(AddressLimits.name);
  private readonly local = new LocalCounters();
  private readonly prefix: string;
  private lastWarning = 0;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(ENV) env: Env,
  ) {
    this.prefix = `${env.REDIS_PREFIX}:limit`;
    if (!('limitTake' in redis)) {
      redis.defineCommand('limitTake', { numberOfKeys: 1, lua: TAKE_SCRIPT });
      redis.defineCommand('limitRefund', { numberOfKeys: 1, lua: REFUND_SCRIPT });
    }
  }

  /** Counts `amount` against `limit` for the address in a window of `windowSeconds`, unless that would pass the limit. */
  async take(name: string, ip: string, limit: number, windowSeconds: number, amount = 1): Promise<Taken> {
    const fullKey = this.key(name, ip);
    try {
      const [allowed, count, pttl] = await (this.redis as LimitCommands).limitTake(fullKey, windowSeconds * 1000, limit, amount);
      return { allowed: allowed === 1, count, retryAfterSeconds: secondsOf(pttl, windowSeconds) };
    } catch (error) {
      this.warn(error);
      const taken = this.local.take(fullKey, windowSeconds * 1000, limit, amount);
      return { allowed: taken.allowed, count: taken.count, retryAfterSeconds: secondsOf(taken.msLeft, windowSeconds) };
    }
  }

  /** Gives back what `take` counted for an action that did not happen after all. */
  async refund(name: string, ip: string, amount = 1): Promise<void> {
    const fullKey = this.key(name, ip);
    this.local.refund(fullKey, amount);
    await (this.redis as LimitCommands).limitRefund(fullKey, amount).catch((error: unknown) => this.warn(error));
  }

  private key(name: string, ip: string): string {
    return `${this.prefix}:${name}:${addressKey(ip)}`;
  }

  private warn(error: unknown): void {
    if (Date.now() - this.lastWarning < 30_000) return;
    this.lastWarning = Date.now();
    this.logger.warn(
      `Limits counted in this process only, Redis unavailable: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

function secondsOf(ms: number, windowSeconds: number): number {
  return ms > 0 ? Math.max(1, Math.ceil(ms / 1000)) : windowSeconds;
}
