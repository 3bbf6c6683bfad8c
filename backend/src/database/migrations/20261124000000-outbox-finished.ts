import { Migration } from '@mikro-orm/migrations';

/**
 * An outbox event is finished when every queue it was routed to has finished its job, not when the
 * jobs reached Redis: events left unfinished are published again (a Redis that lost its data loses
 * the jobs, never the events). The chat relay's "sent once" marks move from Redis to this database
 * for the same reason.
 */
export class Migration20261124000000OutboxFinished extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table outbox_event add column finished_queues text[] not null default '{}'`);
    this.addSql(`alter table outbox_event add column finished_at timestamptz`);
    this.addSql(`alter table outbox_event add column redrives integer not null default 0`);
    // Events published before this release are taken as finished: there is no record of their jobs.
    this.addSql(`update outbox_event set finished_at = published_at where published_at is not null`);
    this.addSql(`
      create index outbox_event_unfinished_idx on outbox_event (published_at)
      where published_at is not null and finished_at is null`);
    this.addSql(`create index outbox_event_finished_idx on outbox_event (finished_at) where finished_at is not null`);
    this.addSql(`
      create table chat_relay_delivery (
        event_id uuid primary key,
        status text not null default 'sending' check (status in ('sending', 'sent')),
        attempts integer not null default 1,
        claimed_at timestamptz not null default now(),
        sent_at timestamptz
      )`);
  }
}
