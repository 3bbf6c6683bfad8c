import { Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Redis } from 'ioredis';
import { LocalCounters } from '../limits/local-counters';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** Counts a hit and starts the window on the first one; answers [hits, ms left]. */
const INCREMENT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { hits, redis.call('PTTL', KEYS[1]) }`;

/**
 * Rate-limit counters in Redis, so that every api instance shares them. When Redis is away the
 * request is counted in this process instead: each instance then holds the limit on its own. A
 * visitor's case still goes through (it needs only PostgreSQL), but a flood does not.
 */
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger(RedisThrottlerStorage.name);
  private readonly local = new LocalCounters();
  private lastWarning = 0;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    // Sent once, then called by its hash (EVALSHA) rather than with the whole script each time.
    if (!('throttleHit' in redis)) redis.defineCommand('throttleHit', { numberOfKeys: 1, lua: INCREMENT_SCRIPT });
  }

  async increment(key: string, ttl: number, limit: number, _blockDuration: number, name: string): Promise<ThrottlerStorageRecord> {
    try {
      const redis = this.redis as Redis & { throttleHit(key: string, ttl: number): Promise<[number, number]> };
      const [hits, pttl] = await redis.throttleHit(`${this.prefix}:throttle:${name}:${key}`, ttl);
      const secondsLeft = Math.max(1, Math.ceil(pttl / 1000));
      const blocked = hits > limit;
      return { totalHits: hits, timeToExpire: secondsLeft, isBlocked: blocked, timeToBlockExpire: blocked ? secondsLeft : 0 };
    } catch (error) {
      if (Date.now() - this.lastWarning > 30_000) {
        this.lastWarning = Date.now();
        this.logger.warn(`Rate limits counted in this process only, Redis unavailable: ${(error as Error).message}`);
      }
      const { count, msLeft } = this.local.hit(`${name}:${key}`, ttl);
      const secondsLeft = Math.max(1, Math.ceil(msLeft / 1000));
      const blocked = count > limit;
      return { totalHits: count, timeToExpire: secondsLeft, isBlocked: blocked, timeToBlockExpire: blocked ? secondsLeft : 0 };
    }
  }
}
