import { Migration } from '@mikro-orm/migrations';

/** Applications, their documents, the outbox and the e-mail ledger. */
export class Migration20261122000000Intake extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create sequence case_number_seq start 100`);
    this.addSql(`
      create table application (
        id uuid primary key,
        case_number text not null unique
          default ('DR-' || to_char(now() at time zone 'utc', 'YYYY') || '-' || lpad(nextval('case_number_seq')::text, 6, '0')),
        first_name text not null,
        last_name text not null,
        email text not null,
        phone text not null,
        platform text not null,
        deactivation_date date not null,
        deactivation_reason text not null,
        attempted_reactivation boolean not null,
        support_response text not null default '',
        description text not null default '',
        document_urls jsonb not null default '[]',
        status text not null default 'review_submitted'
          check (status in ('review_submitted', 'expert_review', 'payment_sent', 'paid', 'in_progress', 'completed')),
        payment_token text unique,
        expert_review_sent boolean not null default false,
        payment_link_sent boolean not null default false,
        locale text not null check (locale in ('en', 'es')),
        source text not null check (source in ('home_form', 'case_review')),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    this.addSql(`create index application_created_at_idx on application (created_at desc, id desc)`);
    this.addSql(`
      create table application_document (
        id uuid primary key,
        application_id uuid not null references application (id) on delete cascade,
        storage_key text not null unique,
        original_name text not null,
        content_type text not null check (content_type in ('image/jpeg', 'image/png', 'application/pdf')),
        size_bytes integer not null check (size_bytes between 1 and 10485760),
        created_at timestamptz not null default now()
      )`);
    this.addSql(`create index application_document_application_idx on application_document (application_id)`);
    this.addSql(`
      create table outbox_event (
        id uuid primary key,
        type text not null,
        payload jsonb not null,
        created_at timestamptz not null default now(),
        published_at timestamptz,
        attempts integer not null default 0,
        last_error text
      )`);
    this.addSql(`create index outbox_event_unpublished_idx on outbox_event (created_at) where published_at is null`);
    // Wakes the outbox relay at commit (one notification per transaction, however many rows).
    this.addSql(`
      create function notify_outbox_event() returns trigger language plpgsql as $$
      begin
        perform pg_notify('outbox_event', '');
        return null;
      end $$`);
    this.addSql(`
      create trigger outbox_event_notify after insert on outbox_event
      for each statement execute function notify_outbox_event()`);
    this.addSql(`
      create table email_delivery (
        id uuid primary key,
        event_id uuid not null,
        recipient_role text not null,
        application_id uuid,
        to_address text not null,
        template text not null,
        subject text not null,
        message_id text not null,
        status text not null default 'sending' check (status in ('sending', 'sent')),
        attempts integer not null default 1,
        sent_at timestamptz,
        created_at timestamptz not null default now(),
        unique (event_id, recipient_role)
      )`);
    this.addSql(`create index email_delivery_application_idx on email_delivery (application_id)`);
  }
}
