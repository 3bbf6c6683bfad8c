import { WorkerHost } from '@nestjs/bullmq';
import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';

/**
 * At shutdown, every BullMQ worker of this process stops taking jobs and finishes the ones in hand
 * while the database and Redis are still open: @nestjs/bullmq closes workers in the same phase as
 * the ORM closes its pool, so a job could otherwise lose its connection half-way. A job that does not
 * finish before SHUTDOWN_TIMEOUT_MS is left to BullMQ's stalled-job check, which hands it to
 * another worker once its lock expires.
 */
@Injectable()
export class WorkerDrain implements BeforeApplicationShutdown {
  private readonly logger = new Logger(WorkerDrain.name);

  constructor(private readonly discovery: DiscoveryService) {}

  async beforeApplicationShutdown(): Promise<void> {
    const workers = this.discovery
      .getProviders()
      .map((wrapper) => wrapper.instance as unknown)
      .filter((instance): instance is WorkerHost => instance instanceof WorkerHost)
      .flatMap((host) => {
        try {
          return [host.worker];
        } catch {
          return []; // never started (the app is closing during boot)
        }
      });
    const busy = workers.filter((worker) => worker.isRunning());
    if (busy.length > 0) this.logger.log(`Finishing the jobs in hand of ${busy.length} queue workers`);
    await Promise.all(workers.map((worker) => worker.close()));
  }
}
