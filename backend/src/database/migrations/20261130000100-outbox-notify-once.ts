import { Migration } from '@mikro-orm/migrations';

/**
 * A NOTIFY takes a lock that every notifying transaction holds through its commit (PostgreSQL's
 * notify queue is one for the whole server), so with a notification per written event the intake's
 * commits ran one at a time: in the intake bench, 8 of 20 connections waited on that lock (ADR 0034).
 * Now a statement that writes events notifies only when no other event written in the last second
 * is still waiting: that event's writer woke the relay (or was itself waiting on a poll), and the
 * relay drains in batches until one comes back short, so it takes the new rows along. The
 * worst case, a commit just after the relay's last read, waits for the next poll (OUTBOX_POLL_MS).
 */
export class Migration20261130000100OutboxNotifyOnce extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop trigger outbox_event_notify on outbox_event`);
    this.addSql(`
      create or replace function notify_outbox_event() returns trigger language plpgsql as $$
      begin
        if not exists (
          select 1 from outbox_event o
          where o.published_at is null and o.created_at > now() - interval '1 second'
            and o.id not in (select id from written)
        ) then
          perform pg_notify('outbox_event', '');
        end if;
        return null;
      end $$`);
    this.addSql(`
      create trigger outbox_event_notify after insert on outbox_event
      referencing new table as written
      for each statement execute function notify_outbox_event()`);
  }
}
