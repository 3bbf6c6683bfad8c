import { Global, Module } from '@nestjs/common';
import { ThrottlerModule, seconds } from '@nestjs/throttler';
import type { Redis } from 'ioredis';
import { ENV } from '../../config/env.module';
import type { Env } from '../../config/env';
import { AddressLimits } from '../limits/address-limits';
import { REDIS } from '../redis/redis.module';
import { ALL_PUBLIC_WRITES, PublicWritesGuard } from './public-writes.guard';
import { RedisThrottlerStorage } from './redis-throttler.storage';

/**
 * Rate limits, counted in Redis and shared by every api instance (in memory per instance while
 * Redis is away). Public writes opt in with `@UseGuards(PublicWritesGuard)`: a budget per endpoint and one
 * across them all, per address (`addressKey`, from the client IP TRUST_PROXY decides). AddressLimits holds the
 * other per-address budgets (chat, upload bytes, draft saves).
 */
@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [ENV, REDIS],
      useFactory: (env: Env, redis: Redis) => ({
        throttlers: [
          // Per endpoint: the key is the handler's and the address's.
          { name: 'default', ttl: seconds(env.RATE_LIMIT_WINDOW_SECONDS), limit: env.RATE_LIMIT_PUBLIC_WRITES },
          // Per address across every public write: the key is the address alone.
          {
            name: ALL_PUBLIC_WRITES,
            ttl: seconds(env.RATE_LIMIT_WINDOW_SECONDS),
            limit: env.RATE_LIMIT_PUBLIC_WRITES_TOTAL,
            generateKey: (_context, address) => address,
          },
        ],
        storage: new RedisThrottlerStorage(redis, env.REDIS_PREFIX),
      }),
    }),
  ],
  providers: [AddressLimits, PublicWritesGuard],
  exports: [ThrottlerModule, AddressLimits, PublicWritesGuard],
})
export class RateLimitModule {}
