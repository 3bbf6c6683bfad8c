import { Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Redis } from 'ioredis';
import { LocalCounters } from '../limits/local-counters';

export type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** One budget a request is counted on: its counter's key, window (ms) and limit, and the throttler's name. */
export interface BudgetHit {
  key: string;
  ttl: number;
  limit: number;
  name: string;
}

/**
 * Counts a hit on each budget in turn and starts a window on its first hit; answers [hits, ms left]
 * per budget counted. It stops after the first budget over its limit: the budgets after it are not
 * counted, as when each was counted in its own call and the first refusal ended the request.
 * KEYS: the counters; ARGV: window ms and limit of each, in the same order.
 */
const COUNT_SCRIPT = `
local out = {}
for i = 1, #KEYS do
  local hits = redis.call('INCR', KEYS[i])
  local ttl = tonumber(ARGV[2 * i - 1])
  local pttl
  if hits == 1 then
    redis.call('PEXPIRE', KEYS[i], ttl)
    pttl = ttl
  else
    pttl = redis.call('PTTL', KEYS[i])
  end
  out[#out + 1] = hits
  out[#out + 1] = pttl
  if hits > tonumber(ARGV[2 * i]) then break end
end
return out`;

type CountingRedis = Redis & { throttleCount(numberOfKeys: number, ...keysThenArgs: (string | number)[]): Promise<number[]> };

/**
 * Rate-limit counters in Redis, so that every api instance shares them. When Redis is away the
 * request is counted in this process instead: each instance then holds the limit on its own. A
 * visitor's case still goes through (it needs only PostgreSQL), but a flood does not.
 *
 * `countEach` counts every budget of a request in one round trip (one EVALSHA); `increment` is the
 * throttler's one-budget interface, for any guard that counts them one by one.
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
    if (!('throttleCount' in redis)) redis.defineCommand('throttleCount', { lua: COUNT_SCRIPT });
  }

  async increment(key: string, ttl: number, limit: number, _blockDuration: number, name: string): Promise<ThrottlerStorageRecord> {
    const [record] = await this.countEach([{ key, ttl, limit, name }]);
    return record!;
  }

  /** Counts the budgets in order, stopping after the first one over its limit (the rest are not counted nor answered). */
  async countEach(budgets: readonly BudgetHit[]): Promise<ThrottlerStorageRecord[]> {
    const keysThenArgs: (string | number)[] = budgets.map((budget) => `${this.prefix}:throttle:${budget.name}:${budget.key}`);
    for (const budget of budgets) keysThenArgs.push(budget.ttl, budget.limit);
    try {
      const answer = await (this.redis as CountingRedis).throttleCount(budgets.length, ...keysThenArgs);
      const records: ThrottlerStorageRecord[] = [];
      for (let i = 0; i < answer.length; i += 2) records.push(record(answer[i]!, answer[i + 1]!, budgets[i / 2]!.limit));
      return records;
    } catch (error) {
      if (Date.now() - this.lastWarning > 30_000) {
        this.lastWarning = Date.now();
        this.logger.warn(`Rate limits counted in this process only, Redis unavailable: ${(error as Error).message}`);
      }
      const records: ThrottlerStorageRecord[] = [];
      for (const budget of budgets) {
        const { count, msLeft } = this.local.hit(`${budget.name}:${budget.key}`, budget.ttl);
        records.push(record(count, msLeft, budget.limit));
        if (count > budget.limit) break;
      }
      return records;
    }
  }
}

function record(hits: number, msLeft: number, limit: number): ThrottlerStorageRecord {
  const secondsLeft = Math.max(1, Math.ceil(msLeft / 1000));
  const blocked = hits > limit;
  return { totalHits: hits, timeToExpire: secondsLeft, isBlocked: blocked, timeToBlockExpire: blocked ? secondsLeft : 0 };
}
