import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { ENV } from '../../config/env.module';
import type { Env } from '../../config/env';
import { outageLogger } from './outage-logger';
import { redisOptions } from './redis-options';

/** A fail-fast Redis client shared by rate limits and health checks. */
export const REDIS = Symbol('REDIS');

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [ENV],
      useFactory: (env: Env) => new Redis(redisOptions(env.REDIS_URL, 'failFast')).on('error', outageLogger('Redis')),
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
