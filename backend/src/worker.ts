import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppLogger } from './core/logging/app-logger';
import { bootOrExit } from './config/boot';
import { exitOnBootRefusal } from './core/lifecycle/boot-refusal';
import { closeOnSignals } from './core/lifecycle/close-on-signals';
import { WorkerModule } from './worker.module';

/**
 * The worker process: queue processors only. On SIGTERM the BullMQ workers finish the job in hand
 * (or, past SHUTDOWN_TIMEOUT_MS, leave it to be picked up again) before the process exits.
 */
async function main(): Promise<void> {
  const env = await bootOrExit();
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  const logger = app.get(AppLogger);
  app.useLogger(logger);
  closeOnSignals(app, env.SHUTDOWN_TIMEOUT_MS, logger);
  await app.init();
  logger.log('Worker started');
}

main().catch(exitOnBootRefusal);
