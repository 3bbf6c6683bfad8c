import { Migration } from '@mikro-orm/migrations';

/**
 * The follow-ups the sweep raised (owned by the cases module, ADR 0037): one row per kind and subject
 * (a document request, a payment link's expiry, an appeal's filing), written in the statement that
 * raises its event, so its unique key makes each follow-up fire once across restarts and workers.
 */
export class Migration20261130300000CaseFollowUps extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table case_follow_up (
        id uuid primary key default gen_random_uuid(),
        application_id uuid not null references application (id) on delete cascade,
        kind text not null check (kind in ('documents_reminder', 'documents_overdue', 'payment_link_reminder', 'platform_wait_overdue')),
        -- What it is about: the document request's id, the payment link's expiry, the appeal's filing time.
        subject text not null,
        raised_at timestamptz not null default now(),
        unique (kind, subject)
      )`);
    this.addSql(`create index case_follow_up_application_idx on case_follow_up (application_id, kind)`);
    this.addSql(`create index case_follow_up_raised_idx on case_follow_up (kind, raised_at)`);
    // The sweep's reads: requests with nothing sent yet, by age; links by their expiry.
    this.addSql(`create index document_request_open_idx on document_request (created_at) where fulfilled_at is null`);
    this.addSql(
      `create index application_payment_link_expiry_idx on application (payment_token_expires_at) where payment_token is not null`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index application_payment_link_expiry_idx`);
    this.addSql(`drop index document_request_open_idx`);
    this.addSql(`drop table case_follow_up`);
  }
}
