import { Injectable } from '@nestjs/common';
import { SqlClient } from '../database/sql-client';
import type { QueueName } from '../queue/queues';
import { EVENT_ROUTES, isDomainEventType, type DomainEventJob, type DomainEventType } from './domain-events';

/**
 * The outbox as its consumers see it: what an event really is (`recorded`), and that a queue has
 * finished its job for an event. The event is finished when every queue it is routed to has; until then the relay publishes it again after OUTBOX_REDRIVE_AFTER_SECONDS,
 * so a job that a Redis lost is recreated (same job id) and runs.
 */
@Injectable()
export class OutboxProgress {
  constructor(private readonly sql: SqlClient) {}

  /** The event as the outbox holds it, the only version a consumer acts on; null when no such row exists. */
  async recorded(eventId: string): Promise<DomainEventJob | null> {
    const [row] = await this.sql.query<{ id: string; type: string; payload: DomainEventJob['payload']; created_at: Date }>(
      'outbox-recorded',
      'select id, type, payload, created_at from outbox_event where id = $1',
      [eventId],
    );
    if (!row || !isDomainEventType(row.type)) return null;
    return { eventId: row.id, type: row.type, payload: row.payload, occurredAt: new Date(row.created_at).toISOString() };
  }

  /** `failure`: the job failed for good (its retries are spent); it stays in the queue's failed set. */
  async finish(eventId: string, type: DomainEventType, queue: QueueName, failure?: string): Promise<void> {
    const routes: readonly string[] = EVENT_ROUTES[type];
    // Concurrent finishes of one event are serialised by the row lock, and each sees the other's queue.
    await this.sql.query(
      'outbox-finish',
      `update outbox_event
       set finished_queues = array_append(finished_queues, $1::text),
           finished_at = case when $2::text[] <@ array_append(finished_queues, $1::text) then now() end,
           last_error = coalesce($3, last_error)
       where id = $4 and not ($1::text = any(finished_queues))`,
      [queue, routes, failure === undefined ? null : `${queue}: ${failure}`.slice(0, 500), eventId],
    );
  }
}
