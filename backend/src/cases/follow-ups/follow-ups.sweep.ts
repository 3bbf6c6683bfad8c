import { InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import { UnrecoverableError, type Job, type Queue } from 'bullmq';
import { ENV } from '../../config/env.module';
import type { Env } from '../../config/env';
import { KeptJobScheduler, type KeptSchedule } from '../../core/queue/kept-job-scheduler';
import { QUEUES } from '../../core/queue/queues';
import { outageLogger } from '../../core/redis/outage-logger';
import { FollowUpsService, type FollowUpsRaised } from './follow-ups.service';

export const FOLLOW_UPS_SWEEP_JOB = 'follow-ups.raise';

/**
 * Every FOLLOW_UP_SWEEP_SECONDS, one BullMQ job scheduler (one id, whatever the number of workers)
 * starts the sweep. It only writes follow-up rows with their events; e-mails and messenger alerts go
 * through the outbox like every other.
 */
@Injectable()
export class FollowUpsScheduler extends KeptJobScheduler {
  constructor(
    @InjectQueue(QUEUES.followUps) protected readonly queue: Queue,
    @Inject(ENV) private readonly env: Env,
  ) {
    super();
  }

  protected schedule(): KeptSchedule {
    return {
      id: 'follow-ups-sweep',
      repeat: { every: this.env.FOLLOW_UP_SWEEP_SECONDS * 1000 },
      job: { name: FOLLOW_UPS_SWEEP_JOB, opts: { attempts: 1, removeOnComplete: { count: 10 }, removeOnFail: { count: 100 } } },
    };
  }
}

/** Runs the sweep; a failure (database away) waits for the next run. */
@Processor(QUEUES.followUps, { concurrency: 1 })
export class FollowUpsProcessor extends WorkerHost {
  private readonly logOutage = outageLogger(FollowUpsProcessor.name);

  constructor(private readonly followUps: FollowUpsService) {
    super();
  }

  @OnWorkerEvent('error')
  onWorkerError(error: Error): void {
    this.logOutage(error);
  }

  async process(job: Job): Promise<FollowUpsRaised> {
    // Nothing is read from the job: one put on the queue by anything else only runs the sweep early.
    if (job.name !== FOLLOW_UPS_SWEEP_JOB) throw new UnrecoverableError(`Unknown follow-ups job ${job.name}`);
    return this.followUps.raiseDue();
  }
}
