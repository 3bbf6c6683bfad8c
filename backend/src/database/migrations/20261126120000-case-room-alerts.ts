import { Migration } from '@mikro-orm/migrations';

/**
 * Staff alerts of the case room, batched per case (owned by the notifications module): each client
 * message or upload is an item, once per event; an alert takes the case's waiting items, at most one
 * alert per case within CASE_ROOM_ALERT_WINDOW_SECONDS. Ids only: the texts are read from the case
 * room when the e-mail is written.
 */
export class Migration20261126120000CaseRoomAlerts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table staff_case_alert (
        id uuid primary key,
        application_id uuid not null,
        created_at timestamptz not null default now(),
        -- Who is sending it since when: a worker that stopped half-way leaves it to another after a while.
        claimed_at timestamptz not null default now(),
        sent_at timestamptz
      )`);
    this.addSql(`create index staff_case_alert_case_idx on staff_case_alert (application_id, created_at)`);
    this.addSql(`create index staff_case_alert_unsent_idx on staff_case_alert (claimed_at) where sent_at is null`);
    this.addSql(`create index staff_case_alert_created_idx on staff_case_alert (created_at)`);
    this.addSql(`
      create table staff_case_alert_item (
        event_id uuid primary key,
        application_id uuid not null,
        kind text not null check (kind in ('message', 'documents')),
        message_id uuid,
        request_id uuid,
        document_ids uuid[] not null default '{}',
        created_at timestamptz not null default now(),
        alert_id uuid references staff_case_alert (id) on delete cascade
      )`);
    this.addSql(`create index staff_case_alert_item_waiting_idx on staff_case_alert_item (application_id) where alert_id is null`);
    this.addSql(`create index staff_case_alert_item_alert_idx on staff_case_alert_item (alert_id)`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table staff_case_alert_item`);
    this.addSql(`drop table staff_case_alert`);
  }
}
