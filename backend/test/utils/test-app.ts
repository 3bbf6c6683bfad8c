import { MikroORM } from '@mikro-orm/core';
import type { DestinationStream } from 'pino';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppModule } from '../../src/app.module';
import { ENV } from '../../src/config/env.module';
import { loadEnv, type Env } from '../../src/config/env';
import { CLOCK, type Clock } from '../../src/core/clock/clock';
import { AppLogger } from '../../src/core/logging/app-logger';
import { configureHttpApp, httpAdapter } from '../../src/http-app';
import { TEST_REDIS_URL, runDatabaseUrl, uniqueRedisPrefix } from './test-env';

export interface TestApp {
  app: NestExpressApplication;
  url: string;
  env: Env;
  orm: MikroORM;
  /** Rows of a table, for "nothing was written" checks. */
  count(table: 'application' | 'application_document' | 'outbox_event' | 'email_delivery' | 'contact_message'): Promise<number>;
  close(): Promise<void>;
}

/**
 * The whole app (api + workers) on a free port, against the run's database, a Redis prefix of
 * its own and a data folder of its own. Settings can be overridden as environment variables.
 */
export async function startTestApp(
  overrides: Record<string, string> = {},
  options: {
    /** Where log lines go instead of standard output (the security tests keep and search them). */ logs?: DestinationStream;
    /** The clock the day-counting rules read (appeal deadlines): a test moves it instead of sleeping. */
    clock?: Clock;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'reactivation-test-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    DATABASE_URL: runDatabaseUrl(),
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: uniqueRedisPrefix(),
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    OUTBOX_POLL_MS: '200',
    // Test files share the database: no app publishes again another file's unfinished events unless a test asks.
    OUTBOX_REDRIVE_AFTER_SECONDS: '3600',
    RATE_LIMIT_PUBLIC_WRITES: '1000',
    RATE_LIMIT_PUBLIC_WRITES_TOTAL: '1000',
    ADMIN_LOGIN_PER_IP_PER_MINUTE: '1000',
    CHAT_CONNECTIONS_PER_IP: '1000',
    CHAT_SESSIONS_PER_IP_PER_HOUR: '1000',
    CONFIRMATION_EMAILS_PER_ADDRESS_PER_DAY: '1000',
    // The suites send the same fixture answers again and again, into one shared database, and count the cases;
    // duplicate detection (ADR 0024) has its own attack test, which sets the shipped window.
    SUBMISSION_DUPLICATE_WINDOW_SECONDS: '0',
    MIGRATE_ON_BOOT: 'false',
    STAFF_EMAIL: 'staff@cases.test',
    ...overrides,
  });
  let builder = Test.createTestingModule({ imports: [AppModule.forRoot({ workers: true })] })
    .overrideProvider(ENV)
    .useValue(env);
  if (options.clock) builder = builder.overrideProvider(CLOCK).useValue(options.clock);
  if (options.logs) builder = builder.overrideProvider(AppLogger).useValue(new AppLogger(env.LOG_LEVEL, options.logs));
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>(httpAdapter(), { bufferLogs: true, rawBody: true });
  configureHttpApp(app, env);
  app.enableShutdownHooks();
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  const orm = app.get(MikroORM);
  return {
    app,
    env,
    orm,
    url: `http://127.0.0.1:${port}`,
    async count(table) {
      const rows: { n: string }[] = await orm.em.getConnection().execute(`select count(*) as n from ${table}`);
      return Number(rows[0]?.n ?? 0);
    },
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
