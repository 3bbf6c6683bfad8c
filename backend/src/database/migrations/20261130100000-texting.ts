import { Migration } from '@mikro-orm/migrations';

/**
 * Text messages (owned by the texting module, ADR 0035). `text_consent` keeps every consent given
 * (with the words' version, time, address and channel) and every withdrawal or renewal by reply, never
 * updated: a number's latest row says whether it may be texted. `text_delivery` is the ledger, one row
 * per event and number, claimed before the provider is called and marked after, with the time it is
 * due (quiet hours) and the provider's delivery status.
 */
export class Migration20261130100000Texting extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table text_consent (
        id uuid primary key,
        phone text not null,
        application_id uuid,
        kind text not null check (kind in ('given', 'withdrawn', 'renewed')),
        channel text check (channel in ('sms', 'whatsapp')),
        version text,
        locale text not null check (locale in ('en', 'es')),
        source text not null check (source in ('home_form', 'case_review', 'case_room', 'reply')),
        address text,
        source_ref text not null unique,
        created_at timestamptz not null default now(),
        check (kind <> 'given' or (application_id is not null and channel is not null and version is not null))
      )`);
    this.addSql(`create index text_consent_phone_idx on text_consent (phone, created_at desc)`);
    this.addSql(`create index text_consent_application_idx on text_consent (application_id, created_at desc) where application_id is not null`);
    this.addSql(`
      create table text_delivery (
        id uuid primary key,
        event_id uuid not null,
        application_id uuid,
        to_phone text not null,
        channel text not null check (channel in ('sms', 'whatsapp')),
        kind text not null,
        locale text not null,
        body text not null,
        status text not null default 'waiting'
          check (status in ('waiting', 'sending', 'sent', 'queued', 'delivered', 'failed', 'undelivered', 'skipped')),
        due_at timestamptz not null,
        attempts integer not null default 0,
        claimed_at timestamptz,
        sent_at timestamptz,
        provider_id text unique,
        status_at timestamptz,
        error text,
        created_at timestamptz not null default now(),
        unique (event_id, to_phone)
      )`);
    this.addSql(`create index text_delivery_due_idx on text_delivery (due_at) where status in ('waiting', 'sending')`);
    this.addSql(`create index text_delivery_phone_idx on text_delivery (to_phone, sent_at) where sent_at is not null`);
    this.addSql(`create index text_delivery_created_idx on text_delivery (created_at)`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists text_delivery');
    this.addSql('drop table if exists text_consent');
  }
}
