import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { QUEUES } from '../core/queue/queues';
import { RETENTION_JOB } from './retention.processor';

const SCHEDULER_ID = 'retention';
/** The schedule lives in Redis: written again every hour, so a Redis that lost its data gets it back. */
const REWRITE_MS = 60 * 60 * 1000;

/**
 * Keeps the retention job on its schedule (RETENTION_SCHEDULE, UTC) as a BullMQ job scheduler. Every
 * worker writes the same scheduler id, so however many run, each run time makes one job, taken by
 * one of them.
 */
@Injectable()
export class RetentionScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RetentionScheduler.name);
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectQueue(QUEUES.maintenance) private readonly queue: Queue,
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
      await this.queue.upsertJobScheduler(SCHEDULER_ID, { pattern: this.env.RETENTION_SCHEDULE, tz: 'UTC' }, { name: RETENTION_JOB, data: {} });
    } catch (error) {
      this.logger.warn(`Retention schedule not written (${(error as Error).message}); next try in an hour`);
    }
  }
}
