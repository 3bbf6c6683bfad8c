import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { QUEUES } from '../core/queue/queues';
import { describeCounts } from '../core/retention/retention-rule';
import { RetentionService } from './retention.service';

export const RETENTION_JOB = 'retention.run';

/**
 * Runs the retention job when its scheduler says so; a failure (storage away, say) is retried with backoff.
 * Nothing is read from the job: a job put on the queue by anything else runs the scheduled job early,
 * with the operator's settings (RETENTION_DRY_RUN included), and can change nothing else.
 */
@Processor(QUEUES.maintenance, { concurrency: 1 })
export class RetentionProcessor extends WorkerHost {
  constructor(
    private readonly retention: RetentionService,
    @Inject(ENV) private readonly env: Env,
  ) {
    super();
  }

  /** Answers the counts, which the queue board shows with the completed job. */
  async process(job: Job): Promise<Record<string, string>> {
    if (job.name !== RETENTION_JOB) throw new UnrecoverableError(`Unknown maintenance job ${job.name}`);
    const lines = await this.retention.run({ dryRun: this.env.RETENTION_DRY_RUN });
    return Object.fromEntries(lines.map((line) => [line.rule, describeCounts(line.counts)]));
  }
}
