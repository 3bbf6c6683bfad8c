import { Migration } from '@mikro-orm/migrations';

/** Messages sent through the contact form; each one raises `contact.received` in the outbox. */
export class Migration20261122010000Contact extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table contact_message (
        id uuid primary key,
        name text not null,
        email text not null,
        phone text,
        platform text,
        subject text not null,
        message text not null,
        locale text not null check (locale in ('en', 'es')),
        created_at timestamptz not null default now()
      )`);
    this.addSql(`create index contact_message_created_at_idx on contact_message (created_at desc, id desc)`);
  }
}
