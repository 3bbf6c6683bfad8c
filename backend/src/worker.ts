import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppLogger } from './core/logging/app-logger';
import { bootOrExit } from './config/boot';
import { WorkerModule } from './worker.module';

/**
 * The worker process: queue processors only. On SIGTERM Nest closes the BullMQ workers, which
 * finish the job in hand (or leave it to be picked up again) before the process exits.
 */
async function main(): Promise<void> {
  await bootOrExit();
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  app.useLogger(app.get(AppLogger));
  app.enableShutdownHooks();
  await app.init();
  app.get(AppLogger).log('Worker started');
}

void main();
