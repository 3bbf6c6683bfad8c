import { OnWorkerEvent, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import type { QueueName } from '../queue/queues';
import { outageLogger } from '../redis/outage-logger';
import { EVENT_ROUTES, isDomainEventType, type DomainEventJob, type EventsFor } from './domain-events';
import { OutboxProgress } from './outbox-progress.service';

/** One handler per event routed to the queue; the compiler refuses a processor that misses one. */
export type EventHandlers<Q extends QueueName> = {
  [K in EventsFor<Q>]: (job: DomainEventJob<K>) => Promise<void>;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Base of the processors fed by the outbox. It checks the job on entry, dispatches by event type,
 * and records in the outbox when the job is done (or failed for good), so that the event is not
 * published again. Handlers must be idempotent, since a job may run more than once.
 *
 * A queue is transport, not authority (DESIGN §3): the handler gets the event as the outbox row
 * holds it (type, payload, time), never as the job says. A job naming no outbox row, or a row of
 * another type or not routed to this queue, was not put there by the relay (someone with access to
 * Redis or the queue board forged it): it is dropped with a warning and completes, never retried.
 */
export abstract class EventProcessor<Q extends QueueName> extends WorkerHost {
  protected abstract readonly handlers: EventHandlers<Q>;
  private readonly logOutage = outageLogger(this.constructor.name);
  private readonly forgeryLogger = new Logger(EventProcessor.name);
  // A property, not a constructor parameter: every processor gets it without passing it on.
  @Inject(OutboxProgress) protected readonly progress!: OutboxProgress;

  @OnWorkerEvent('error')
  onWorkerError(error: Error): void {
    this.logOutage(error);
  }

  async process(job: Job<DomainEventJob>): Promise<void> {
    const data = job.data;
    if (!isDomainEventType(job.name) || data?.type !== job.name || typeof data.eventId !== 'string') {
      throw new UnrecoverableError(`Malformed event job ${job.id} (${job.name})`);
    }
    const queue = job.queueName as QueueName;
    const event = UUID.test(data.eventId) ? await this.progress.recorded(data.eventId) : null;
    if (!event || event.type !== job.name || !(EVENT_ROUTES[event.type] as readonly string[]).includes(queue)) {
      this.forgeryLogger.warn(`Job ${job.id} on ${queue} (${job.name} ${String(data.eventId)}) is no outbox event routed here: dropped`);
      return;
    }
    const handler = (this.handlers as unknown as Record<string, ((job: DomainEventJob) => Promise<void>) | undefined>)[event.type];
    if (!handler) {
      await this.progress.finish(event.eventId, event.type, queue, 'no handler');
      throw new UnrecoverableError(`No handler for ${job.name} on ${job.queueName}`);
    }
    try {
      await handler(event);
    } catch (error) {
      const lastAttempt = error instanceof UnrecoverableError || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (lastAttempt) await this.progress.finish(event.eventId, event.type, queue, (error as Error).message ?? String(error));
      throw error;
    }
    await this.progress.finish(event.eventId, event.type, queue);
  }
}
