import { Migration } from '@mikro-orm/migrations';

/**
 * The client's case room (owned by the cases module): the documents staff ask the client for, the
 * files sent against each request (kept with the case's other documents), and the messages between
 * the client and staff inside the case.
 */
export class Migration20261125110000CaseRoom extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table document_request (
        id uuid primary key default gen_random_uuid(),
        application_id uuid not null references application (id) on delete cascade,
        label text not null check (char_length(label) between 1 and 200),
        requested_by text not null,
        created_at timestamptz not null default now(),
        -- Set by the client's first file against it; later files are still taken.
        fulfilled_at timestamptz
      )`);
    this.addSql(`create index document_request_application_idx on document_request (application_id, created_at)`);
    this.addSql(`alter table application_document add column request_id uuid references document_request (id) on delete set null`);
    // Files received through the room, counted in the same statement that takes them (a cap per case).
    this.addSql(`alter table application add column room_document_count integer not null default 0`);
    this.addSql(`
      create table case_message (
        id uuid primary key default gen_random_uuid(),
        application_id uuid not null references application (id) on delete cascade,
        author text not null check (author in ('client', 'staff')),
        staff_name text,
        body text not null check (char_length(body) between 1 and 4000),
        -- The client's own id for a message: a retried send is stored once.
        client_key uuid,
        created_at timestamptz not null default now(),
        -- Staff messages: when the client's room showed it, and when it was e-mailed unseen.
        seen_at timestamptz,
        emailed_at timestamptz,
        unique (application_id, client_key)
      )`);
    this.addSql(`create index case_message_application_idx on case_message (application_id, created_at)`);
    this.addSql(
      `create index case_message_unseen_idx on case_message (created_at) where author = 'staff' and seen_at is null and emailed_at is null`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table case_message`);
    this.addSql(`alter table application drop column room_document_count`);
    this.addSql(`alter table application_document drop column request_id`);
    this.addSql(`drop table document_request`);
  }
}
