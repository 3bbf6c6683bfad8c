import { Migration } from '@mikro-orm/migrations';

/**
 * Money after the payment (the payments module's tables):
 * - `payment` gets its receipt number (from a sequence, when it succeeds) and the card's brand and
 *   last 4 digits when the provider tells them;
 * - `payment_refund`: each refund once (staff's confirmation token, the provider's refund id);
 * - `payment_dispute`: each card dispute once (the provider's dispute id), with its due date and outcome;
 * - `terms_acceptance`: the service agreement a case accepted: version, text hash, time, address, browser.
 * None refers to its case by a foreign key (the case is another module's, ADR 0016); refunds and disputes go
 * with their payment (a cascade within payments), acceptances by their own date (`TermsAcceptanceRetention`).
 */
export class Migration20261128090100MoneyAfterPayment extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create sequence payment_receipt_seq`);
    this.addSql(`
      alter table payment
        add column receipt_number text unique,
        add column charge_id text,
        add column card_brand text,
        add column card_last4 text check (card_last4 ~ '^[0-9]{4}$')`);
    // Payments received before receipts existed get their numbers now, in the order they were paid.
    this.addSql(`
      update payment p set receipt_number = 'R-' || to_char(p.succeeded_at, 'YYYY') || '-' || lpad(n.seq::text, 6, '0')
      from (select id, nextval('payment_receipt_seq') as seq from (select id from payment where status = 'succeeded' order by succeeded_at, id) ordered) n
      where p.id = n.id`);
    this.addSql(`create index payment_charge_idx on payment (charge_id) where charge_id is not null`);
    this.addSql(`
      create table payment_refund (
        id uuid primary key default gen_random_uuid(),
        payment_id uuid not null references payment (id) on delete cascade,
        application_id uuid not null,
        amount integer not null check (amount > 0),
        currency text not null,
        status text not null check (status in ('requested', 'pending', 'succeeded', 'failed', 'canceled')),
        source text not null check (source in ('staff', 'provider')),
        reason text not null,
        note text,
        actor text,
        confirmation_token uuid unique,
        provider_refund_id text unique,
        last_error text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    this.addSql(`create index payment_refund_payment_idx on payment_refund (payment_id, created_at)`);
    this.addSql(`create index payment_refund_application_idx on payment_refund (application_id)`);
    this.addSql(`
      create table payment_dispute (
        id uuid primary key default gen_random_uuid(),
        payment_id uuid not null references payment (id) on delete cascade,
        application_id uuid not null,
        provider_dispute_id text not null unique,
        amount integer not null,
        currency text not null,
        reason text not null,
        status text not null,
        due_by timestamptz,
        outcome text check (outcome in ('won', 'lost')),
        opened_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        closed_at timestamptz,
        evidence_submitted_at timestamptz,
        evidence_file_id text
      )`);
    this.addSql(`create index payment_dispute_application_idx on payment_dispute (application_id, opened_at desc)`);
    this.addSql(`
      create table terms_acceptance (
        id uuid primary key default gen_random_uuid(),
        application_id uuid not null,
        version text not null,
        locale text not null check (locale in ('en', 'es')),
        text_sha256 text not null check (text_sha256 ~ '^[0-9a-f]{64}$'),
        electronic_consent boolean not null check (electronic_consent),
        ip_address text not null,
        user_agent text not null,
        via text not null check (via in ('payment_link', 'home_form')),
        accepted_at timestamptz not null default now(),
        unique (application_id, version)
      )`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table terms_acceptance`);
    this.addSql(`drop table payment_dispute`);
    this.addSql(`drop table payment_refund`);
    this.addSql(`drop index payment_charge_idx`);
    this.addSql(`alter table payment drop column receipt_number, drop column charge_id, drop column card_brand, drop column card_last4`);
    this.addSql(`drop sequence payment_receipt_seq`);
  }
}
