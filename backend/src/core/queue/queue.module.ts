import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import type { RedisOptions } from 'bullmq';
import { ENV } from '../../config/env.module';
import type { Env } from '../../config/env';
import { redisOptions } from '../redis/redis-options';
import { FailedJobsRetention } from './failed-jobs.retention';
import { DEFAULT_JOB_OPTIONS, QUEUES } from './queues';
import { WorkerDrain } from './worker-drain';

const queueRegistrations = Object.values(QUEUES).map((name) => ({ name }));

/**
 * The BullMQ connection and every queue, registered once for the publisher and the workers. No worker
 * starts by itself (manual registration): QueueWorkers starts them in the worker role, once every queue
 * has its processor, so a process that only needs the queues (`npm run retention`) consumes no job.
 */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [ENV],
      useFactory: (env: Env) => ({
        // BullMQ's option type has an index signature that ioredis' interface lacks; the fields are the same.
        connection: { ...redisOptions(env.REDIS_URL, 'worker') } as RedisOptions,
        prefix: `${env.REDIS_PREFIX}:bull`,
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
      }),
      extraOptions: { manualRegistration: true },
    }),
    BullModule.registerQueue(...queueRegistrations),
    DiscoveryModule,
  ],
  providers: [WorkerDrain, FailedJobsRetention],
  exports: [BullModule],
})
export class QueueModule {}
