import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { DomainEventType, DomainEvents } from './domain-events';

/** A domain event written in the same transaction as the change that caused it (DESIGN §3). */
@Entity({ tableName: 'outbox_event' })
@Index({ name: 'outbox_event_unpublished_idx', properties: ['createdAt'], options: { where: 'published_at is null' } })
export class OutboxEvent<K extends DomainEventType = DomainEventType> {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text' })
  type: K;

  @Property({ type: 'jsonb' })
  payload: DomainEvents[K];

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  publishedAt?: Date;

  /** The queues whose job for this event has finished (succeeded, or failed for good). */
  @Property({ type: 'text[]' })
  finishedQueues: string[] = [];

  /** Set when every queue the event is routed to has finished: from then on it is never published again. */
  @Property({ type: 'timestamptz', nullable: true })
  finishedAt?: Date;

  /** The marker of the Redis its jobs were last added to (see RedisEpoch): when that Redis loses its data, the event is published again at once. */
  @Property({ type: 'text', nullable: true })
  publishedEpoch?: string;

  /** How often it was published again because its jobs had not finished in time (OUTBOX_REDRIVE_AFTER_SECONDS). */
  @Property({ type: 'integer' })
  redrives = 0;

  /** Failed attempts to publish, with the last failure's reason: for operators. */
  @Property({ type: 'integer' })
  attempts = 0;

  @Property({ type: 'text', nullable: true })
  lastError?: string;

  constructor(type: K, payload: DomainEvents[K]) {
    this.type = type;
    this.payload = payload;
  }
}
