import { InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { QUEUES } from '../core/queue/queues';
import { outageLogger } from '../core/redis/outage-logger';
import { DraftsService } from './drafts.service';

export const DRAFTS_SWEEP_JOB = 'drafts.mark-left';
const SCHEDULER_ID = 'drafts-sweep';
/** The schedule lives in Redis: written again every hour, so a Redis that lost its data gets it back. */
const REWRITE_MS = 60 * 60 * 1000;

/**
 * Every DRAFT_SWEEP_SECONDS, a BullMQ job scheduler (one id, whatever the number of workers) starts
 * the sweep. It only marks left drafts and writes their events; the e-mails go through the outbox
 * and the notifications queue like every other.
 */
@Injectable()
export class DraftsSweepScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(DraftsSweepScheduler.name);
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectQueue(QUEUES.drafts) private readonly queue: Queue,
    @Inject(ENV) private readonly env: Env,
  ) {}

  onApplicationBootstrap(): void {
    // Not awaited: with Redis away at boot the write waits for it, and the worker must start anyway.
    void this.write();
    this.timer = setInterval(() => void this.write(), REWRITE_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async write(): Promise<void> {
    try {
      await this.queue.upsertJobScheduler(
        SCHEDULER_ID,
        { every: this.env.DRAFT_SWEEP_SECONDS * 1000 },
        { name: DRAFTS_SWEEP_JOB, data: {}, opts: { attempts: 1, removeOnComplete: { count: 10 }, removeOnFail: { count: 100 } } },
      );
    } catch (error) {
      this.logger.warn(`Draft sweep schedule not written (${(error as Error).message}); next try in an hour`);
    }
  }
}

/** Runs the sweep; a failure (database away) waits for the next run. */
@Processor(QUEUES.drafts, { concurrency: 1 })
export class DraftsSweepProcessor extends WorkerHost {
  private readonly logOutage = outageLogger(DraftsSweepProcessor.name);

  constructor(private readonly drafts: DraftsService) {
    super();
  }

  @OnWorkerEvent('error')
  onWorkerError(error: Error): void {
    this.logOutage(error);
  }

  async process(job: Job): Promise<{ marked: number }> {
    if (job.name !== DRAFTS_SWEEP_JOB) throw new Error(`Unknown drafts job ${job.name}`);
    return { marked: await this.drafts.markLeft() };
  }
}
