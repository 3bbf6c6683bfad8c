import { InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import { UnrecoverableError, type Job, type Queue } from 'bullmq';
import { ENV } from '../../config/env.module';
import type { Env } from '../../config/env';
import { KeptJobScheduler, type KeptSchedule } from '../../core/queue/kept-job-scheduler';
import { QUEUES } from '../../core/queue/queues';
import { outageLogger } from '../../core/redis/outage-logger';
import { AppealDeadlinesService } from './appeal-deadlines.service';

export const DEADLINES_SWEEP_JOB = 'deadlines.remind';

/**
 * Every DEADLINE_SWEEP_SECONDS, one BullMQ job scheduler (one id, whatever the number of workers)
 * starts the sweep. It only stores due dates and writes reminder rows with their events; the e-mails go
 * through the outbox and the notifications queue like every other. Running it twice, or on two
 * workers at once, writes nothing twice: the reminder's unique key decides.
 */
@Injectable()
export class DeadlineRemindersScheduler extends KeptJobScheduler {
  constructor(
    @InjectQueue(QUEUES.deadlines) protected readonly queue: Queue,
    @Inject(ENV) private readonly env: Env,
  ) {
    super();
  }

  protected schedule(): KeptSchedule {
    return {
      id: 'deadlines-sweep',
      repeat: { every: this.env.DEADLINE_SWEEP_SECONDS * 1000 },
      job: { name: DEADLINES_SWEEP_JOB, opts: { attempts: 1, removeOnComplete: { count: 10 }, removeOnFail: { count: 100 } } },
    };
  }
}

/** Runs the sweep; a failure (database away) waits for the next run. */
@Processor(QUEUES.deadlines, { concurrency: 1 })
export class DeadlineRemindersProcessor extends WorkerHost {
  private readonly logOutage = outageLogger(DeadlineRemindersProcessor.name);

  constructor(private readonly deadlines: AppealDeadlinesService) {
    super();
  }

  @OnWorkerEvent('error')
  onWorkerError(error: Error): void {
    this.logOutage(error);
  }

  async process(job: Job): Promise<{ refreshed: number; reminded: number }> {
    // Nothing is read from the job: one put on the queue by anything else only runs the sweep early.
    if (job.name !== DEADLINES_SWEEP_JOB) throw new UnrecoverableError(`Unknown deadlines job ${job.name}`);
    return this.deadlines.remindDue();
  }
}
