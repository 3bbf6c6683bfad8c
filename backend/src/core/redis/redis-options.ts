import type { RedisOptions } from 'ioredis';

/** Reconnect quickly after an outage: 100 ms, 200 ms, … capped at 1.5 s. */
export const reconnectDelay = (attempt: number): number => Math.min(attempt * 100, 1500);

/**
 * Connection options from a redis:// or rediss:// URL.
 * `failFast` clients (rate limits, health, publishing) reject commands at once while Redis is down
 * instead of queueing them, so a request never waits on Redis; workers keep retrying forever.
 */
export function redisOptions(url: string, mode: 'failFast' | 'worker'): RedisOptions {
  const parsed = new URL(url);
  const db = parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0;
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
    connectTimeout: 2000,
    retryStrategy: reconnectDelay,
    maxRetriesPerRequest: mode === 'worker' ? null : 1,
    enableOfflineQueue: mode === 'worker',
    // Commands issued in the same tick (rate-limit checks of concurrent requests) share one write.
    enableAutoPipelining: mode === 'failFast',
  };
}
