import { OnWorkerEvent, WorkerHost } from '@nestjs/bullmq';
import { UnrecoverableError, type Job } from 'bullmq';
import type { QueueName } from '../queue/queues';
import { outageLogger } from '../redis/outage-logger';
import { isDomainEventType, type DomainEventJob, type EventsFor } from './domain-events';

/** One handler per event routed to the queue; the compiler refuses a processor that misses one. */
export type EventHandlers<Q extends QueueName> = {
  [K in EventsFor<Q>]: (job: DomainEventJob<K>) => Promise<void>;
};

/**
 * Base of the processors fed by the outbox. It checks the job on entry and dispatches by event
 * type; handlers must be idempotent, since a job may run more than once.
 */
export abstract class EventProcessor<Q extends QueueName> extends WorkerHost {
  protected abstract readonly handlers: EventHandlers<Q>;
  private readonly logOutage = outageLogger(this.constructor.name);

  @OnWorkerEvent('error')
  onWorkerError(error: Error): void {
    this.logOutage(error);
  }

  async process(job: Job<DomainEventJob>): Promise<void> {
    const data = job.data;
    if (!isDomainEventType(job.name) || data?.type !== job.name || typeof data.eventId !== 'string') {
      throw new UnrecoverableError(`Malformed event job ${job.id} (${job.name})`);
    }
    const handler = (this.handlers as unknown as Record<string, ((job: DomainEventJob) => Promise<void>) | undefined>)[job.name];
    if (!handler) throw new UnrecoverableError(`No handler for ${job.name} on ${job.queueName}`);
    await handler(data);
  }
}
