import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { DomainEventType, DomainEvents } from './domain-events';
import { OutboxEvent } from './outbox-event.entity';

/**
 * How modules raise domain events: in the same transaction as the change. The relay publishes
 * them once the transaction commits (a trigger notifies it), so callers have nothing else to do.
 */
@Injectable()
export class OutboxService {
  /** Adds an event to the unit of work of `em`: it is stored with the change, in the same flush. */
  record<K extends DomainEventType>(em: EntityManager, type: K, payload: DomainEvents[K]): OutboxEvent<K> {
    const event = new OutboxEvent(type, payload);
    em.persist(event);
    return event;
  }
}
