import { Migration } from '@mikro-orm/migrations';

/**
 * The back office: staff accounts, each case's history and notes, the no-login status token, and
 * the indexes behind the admin list (newest first, per status, and substring search).
 */
export class Migration20261122020000Admin extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm`);
    this.addSql(`create extension if not exists pgcrypto`);
    this.addSql(`
      create table staff_account (
        id uuid primary key default gen_random_uuid(),
        username text not null,
        password_hash text not null,
        -- Raised by log-out: every token issued before carries an older version and is refused.
        token_version integer not null default 0,
        totp_secret text,
        totp_pending_secret text,
        -- The last 30-second step a code was accepted for: a code is good once.
        totp_last_step bigint,
        created_at timestamptz not null default now(),
        last_login_at timestamptz
      )`);
    this.addSql(`create unique index staff_account_username_idx on staff_account (lower(username))`);
    // 192 random bits, URL-safe: the client's link to /case/:token (never derived from the id).
    this.addSql(`
      alter table application add column status_token text not null unique
        default rtrim(translate(encode(gen_random_bytes(24), 'base64'), '+/', '-_'), '=')`);
    this.addSql(`
      create table case_history (
        id bigint generated always as identity primary key,
        application_id uuid not null references application (id) on delete cascade,
        kind text not null check (kind in ('status_changed', 'payment_link_created', 'payment_link_sent', 'note_added')),
        actor text,
        from_status text,
        to_status text,
        at timestamptz not null default now()
      )`);
    this.addSql(`create index case_history_application_idx on case_history (application_id, at)`);
    this.addSql(`
      create table case_note (
        id uuid primary key default gen_random_uuid(),
        application_id uuid not null references application (id) on delete cascade,
        author text not null,
        body text not null check (length(body) between 1 and 5000),
        created_at timestamptz not null default now()
      )`);
    this.addSql(`create index case_note_application_idx on case_note (application_id, created_at)`);
    this.addSql(`create index application_status_created_at_idx on application (status, created_at desc, id desc)`);
    // SPEC §5 admin search: a case-insensitive substring of the case number, names, e-mail or
    // platform. One trigram index over the fields joined by a separator no one can type (chr(31)),
    // so a term never matches across two fields.
    this.addSql(`
      create index application_search_idx on application using gin (
        (lower(case_number || chr(31) || first_name || chr(31) || last_name || chr(31) || email || chr(31) || platform)) gin_trgm_ops
      )`);
  }
}
