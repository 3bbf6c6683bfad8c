import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Module } from '@nestjs/common';
import { EnvModule, ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { mikroOrmOptions } from '../database/mikro-orm.config';
import { DatabaseModule } from './database/database.module';
import { EventsModule } from './events/events.module';
import { LoggingModule } from './logging/logging.module';
import { RedisModule } from './redis/redis.module';

/** What every process role needs: settings, logs, the database, Redis and the outbox. */
@Module({
  imports: [
    EnvModule,
    LoggingModule,
    MikroOrmModule.forRootAsync({
      inject: [ENV],
      useFactory: (env: Env) => ({
        ...mikroOrmOptions(env),
        // No per-request EntityManager fork: code that needs a unit of work forks explicitly
        // (em.fork()), and the hot paths do without one (SqlClient).
        registerRequestContext: false,
      }),
      driver: PostgreSqlDriver,
    }),
    DatabaseModule,
    RedisModule,
    EventsModule,
  ],
})
export class CoreModule {}
