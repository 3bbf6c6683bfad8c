import { EntityManager } from '@mikro-orm/postgresql';
import { getQueueToken } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { ENV } from '../../config/env.module';
import type { Env } from '../../config/env';
import { QUEUES, type QueueName } from '../queue/queues';
import { outageLogger } from '../redis/outage-logger';
import { REDIS } from '../redis/redis.module';
import { EVENT_ROUTES, isDomainEventType, type DomainEventJob } from './domain-events';

const BATCH_SIZE = 200;
const PUBLISH_TIMEOUT_MS = 3000;
const KNOWN_TYPES = Object.keys(EVENT_ROUTES);
const KICK_DELAY_MS = 10;

interface OutboxRow {
  id: string;
  type: string;
  payload: DomainEventJob['payload'];
  created_at: Date;
}

/**
 * Moves outbox rows to BullMQ. It runs when a commit is notified (`kick`, see OutboxListener) and
 * on a short poll, so a Redis outage only delays events: rows stay unpublished until a publish
 * succeeds. A row is published at least once; the job id is the event id, so a second publish
 * is a no-op.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private timer?: NodeJS.Timeout;
  private pending?: NodeJS.Timeout;
  private running?: Promise<void>;
  private rerun = false;
  private lastFailureLog = 0;

  constructor(
    private readonly em: EntityManager,
    private readonly moduleRef: ModuleRef,
    @Inject(ENV) private readonly env: Env,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  onApplicationBootstrap(): void {
    const logError = outageLogger('Queue');
    for (const name of Object.values(QUEUES)) this.queue(name).on('error', logError);
    this.timer = setInterval(() => this.run(), this.env.OUTBOX_POLL_MS);
    this.timer.unref();
    this.run();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    clearTimeout(this.pending);
    await this.running;
  }

  /**
   * Publishes within a few milliseconds: events committed meanwhile travel in the same batch,
   * so a busy intake costs one relay transaction per batch rather than per case.
   */
  kick(): void {
    this.pending ??= setTimeout(() => {
      this.pending = undefined;
      this.run();
    }, KICK_DELAY_MS);
  }

  /** Publishes what is pending now; calls that arrive meanwhile coalesce into one more run. */
  private run(): void {
    if (this.running) {
      this.rerun = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.rerun) {
        this.rerun = false;
        this.run();
      }
    });
  }

  private async drain(): Promise<void> {
    try {
      while ((await this.publishBatch()) === BATCH_SIZE);
    } catch (error) {
      // PostgreSQL is away: the rows wait for the next poll.
      this.reportPostponed((error as Error).message);
    }
  }

  /** Logs at most every 30 s: an outage would otherwise log every poll. */
  private reportPostponed(reason: string): void {
    if (Date.now() - this.lastFailureLog < 30_000) return;
    this.lastFailureLog = Date.now();
    this.logger.warn(`Outbox publish postponed: ${reason}`);
  }

  /**
   * One batch in one transaction; SKIP LOCKED lets several relays share the work. Rows of a type
   * this code does not know (left by a newer version) are passed over, so they never block the rest.
   */
  private async publishBatch(): Promise<number> {
    return this.em.fork().transactional(async (tx) => {
      const rows: OutboxRow[] = await tx.execute(
        `select id, type, payload, created_at from outbox_event
         where published_at is null and type in (?)
         order by created_at limit ? for update skip locked`,
        [KNOWN_TYPES, BATCH_SIZE],
      );
      if (rows.length === 0) return 0;
      const ids = rows.map((row) => row.id);
      const jobsByQueue = new Map<QueueName, DomainEventJob[]>();
      for (const row of rows) {
        if (!isDomainEventType(row.type)) throw new Error(`Outbox row ${row.id} has unknown type ${row.type}`);
        const job = { eventId: row.id, type: row.type, payload: row.payload, occurredAt: new Date(row.created_at).toISOString() };
        for (const queue of EVENT_ROUTES[row.type]) jobsByQueue.set(queue, [...(jobsByQueue.get(queue) ?? []), job]);
      }
      try {
        for (const [name, jobs] of jobsByQueue) await this.addJobs(name, jobs);
      } catch (error) {
        // Recorded and committed; the rows stay unpublished for the next poll.
        const message = (error as Error).message.slice(0, 500);
        await tx.execute('update outbox_event set attempts = attempts + 1, last_error = ? where id in (?)', [message, ids]);
        this.reportPostponed(message);
        return 0;
      }
      await tx.execute('update outbox_event set published_at = now(), last_error = null where id in (?)', [ids]);
      return rows.length;
    });
  }

  private queue(name: QueueName): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }

  private async addJobs(name: QueueName, jobs: DomainEventJob[]): Promise<void> {
    const queue = this.queue(name);
    // BullMQ would hold commands until Redis returns; while it is away, leave the rows for the next poll.
    if (this.redis.status !== 'ready') throw new Error(`Redis is ${this.redis.status}`);
    const added = queue.addBulk(jobs.map((job) => ({ name: job.type, data: job, opts: { jobId: job.eventId } })));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Redis did not answer in time')), PUBLISH_TIMEOUT_MS);
    });
    try {
      await Promise.race([added, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
