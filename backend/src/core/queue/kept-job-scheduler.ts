import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { JobSchedulerTemplateOptions, Queue, RepeatOptions } from 'bullmq';

/** The schedule lives in Redis: written again every hour, so a Redis that lost its data gets it back. */
const REWRITE_MS = 60 * 60 * 1000;

/** What a kept scheduler writes: one scheduler id, when it runs, and the job it starts. */
export interface KeptSchedule {
  id: string;
  repeat: Omit<RepeatOptions, 'key'>;
  job: { name: string; opts?: JobSchedulerTemplateOptions };
}

/**
 * Keeps a BullMQ job scheduler in Redis for a worker's periodic job. Every worker writes the same
 * scheduler id, so however many run, each run time makes one job, taken by one of them. The write
 * is not awaited at boot: with Redis away it waits for Redis, and the worker must start anyway.
 */
export abstract class KeptJobScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(this.constructor.name);
  private timer?: NodeJS.Timeout;

  protected abstract readonly queue: Queue;
  /** Read at each write, so the settings it comes from are current. */
  protected abstract schedule(): KeptSchedule;

  onApplicationBootstrap(): void {
    void this.write();
    this.timer = setInterval(() => void this.write(), REWRITE_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async write(): Promise<void> {
    const { id, repeat, job } = this.schedule();
    try {
      await this.queue.upsertJobScheduler(id, repeat, { name: job.name, data: {}, opts: job.opts });
    } catch (error) {
      this.logger.warn(`Schedule ${id} not written (${(error as Error).message}); next try in an hour`);
    }
  }
}
