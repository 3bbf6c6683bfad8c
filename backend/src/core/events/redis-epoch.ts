import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** How long the marker read may take before the relay goes on without it (Redis busy or half up). */
const READ_TIMEOUT_MS = 1000;

/**
 * A marker key in Redis that tells whether Redis still holds what the relays gave it. The first relay
 * to find it missing writes a fresh random value (`<REDIS_PREFIX>:<uuid>`); every relay stamps the
 * events it publishes with the value it read. A Redis that restarts empty (no persistence, a failover
 * to a replica that missed writes, a flush) comes back without the marker, so the next read gives a
 * new value, and the events stamped with an older one of this prefix are the ones whose jobs may be
 * lost. Several relays agree on one value (SET NX, then read back). The key has no expiry: with
 * `noeviction`, as BullMQ requires, it lives as long as the data does, and an eviction policy that
 * dropped it would have dropped jobs too.
 */
export class RedisEpoch {
  readonly key: string;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    this.key = `${prefix}:outbox:epoch`;
  }

  /** The start every epoch value of this prefix has (events of other prefixes are another installation's). */
  get valuePrefix(): string {
    return `${this.prefix}:`;
  }

  /** The current marker, written now if Redis has none; null while Redis cannot answer. */
  async read(): Promise<string | null> {
    if (this.redis.status !== 'ready') return null;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), READ_TIMEOUT_MS);
    });
    try {
      return await Promise.race([this.readOrWrite(), timeout]);
    } catch {
      return null; // down, or still loading its data: the next poll tries again
    } finally {
      clearTimeout(timer);
    }
  }

  private async readOrWrite(): Promise<string | null> {
    const current = await this.redis.get(this.key);
    if (current) return current;
    await this.redis.set(this.key, `${this.valuePrefix}${randomUUID()}`, 'NX');
    return this.redis.get(this.key);
  }
}
