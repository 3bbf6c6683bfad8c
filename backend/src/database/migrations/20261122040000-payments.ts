import { Migration } from '@mikro-orm/migrations';

/**
 * Payments: one row per attempt (the single guard against charging twice), the webhook events
 * already handled (Stripe retries and duplicates change nothing), and recorded ad conversions.
 */
export class Migration20261122040000Payments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table payment (
        id uuid primary key default gen_random_uuid(),
        application_id uuid not null references application (id) on delete restrict,
        attempt integer not null,
        gateway text not null check (gateway in ('stripe', 'test')),
        intent_id text unique,
        client_secret text unique,
        amount integer not null,
        currency text not null,
        status text not null default 'creating' check (status in ('creating', 'pending', 'succeeded', 'failed')),
        last_error text,
        created_at timestamptz not null default now(),
        succeeded_at timestamptz,
        unique (application_id, attempt)
      )`);
    this.addSql(`create index payment_application_idx on payment (application_id, attempt desc)`);
    this.addSql(`
      create table payment_webhook_event (
        event_id text primary key,
        type text not null,
        outcome text not null,
        received_at timestamptz not null default now()
      )`);
    this.addSql(`
      create table conversion (
        id uuid primary key default gen_random_uuid(),
        transaction_id text not null unique,
        application_id uuid not null references application (id) on delete cascade,
        value numeric(10, 2) not null,
        currency text not null,
        recorded_at timestamptz not null default now()
      )`);
    this.addSql(`alter table case_history drop constraint case_history_kind_check`);
    this.addSql(`
      alter table case_history add constraint case_history_kind_check
        check (kind in ('status_changed', 'payment_link_created', 'payment_link_sent', 'payment_received', 'note_added'))`);
  }
}
