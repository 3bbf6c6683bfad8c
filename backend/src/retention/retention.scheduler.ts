import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { KeptJobScheduler, type KeptSchedule } from '../core/queue/kept-job-scheduler';
import { QUEUES } from '../core/queue/queues';
import { RETENTION_JOB } from './retention.processor';

/** Keeps the retention job on its schedule (RETENTION_SCHEDULE, UTC) as a BullMQ job scheduler. */
@Injectable()
export class RetentionScheduler extends KeptJobScheduler {
  constructor(
    @InjectQueue(QUEUES.maintenance) protected readonly queue: Queue,
    @Inject(ENV) private readonly env: Env,
  ) {
    super();
  }

  protected schedule(): KeptSchedule {
    return { id: 'retention', repeat: { pattern: this.env.RETENTION_SCHEDULE, tz: 'UTC' }, job: { name: RETENTION_JOB } };
  }
}
