import { Migration } from '@mikro-orm/migrations';

/** Live chat: conversations and their messages (a client's retried message is stored once). */
export class Migration20261122050000Chat extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table chat_session (
        id uuid primary key default gen_random_uuid(),
        customer_name text not null,
        email text,
        locale text not null default 'en' check (locale in ('en', 'es')),
        -- The messenger thread (a Telegram forum topic) staff answer this conversation in.
        messenger_thread_id text unique,
        visitor_seen_id bigint not null default 0,
        staff_seen_id bigint not null default 0,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    this.addSql(`create index chat_session_updated_at_idx on chat_session (updated_at desc)`);
    this.addSql(`
      create table chat_message (
        id bigint generated always as identity primary key,
        session_id uuid not null references chat_session (id) on delete cascade,
        client_id text,
        is_admin boolean not null,
        author text,
        text text not null check (length(text) between 1 and 2000),
        -- A staff reply the visitor had not seen after a while is e-mailed (once: this marks it).
        emailed_at timestamptz,
        created_at timestamptz not null default now(),
        unique (session_id, client_id)
      )`);
    this.addSql(`create index chat_message_session_idx on chat_message (session_id, id)`);
    this.addSql(`create index chat_message_unmailed_idx on chat_message (created_at) where is_admin and emailed_at is null`);
  }
}
