import type { Redis } from 'ioredis';
import { RedisThrottlerStorage } from './redis-throttler.storage';

/** A Redis that answers the counting script as the script does (in memory), or fails every call. */
function fakeRedis(fail = false) {
  const counters = new Map<string, number>();
  const calls: unknown[][] = [];
  const redis = {
    defineCommand: jest.fn(),
    throttleCount: jest.fn(async (numberOfKeys: number, ...keysThenArgs: (string | number)[]) => {
      calls.push([numberOfKeys, ...keysThenArgs]);
      if (fail) throw new Error('connection refused');
      const out: number[] = [];
      for (let i = 0; i < numberOfKeys; i += 1) {
        const key = keysThenArgs[i] as string;
        const ttl = keysThenArgs[numberOfKeys + 2 * i] as number;
        const limit = keysThenArgs[numberOfKeys + 2 * i + 1] as number;
        const hits = (counters.get(key) ?? 0) + 1;
        counters.set(key, hits);
        out.push(hits, ttl);
        if (hits > limit) break;
      }
      return out;
    }),
  };
  return { redis: redis as unknown as Redis, calls, counters };
}

const budgets = (endpoint: number, total: number) => [
  { key: 'endpoint-key', ttl: 60_000, limit: endpoint, name: 'default' },
  { key: '203.0.113.9', ttl: 60_000, limit: total, name: 'all-public-writes' },
];

describe('rate-limit counters in Redis', () => {
  it('counts both budgets of a request in one call, with their keys, windows and limits', async () => {
    const { redis, calls } = fakeRedis();
    const storage = new RedisThrottlerStorage(redis, 'app');
    const records = await storage.countEach(budgets(5, 20));
    expect(calls).toEqual([[2, 'app:throttle:default:endpoint-key', 'app:throttle:all-public-writes:203.0.113.9', 60_000, 5, 60_000, 20]]);
    expect(records).toEqual([
      { totalHits: 1, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 },
      { totalHits: 1, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 },
    ]);
  });

  it('answers the budget that refused last, and does not count the ones after it', async () => {
    const { redis, counters } = fakeRedis();
    const storage = new RedisThrottlerStorage(redis, 'app');
    await storage.countEach(budgets(1, 20));
    const records = await storage.countEach(budgets(1, 20));
    expect(records).toEqual([{ totalHits: 2, timeToExpire: 60, isBlocked: true, timeToBlockExpire: 60 }]);
    expect(counters.get('app:throttle:all-public-writes:203.0.113.9')).toBe(1);
  });

  it('counts in this process, the same way, while Redis is away', async () => {
    const { redis } = fakeRedis(true);
    const storage = new RedisThrottlerStorage(redis, 'app');
    expect((await storage.countEach(budgets(1, 20))).map((record) => record.isBlocked)).toEqual([false, false]);
    const refused = await storage.countEach(budgets(1, 20));
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ totalHits: 2, isBlocked: true });
    expect(await storage.increment('other', 60_000, 3, 60_000, 'default')).toMatchObject({ totalHits: 1, isBlocked: false });
  });
});
