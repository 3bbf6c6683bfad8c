import { getQueueToken } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { RegisterRetentionRule, type RetentionCounts, type RetentionRule } from '../retention/retention-rule';
import { QUEUES } from './queues';

/** Jobs that failed for good stay in their queue's failed set for staff to see, then go after RETENTION_OPERATIONS_DAYS. */
@Injectable()
@RegisterRetentionRule({ order: 140 })
export class FailedJobsRetention implements RetentionRule {
  readonly name = 'failed jobs';
  readonly period = 'operations' as const;

  constructor(private readonly moduleRef: ModuleRef) {}

  async count(cutoff: Date): Promise<RetentionCounts> {
    let total = 0;
    for (const queue of this.queues()) {
      // The failed set is scored by when each job failed.
      const backend = queue.getBackend();
      const redis = (await backend.client) as unknown as Redis; // BullMQ's Redis backend hands out its ioredis client
      total += await redis.zcount(backend.keys.failed!, '-inf', String(cutoff.getTime()));
    }
    return { [this.name]: total };
  }

  async purge(cutoff: Date, limit: number): Promise<{ removed: number; counts: RetentionCounts }> {
    const grace = Math.max(0, Date.now() - cutoff.getTime());
    let removed = 0;
    for (const queue of this.queues()) {
      removed += (await queue.clean(grace, limit, 'failed')).length;
      if (removed >= limit) break;
    }
    return { removed, counts: { [this.name]: removed } };
  }

  private queues(): Queue[] {
    return Object.values(QUEUES).map((name) => this.moduleRef.get<Queue>(getQueueToken(name), { strict: false }));
  }
}
