import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import type { Job } from 'bullmq';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { QUEUES } from '../core/queue/queues';
import { describeCounts, RetentionService } from './retention.service';

export const RETENTION_JOB = 'retention.run';

/** Runs the retention job when its scheduler says so; a failure (storage away, say) is retried with backoff. */
@Processor(QUEUES.maintenance, { concurrency: 1 })
export class RetentionProcessor extends WorkerHost {
  constructor(
    private readonly retention: RetentionService,
    @Inject(ENV) private readonly env: Env,
  ) {
    super();
  }

  /** Answers the counts, which the queue board shows with the completed job. */
  async process(job: Job<{ dryRun?: boolean }>): Promise<Record<string, string>> {
    if (job.name !== RETENTION_JOB) throw new Error(`Unknown maintenance job ${job.name}`);
    const lines = await this.retention.run({ dryRun: job.data?.dryRun ?? this.env.RETENTION_DRY_RUN });
    return Object.fromEntries(lines.map((line) => [line.rule, describeCounts(line.counts)]));
  }
}
