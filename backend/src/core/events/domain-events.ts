import { QUEUES, type QueueName } from '../queue/queues';

/**
 * The catalog of domain events: name → payload. Payloads carry ids, never copies of records;
 * a consumer re-reads what it needs, so a late job never acts on stale data.
 */
export interface DomainEvents {
  /** A case came in from the home form or the case-review wizard. */
  'case.submitted': { applicationId: string; caseNumber: string };
  /** A visitor sent the contact form; staff are e-mailed. */
  'contact.received': { contactMessageId: string };
}
export type DomainEventType = keyof DomainEvents;

/** Which queues receive each event. The relay adds one job per queue, with the event id as job id. */
export const EVENT_ROUTES = {
  'case.submitted': [QUEUES.notifications],
  'contact.received': [QUEUES.notifications],
} as const satisfies { readonly [K in DomainEventType]: readonly QueueName[] };

/** The events a queue receives, by the routes above. */
export type EventsFor<Q extends QueueName> = {
  [K in DomainEventType]: Q extends (typeof EVENT_ROUTES)[K][number] ? K : never;
}[DomainEventType];

/** What a job on any event-fed queue carries. */
export interface DomainEventJob<K extends DomainEventType = DomainEventType> {
  eventId: string;
  type: K;
  payload: DomainEvents[K];
  occurredAt: string;
}

export function isDomainEventType(value: string): value is DomainEventType {
  return Object.hasOwn(EVENT_ROUTES, value);
}
