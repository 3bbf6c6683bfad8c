import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { ENV } from '../../config/env.module';
import type { Env } from '../../config/env';
import { REDIS } from '../../core/redis/redis.module';
import { CaseWorkflowRepository } from './case-workflow.repository';

/** A staff member who keeps a case open (every action reads its file again) is recorded once in this time. */
const OPENING_LASTS_SECONDS = 30 * 60;

/**
 * Records that staff opened a case's file (its personal data) for the audit log: once per staff
 * member and case per half hour, since the panel reads the file again after every action and the
 * journal should say who looked, not how often the screen refreshed. Without Redis every read is recorded.
 */
@Injectable()
export class CaseOpenings {
  private readonly logger = new Logger(CaseOpenings.name);
  private readonly prefix: string;

  constructor(
    private readonly workflow: CaseWorkflowRepository,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(ENV) env: Env,
  ) {
    this.prefix = `${env.REDIS_PREFIX}:case-opened`;
  }

  async record(applicationId: string, actor: string): Promise<void> {
    const first = await this.redis
      .set(`${this.prefix}:${applicationId}:${actor}`, '1', 'EX', OPENING_LASTS_SECONDS, 'NX')
      .catch((error: unknown) => {
        this.logger.warn(`Case opening recorded without deduplication: ${(error as Error).message}`);
        return 'OK';
      });
    if (first === 'OK') await this.workflow.recordOpened(applicationId, actor);
  }
}
