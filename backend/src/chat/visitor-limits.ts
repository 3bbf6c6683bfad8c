import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { addressKey } from '../core/http/client-ip';
import { AddressLimits } from '../core/limits/address-limits';
import { REDIS } from '../core/redis/redis.module';

/** How long an open connection's entry lives unless refreshed; instances refresh theirs every third of it. */
export const CONNECTION_LEASE_MS = 120_000;

/**
 * Takes one of an address's connection slots: entries are socket ids scored by when their lease
 * ends, so the slots of an instance that died free themselves. Answers 1, or 0 when all are held.
 */
const OPEN = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

type Commands = Redis & {
  chatConnectionOpen(key: string, now: number, leaseEnds: number, limit: number, member: string, ttl: number): Promise<number>;
};

/** What a visitor may still do; `error` is the message key the client shows. */
export type VisitorVerdict = { ok: true } | { ok: false; error: 'chat.tooManySessions' | 'request.tooMany' };

/**
 * Flood control for the public chat, per client address and shared by every api instance through
 * Redis: open connections (CHAT_CONNECTIONS_PER_IP), new conversations (CHAT_SESSIONS_PER_IP_PER_HOUR)
 * and messages and `init_chat` calls (CHAT_MESSAGES_PER_10S each). While Redis is away each instance
 * counts on its own.
 */
@Injectable()
export class VisitorLimits {
  private readonly logger = new Logger(VisitorLimits.name);
  private readonly prefix: string;
  private readonly redis: Commands;
  /** Connections counted here while Redis was unreachable, by address. */
  private readonly localConnections = new Map<string, Set<string>>();
  private lastWarning = 0;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(ENV) private readonly env: Env,
    private readonly limits: AddressLimits,
  ) {
    this.prefix = `${env.REDIS_PREFIX}:limit:chat-connections`;
    if (!('chatConnectionOpen' in redis)) redis.defineCommand('chatConnectionOpen', { numberOfKeys: 1, lua: OPEN });
    this.redis = redis as Commands;
  }

  /** Takes a connection slot for socket `id` from `ip`; false when the address holds all of them. */
  async openConnection(ip: string, id: string): Promise<boolean> {
    const now = Date.now();
    const limit = this.env.CHAT_CONNECTIONS_PER_IP;
    try {
      return (
        (await this.redis.chatConnectionOpen(this.key(ip), now, now + CONNECTION_LEASE_MS, limit, id, CONNECTION_LEASE_MS)) === 1
      );
    } catch (error) {
      this.warn(error);
      const open = this.localConnections.get(addressKey(ip)) ?? new Set<string>();
      if (open.size >= limit) return false;
      this.localConnections.set(addressKey(ip), open.add(id));
      return true;
    }
  }

  async closeConnection(ip: string, id: string): Promise<void> {
    const local = this.localConnections.get(addressKey(ip));
    if (local?.delete(id) && local.size === 0) this.localConnections.delete(addressKey(ip));
    await this.redis.zrem(this.key(ip), id).catch((error: unknown) => this.warn(error));
  }

  /** Extends the leases of this instance's open connections (called every third of a lease). */
  async renewConnections(open: Array<{ ip: string; id: string }>): Promise<void> {
    if (open.length === 0) return;
    const leaseEnds = Date.now() + CONNECTION_LEASE_MS;
    const pipeline = this.redis.pipeline();
    for (const { ip, id } of open) {
      pipeline.zadd(this.key(ip), 'XX', leaseEnds, id);
      pipeline.pexpire(this.key(ip), CONNECTION_LEASE_MS);
    }
    await pipeline.exec().catch((error: unknown) => this.warn(error));
  }

  /** One more conversation from this address, within CHAT_SESSIONS_PER_IP_PER_HOUR. */
  async startSession(ip: string): Promise<VisitorVerdict> {
    const taken = await this.limits.take('chat-sessions', ip, this.env.CHAT_SESSIONS_PER_IP_PER_HOUR, 3600);
    return taken.allowed ? { ok: true } : { ok: false, error: 'chat.tooManySessions' };
  }

  /** One more message from this address, within CHAT_MESSAGES_PER_10S. */
  send(ip: string): Promise<VisitorVerdict> {
    return this.within('chat-messages', ip);
  }

  /** One more `init_chat` (a start or a resume, each a write) from this address, within CHAT_MESSAGES_PER_10S. */
  init(ip: string): Promise<VisitorVerdict> {
    return this.within('chat-inits', ip);
  }

  private async within(name: string, ip: string): Promise<VisitorVerdict> {
    const taken = await this.limits.take(name, ip, this.env.CHAT_MESSAGES_PER_10S, 10);
    return taken.allowed ? { ok: true } : { ok: false, error: 'request.tooMany' };
  }

  private key(ip: string): string {
    return `${this.prefix}:${addressKey(ip)}`;
  }

  private warn(error: unknown): void {
    if (Date.now() - this.lastWarning < 30_000) return;
    this.lastWarning = Date.now();
    this.logger.warn(`Chat connections counted in this process only, Redis unavailable: ${String(error)}`);
  }
}
