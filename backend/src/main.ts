import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppLogger } from './core/logging/app-logger';
import { AppModule } from './app.module';
import { bootOrExit } from './config/boot';
import { exitOnBootRefusal } from './core/lifecycle/boot-refusal';
import { closeOnSignals } from './core/lifecycle/close-on-signals';
import { migrate } from './database/database-setup';
import { configureHttpApp, httpAdapter } from './http-app';

/** The api process: HTTP API, the SPA, and (unless RUN_WORKERS_IN_API=false) the workers. */
async function main(): Promise<void> {
  const env = await bootOrExit();
  if (env.MIGRATE_ON_BOOT) await migrate(env);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot({ workers: env.RUN_WORKERS_IN_API }), httpAdapter(), {
    bufferLogs: true,
    // The Stripe webhook verifies its signature on the exact bytes received.
    rawBody: true,
  });
  configureHttpApp(app, env);
  const logger = app.get(AppLogger);
  closeOnSignals(app, env.SHUTDOWN_TIMEOUT_MS, logger);
  await app.listen(env.PORT);
  const roles = env.RUN_WORKERS_IN_API ? 'api + workers' : 'api';
  logger.log(`Serving ${env.PUBLIC_URL} on port ${env.PORT} (${roles})`);
  if (env.NODE_ENV === 'production' && env.PAYMENTS === 'test') {
    logger.warn('PAYMENTS=test: payments go through the offline test gateway; no money is taken');
  }
}

main().catch(exitOnBootRefusal);
