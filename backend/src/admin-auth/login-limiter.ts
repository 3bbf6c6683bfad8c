import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { addressKey } from '../core/http/client-ip';
import { REDIS } from '../core/redis/redis.module';

/**
 * Reserves one attempt on two budgets at once (the address's and the account's) before the
 * password is checked, or refuses when either is spent. Atomic, so a burst of parallel guesses
 * admits no more than the limit. Answers { 1 } or { 0, which budget refused (1 address, 2 account), its TTL }.
 */
const RESERVE = `
local address = tonumber(redis.call('GET', KEYS[1]) or '0')
if address >= tonumber(ARGV[1]) then return { 0, 1, redis.call('TTL', KEYS[1]) } end
local account = tonumber(redis.call('GET', KEYS[2]) or '0')
if account >= tonumber(ARGV[2]) then return { 0, 2, redis.call('TTL', KEYS[2]) } end
for i = 1, 2 do
  if redis.call('INCR', KEYS[i]) == 1 then redis.call('EXPIRE', KEYS[i], ARGV[3]) end
end
return { 1, 0, 0 }`;

/** Counts every attempt of an address in a one-minute window; answers the count and the TTL. */
const THROTTLE = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], 60) end
return { count, redis.call('TTL', KEYS[1]) }`;

/** A success gives back the address's reservation and clears the budget it was charged to. */
const SUCCEED = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
redis.call('DEL', KEYS[2])
redis.call('SET', KEYS[3], '1', 'EX', ARGV[1])
return 1`;

/** Hands back one reserved attempt on each key (never below zero). */
const RELEASE = `
for i = 1, 2 do
  if tonumber(redis.call('GET', KEYS[i]) or '0') > 0 then redis.call('DECR', KEYS[i]) end
end
return 1`;

/** Which budget an attempt is charged to: see ADR 0014. */
export type Budget =
  /** Failures of an account from addresses it never signed in from. */
  | { kind: 'account'; accountId: string }
  /** Failures of an account from one address it signed in from before: its own budget. */
  | { kind: 'known-address'; accountId: string }
  /** An account whose budget is spent, tried with a valid second-factor code: a budget per address. */
  | { kind: 'second-factor'; accountId: string }
  /** Wrong second-factor codes of an account from addresses it never signed in from, wherever they come from. */
  | { kind: 'codes'; accountId: string }
  /** Wrong second-factor codes of an account from one address it signed in from before. */
  | { kind: 'known-codes'; accountId: string }
  /** A username with no account, keyed as the database compares names. */
  | { kind: 'unknown-name'; name: string };

export type Reservation = { admitted: true } | { admitted: false; refusedBy: 'address' | 'account'; retryAfterSeconds: number };

type LimiterCommands = Redis & {
  loginReserve(
    addressKey: string,
    budgetKey: string,
    maxPerAddress: number,
    maxPerAccount: number,
    window: number,
  ): Promise<[number, number?, number?]>;
  loginThrottle(key: string): Promise<[number, number]>;
  loginSucceed(addressKey: string, budgetKey: string, knownKey: string, knownSeconds: number): Promise<number>;
  loginRelease(addressKey: string, budgetKey: string): Promise<number>;
};

/**
 * Staff sign-in limits, in Redis so every api instance shares them:
 * - every attempt of an address, per minute (ADMIN_LOGIN_PER_IP_PER_MINUTE);
 * - failures per address (ADMIN_LOGIN_MAX_PER_IP) and per account budget (ADMIN_LOGIN_MAX_PER_USER) in a
 *   fixed window (ADMIN_LOGIN_WINDOW_SECONDS), reserved *before* the password is checked and given back on success.
 * An address an account signed in from before has a budget of its own, so failures from elsewhere do
 * not lock its owner out (ADR 0014).
 */
@Injectable()
export class LoginLimiter {
  private readonly prefix: string;
  private readonly redis: LimiterCommands;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(ENV) private readonly env: Env,
  ) {
    this.prefix = `${env.REDIS_PREFIX}:admin-login`;
    if (!('loginReserve' in redis)) {
      redis.defineCommand('loginReserve', { numberOfKeys: 2, lua: RESERVE });
      redis.defineCommand('loginThrottle', { numberOfKeys: 1, lua: THROTTLE });
      redis.defineCommand('loginSucceed', { numberOfKeys: 3, lua: SUCCEED });
      redis.defineCommand('loginRelease', { numberOfKeys: 2, lua: RELEASE });
    }
    this.redis = redis as LimiterCommands;
  }

  /** Seconds to wait when this address has made too many attempts this minute, else 0. */
  async throttle(ip: string): Promise<number> {
    const [count, ttl] = await this.redis.loginThrottle(`${this.prefix}:rate:${addressKey(ip)}`);
    return count > this.env.ADMIN_LOGIN_PER_IP_PER_MINUTE ? Math.max(1, ttl) : 0;
  }

  /** Whether `ip` signed in to the account before (within ADMIN_KNOWN_ADDRESS_DAYS). */
  async isKnownAddress(accountId: string, ip: string): Promise<boolean> {
    return (await this.redis.exists(this.knownKey(accountId, ip))) === 1;
  }

  /** Reserves one failure on the address's and the budget's counts, unless either is spent. */
  async reserve(budget: Budget, ip: string): Promise<Reservation> {
    const [admitted, refusedBy, ttl] = await this.redis.loginReserve(
      this.addressKey(ip),
      this.budgetKey(budget, ip),
      this.env.ADMIN_LOGIN_MAX_PER_IP,
      this.env.ADMIN_LOGIN_MAX_PER_USER,
      this.env.ADMIN_LOGIN_WINDOW_SECONDS,
    );
    if (admitted === 1) return { admitted: true };
    return { admitted: false, refusedBy: refusedBy === 1 ? 'address' : 'account', retryAfterSeconds: Math.max(1, ttl ?? 1) };
  }

  /** The attempt succeeded: its reservation is given back, the budget cleared, and the address remembered. */
  async succeeded(budget: Budget & { accountId: string }, ip: string): Promise<void> {
    await this.redis.loginSucceed(
      this.addressKey(ip),
      this.budgetKey(budget, ip),
      this.knownKey(budget.accountId, ip),
      this.env.ADMIN_KNOWN_ADDRESS_DAYS * 24 * 3600,
    );
  }

  /** The password was right and only the second factor is missing: the attempt was no guess, give it back. */
  async release(budget: Budget, ip: string): Promise<void> {
    await this.redis.loginRelease(this.addressKey(ip), this.budgetKey(budget, ip));
  }

  private addressKey(ip: string): string {
    return `${this.prefix}:ip:${addressKey(ip)}`;
  }

  private knownKey(accountId: string, ip: string): string {
    return `${this.prefix}:known:${accountId}:${addressKey(ip)}`;
  }

  private budgetKey(budget: Budget, ip: string): string {
    switch (budget.kind) {
      case 'account':
        return `${this.prefix}:account:${budget.accountId}`;
      case 'known-address':
        return `${this.prefix}:account:${budget.accountId}:known:${addressKey(ip)}`;
      case 'second-factor':
        return `${this.prefix}:account:${budget.accountId}:second-factor:${addressKey(ip)}`;
      case 'codes':
        return `${this.prefix}:account:${budget.accountId}:codes`;
      case 'known-codes':
        return `${this.prefix}:account:${budget.accountId}:codes:known:${addressKey(ip)}`;
      case 'unknown-name':
        return `${this.prefix}:name:${budget.name}`;
    }
  }
}
