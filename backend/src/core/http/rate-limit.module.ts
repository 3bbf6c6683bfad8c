import { Global, Module } from '@nestjs/common';
import { ThrottlerModule, seconds } from '@nestjs/throttler';
import type { Redis } from 'ioredis';
import { ENV } from '../../config/env.module';
import type { Env } from '../../config/env';
import { AddressLimits } from '../limits/address-limits';
import { REDIS } from '../redis/redis.module';
import { RedisThrottlerStorage } from './redis-throttler.storage';

/**
 * Rate limits, counted in Redis and shared by every api instance (in memory per instance while
 * Redis is away). Controllers opt in with `@UseGuards(ThrottlerGuard)`; the key is the client IP
 * (TRUST_PROXY decides which one). AddressLimits holds the other per-address budgets (chat, upload bytes).
 */
@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [ENV, REDIS],
      useFactory: (env: Env, redis: Redis) => ({
        throttlers: [{ name: 'default', ttl: seconds(env.RATE_LIMIT_WINDOW_SECONDS), limit: env.RATE_LIMIT_PUBLIC_WRITES }],
        storage: new RedisThrottlerStorage(redis, env.REDIS_PREFIX),
      }),
    }),
  ],
  providers: [AddressLimits],
  exports: [ThrottlerModule, AddressLimits],
})
export class RateLimitModule {}
