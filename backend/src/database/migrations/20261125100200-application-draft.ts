import { Migration } from '@mikro-orm/migrations';

/**
 * Unfinished home forms, owned by the drafts module: the fields as the visitor left them (never their
 * documents), the resume link's token, and when the one resume e-mail was raised.
 */
export class Migration20261125100200ApplicationDraft extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table application_draft (
        id uuid primary key default gen_random_uuid(),
        -- 192 random bits, URL-safe: the link back to the form (never derived from the id).
        token text not null unique,
        email text not null,
        locale text not null check (locale in ('en', 'es')),
        step smallint not null check (step in (1, 2)),
        fields jsonb not null,
        created_at timestamptz not null default now(),
        saved_at timestamptz not null default now(),
        reminded_at timestamptz
      )`);
    this.addSql(`create index application_draft_unreminded_idx on application_draft (saved_at) where reminded_at is null`);
    this.addSql(`create index application_draft_saved_at_idx on application_draft (saved_at)`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table application_draft`);
  }
}
