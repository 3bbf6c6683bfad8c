import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { QueueName } from '../queue/queues';
import { EVENT_ROUTES, type DomainEventType } from './domain-events';

/**
 * Records that a queue has finished its job for an event. The event is finished when every queue
 * it is routed to has; until then the relay publishes it again after OUTBOX_REDRIVE_AFTER_SECONDS,
 * so a job that a Redis lost is recreated (same job id) and runs.
 */
@Injectable()
export class OutboxProgress {
  constructor(private readonly em: EntityManager) {}

  /** `failure`: the job failed for good (its retries are spent); it stays in the queue's failed set. */
  async finish(eventId: string, type: DomainEventType, queue: QueueName, failure?: string): Promise<void> {
    const routes: readonly string[] = EVENT_ROUTES[type];
    // Concurrent finishes of one event are serialised by the row lock, and each sees the other's queue.
    await this.em.getConnection().execute(
      `update outbox_event
       set finished_queues = array_append(finished_queues, ?::text),
           finished_at = case when array[?]::text[] <@ array_append(finished_queues, ?::text) then now() end,
           last_error = coalesce(?, last_error)
       where id = ? and not (?::text = any(finished_queues))`,
      [queue, routes, queue, failure === undefined ? null : `${queue}: ${failure}`.slice(0, 500), eventId, queue],
    );
  }
}
