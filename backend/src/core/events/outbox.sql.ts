import { EVENT_ROUTES, type DomainEventType } from './domain-events';

/**
 * An `INSERT … SELECT` that writes one outbox row per row of `fromSql`, for services that write
 * their change and its event in a single statement (one round trip, atomic on its own).
 * `payloadSql` is a SQL expression over `fromSql`'s columns building the event payload.
 */
export function outboxInsertSelect(type: DomainEventType, payloadSql: string, fromSql: string): string {
  if (!Object.hasOwn(EVENT_ROUTES, type)) throw new Error(`Unknown domain event ${type}`);
  return `insert into outbox_event (id, type, payload) select gen_random_uuid(), '${type}', ${payloadSql} from ${fromSql}`;
}
