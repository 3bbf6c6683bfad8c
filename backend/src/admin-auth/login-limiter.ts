import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { REDIS } from '../core/redis/redis.module';

/** Counts a failure; the window starts at the first one and does not slide. */
const COUNT_FAILURE = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return count`;

/**
 * Failed sign-ins per username and per IP, counted in Redis so every api instance sees the same
 * numbers. Past the limit, sign-in answers 429 until the window ends, even with the right password.
 */
@Injectable()
export class LoginLimiter {
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(ENV) private readonly env: Env,
  ) {
    this.prefix = `${env.REDIS_PREFIX}:admin-login`;
  }

  private userKey(username: string): string {
    return `${this.prefix}:user:${username.toLowerCase()}`;
  }

  private ipKey(ip: string): string {
    return `${this.prefix}:ip:${ip}`;
  }

  /** Seconds until sign-in is allowed again, or 0 when it is allowed now. */
  async blockedFor(username: string, ip: string): Promise<number> {
    const userKey = this.userKey(username);
    const ipKey = this.ipKey(ip);
    const [[, userCount], [, ipCount], [, userTtl], [, ipTtl]] = (await this.redis
      .multi()
      .get(userKey)
      .get(ipKey)
      .ttl(userKey)
      .ttl(ipKey)
      .exec()) as [[null, string | null], [null, string | null], [null, number], [null, number]];
    const waits: number[] = [];
    if (Number(userCount ?? 0) >= this.env.ADMIN_LOGIN_MAX_PER_USER) waits.push(Math.max(1, userTtl));
    if (Number(ipCount ?? 0) >= this.env.ADMIN_LOGIN_MAX_PER_IP) waits.push(Math.max(1, ipTtl));
    return waits.length > 0 ? Math.max(...waits) : 0;
  }

  async recordFailure(username: string, ip: string): Promise<void> {
    const window = String(this.env.ADMIN_LOGIN_WINDOW_SECONDS);
    await Promise.all([
      this.redis.eval(COUNT_FAILURE, 1, this.userKey(username), window),
      this.redis.eval(COUNT_FAILURE, 1, this.ipKey(ip), window),
    ]);
  }

  /** A successful sign-in clears the username's count (the IP's stays until its window ends). */
  async recordSuccess(username: string): Promise<void> {
    await this.redis.del(this.userKey(username));
  }
}
