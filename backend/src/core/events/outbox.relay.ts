import { getQueueToken } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { ENV } from '../../config/env.module';
import type { Env } from '../../config/env';
import { SqlClient } from '../database/sql-client';
import { QUEUES, type QueueName } from '../queue/queues';
import { outageLogger } from '../redis/outage-logger';
import { REDIS } from '../redis/redis.module';
import { EVENT_ROUTES, isDomainEventType, type DomainEventJob } from './domain-events';
import { RedisEpoch } from './redis-epoch';

const BATCH_SIZE = 200;
/** The re-drive looks for unfinished events at most this often (and twice per OUTBOX_REDRIVE_AFTER_SECONDS). */
const REDRIVE_CHECK_MAX_MS = 10_000;
const PUBLISH_TIMEOUT_MS = 3000;
const KNOWN_TYPES = Object.keys(EVENT_ROUTES);
// Typed loosely: today every event has a consumer, and the compiler would call the test pointless.
const UNCONSUMED_TYPES = Object.entries(EVENT_ROUTES as Readonly<Record<string, readonly string[]>>)
  .filter(([, queues]) => queues.length === 0)
  .map(([type]) => type);
const KICK_DELAY_MS = 10;

/**
 * Which unfinished events a re-drive publishes again: those published longer ago than
 * OUTBOX_REDRIVE_AFTER_SECONDS (`late`), or at once those whose jobs went to a Redis that has lost its
 * data since (`lost`: stamped with another epoch of this prefix than the `current` one).
 */
type Redrive = { kind: 'late' } | { kind: 'lost'; current: string };

interface OutboxRow {
  id: string;
  type: string;
  payload: DomainEventJob['payload'];
  created_at: Date;
  finished_queues?: string[];
}

/**
 * Moves outbox rows to BullMQ. It runs when a commit is notified (`kick`, see OutboxListener) and
 * on a short poll, so a Redis outage only delays events: rows stay unpublished until a publish
 * succeeds. A row is published at least once; the job id is the event id, so a second publish
 * is a no-op. An event whose jobs have not all finished OUTBOX_REDRIVE_AFTER_SECONDS after it was
 * published is published again (the re-drive): a no-op while Redis still holds the jobs, and the
 * recovery of the ones a Redis lost with its data. A Redis that comes back empty is noticed at once
 * (RedisEpoch: its marker key is gone), and the events whose jobs it held are published again then,
 * without waiting for the re-drive.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private timer?: NodeJS.Timeout;
  private pending?: NodeJS.Timeout;
  private running?: Promise<void>;
  private rerun = false;
  private lastFailureLog = 0;
  private lastRedrive = 0;
  private readonly epoch: RedisEpoch;
  /** The Redis marker last read: stamped on each publish. */
  private stamp: string | null = null;
  /** The marker whose lost events this relay has published again (null until the first read). */
  private handledEpoch: string | null = null;
  private lastEpochCheck = 0;

  constructor(
    private readonly sql: SqlClient,
    private readonly moduleRef: ModuleRef,
    @Inject(ENV) private readonly env: Env,
    @Inject(REDIS) private readonly redis: Redis,
  ) {
    this.epoch = new RedisEpoch(redis, env.REDIS_PREFIX);
  }

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
      await this.watchRedisData();
      while ((await this.publishBatch()) === BATCH_SIZE);
      const every = Math.min(REDRIVE_CHECK_MAX_MS, (this.env.OUTBOX_REDRIVE_AFTER_SECONDS * 1000) / 2);
      if (Date.now() - this.lastRedrive >= every) {
        this.lastRedrive = Date.now();
        while ((await this.redriveBatch({ kind: 'late' })) === BATCH_SIZE);
      }
    } catch (error) {
      // PostgreSQL is away: the rows wait for the next poll.
      this.reportPostponed((error as Error).message);
    }
  }

  /**
   * Reads Redis's marker, at most once a poll interval. A marker other than the one this relay last
   * handled means Redis lost its data since (or this relay has just started): the unfinished events
   * stamped with an older marker are published again now. Each relay does so when it sees the change,
   * so a relay that was adding jobs to the old Redis when it died, and recorded them just after
   * another relay's pass, publishes its own again at its next look. The pass is idempotent (job id =
   * event id), so relays that meet in it cost a few ignored adds.
   */
  private async watchRedisData(): Promise<void> {
    if (Date.now() - this.lastEpochCheck < Math.min(this.env.OUTBOX_POLL_MS, 1000)) return;
    this.lastEpochCheck = Date.now();
    const current = await this.epoch.read();
    if (!current) return; // Redis away: publishing waits too
    this.stamp = current;
    if (current === this.handledEpoch) return;
    let total = 0;
    let batch: number;
    do {
      batch = await this.redriveBatch({ kind: 'lost', current });
      total += Math.max(batch, 0);
    } while (batch === BATCH_SIZE);
    if (batch < 0) return; // the jobs could not be added: the next poll tries again
    if (this.handledEpoch !== null) {
      this.logger.warn(`Redis lost its data (its outbox marker is gone): ${total} unfinished events published again at once`);
    } else if (total > 0) {
      this.logger.warn(`${total} unfinished events whose jobs went to an earlier Redis published again at once`);
    }
    this.handledEpoch = current;
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
    return this.sql.transaction(async (tx) => {
      const rows = await tx.query<OutboxRow>(
        'outbox-publish-batch',
        `select id, type, payload, created_at from outbox_event
         where published_at is null and type = any($1::text[])
         order by created_at limit $2 for update skip locked`,
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
        await tx.query(
          'outbox-publish-failed',
          'update outbox_event set attempts = attempts + 1, last_error = $1 where id = any($2::uuid[])',
          [message, ids],
        );
        this.reportPostponed(message);
        return 0;
      }
      // An event no queue consumes (a record only) is finished once published.
      await tx.query(
        'outbox-published',
        `update outbox_event set published_at = now(), published_epoch = $3, last_error = null,
         finished_at = case when type = any($1::text[]) then now() end where id = any($2::uuid[])`,
        [UNCONSUMED_TYPES, ids, this.stamp],
      );
      return rows.length;
    });
  }

  /**
   * Publishes again the events whose jobs have not all finished in time (or went to a Redis that lost
   * its data), to the queues that have not finished, with the same job ids: BullMQ ignores a job id it
   * still has (waiting, delayed, active, or failed for good), so only a job that Redis lost is created
   * again. Consumers are idempotent (the e-mail ledger, the chat relay ledger, one conversion per
   * transaction), so a job that did run but was not recorded as finished does nothing twice. Answers
   * the number of events, or -1 when the jobs could not be added.
   */
  private async redriveBatch(which: Redrive): Promise<number> {
    return this.sql.transaction(async (tx) => {
      const rows =
        which.kind === 'late'
          ? await tx.query<OutboxRow>(
              'outbox-redrive-batch',
              `select id, type, payload, created_at, finished_queues from outbox_event
               where published_at is not null and finished_at is null
                 and published_at < now() - make_interval(secs => $1) and type = any($2::text[])
               order by published_at, created_at limit $3 for update skip locked`,
              [this.env.OUTBOX_REDRIVE_AFTER_SECONDS, KNOWN_TYPES, BATCH_SIZE],
            )
          : // Stamped with another marker of this installation; once published again they carry the current one.
            await tx.query<OutboxRow>(
              'outbox-redrive-lost-batch',
              `select id, type, payload, created_at, finished_queues from outbox_event
               where published_at is not null and finished_at is null
                 and published_epoch <> $1 and starts_with(published_epoch, $2) and type = any($3::text[])
               order by published_at, created_at limit $4 for update skip locked`,
              [which.current, this.epoch.valuePrefix, KNOWN_TYPES, BATCH_SIZE],
            );
      if (rows.length === 0) return 0;
      const jobsByQueue = new Map<QueueName, DomainEventJob[]>();
      const nothingLeft: string[] = [];
      for (const row of rows) {
        if (!isDomainEventType(row.type)) continue;
        const job = { eventId: row.id, type: row.type, payload: row.payload, occurredAt: new Date(row.created_at).toISOString() };
        const pending = EVENT_ROUTES[row.type].filter((queue) => !row.finished_queues?.includes(queue));
        // Every queue finished, yet the event is not marked so (its routes changed, say): it is done.
        if (pending.length === 0) nothingLeft.push(row.id);
        for (const queue of pending) jobsByQueue.set(queue, [...(jobsByQueue.get(queue) ?? []), job]);
      }
      try {
        for (const [name, jobs] of jobsByQueue) await this.addJobs(name, jobs);
      } catch (error) {
        this.reportPostponed((error as Error).message.slice(0, 500));
        return -1;
      }
      if (nothingLeft.length > 0) {
        await tx.query('outbox-redrive-finished', 'update outbox_event set finished_at = now() where id = any($1::uuid[])', [nothingLeft]);
      }
      await tx.query(
        'outbox-redriven',
        `update outbox_event set published_at = now(), published_epoch = coalesce($2, published_epoch), redrives = redrives + 1
         where id = any($1::uuid[]) and finished_at is null`,
        [rows.map((row) => row.id), which.kind === 'lost' ? which.current : this.stamp],
      );
      if (which.kind === 'late') {
        this.logger.log(`Published ${rows.length} unfinished events again (jobs not finished within ${this.env.OUTBOX_REDRIVE_AFTER_SECONDS} s)`);
      }
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
