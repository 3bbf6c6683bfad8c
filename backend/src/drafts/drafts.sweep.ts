import { InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import { UnrecoverableError, type Job, type Queue } from 'bullmq';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { KeptJobScheduler, type KeptSchedule } from '../core/queue/kept-job-scheduler';
import { QUEUES } from '../core/queue/queues';
import { outageLogger } from '../core/redis/outage-logger';
import { DraftsService } from './drafts.service';

export const DRAFTS_SWEEP_JOB = 'drafts.mark-left';
/**
 * Every DRAFT_SWEEP_SECONDS, a BullMQ job scheduler (one id, whatever the number of workers) starts
 * the sweep. It only marks left drafts and writes their events; the e-mails go through the outbox
 * and the notifications queue like every other.
 */
@Injectable()
export class DraftsSweepScheduler extends KeptJobScheduler {
  constructor(
    @InjectQueue(QUEUES.drafts) protected readonly queue: Queue,
    @Inject(ENV) private readonly env: Env,
  ) {
    super();
  }

  protected schedule(): KeptSchedule {
    return {
      id: 'drafts-sweep',
      repeat: { every: this.env.DRAFT_SWEEP_SECONDS * 1000 },
      job: { name: DRAFTS_SWEEP_JOB, opts: { attempts: 1, removeOnComplete: { count: 10 }, removeOnFail: { count: 100 } } },
    };
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
    // Nothing is read from the job: one put on the queue by anything else only runs the sweep early.
    if (job.name !== DRAFTS_SWEEP_JOB) throw new UnrecoverableError(`Unknown drafts job ${job.name}`);
    return { marked: await this.drafts.markLeft() };
  }
}
