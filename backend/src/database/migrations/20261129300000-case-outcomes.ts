import { Migration } from '@mikro-orm/migrations';

/**
 * How a case ended and what its client thought of it (owned by the cases module, issue 24): one
 * outcome per case, written in the statement that closes it, and at most one satisfaction answer per
 * case (the primary key refuses a second, whatever the race). Both go with their case.
 */
export class Migration20261129300000CaseOutcomes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table case_outcome (
        application_id uuid primary key references application (id) on delete cascade,
        outcome text not null check (outcome in ('reactivated', 'denied', 'no_answer', 'client_withdrew', 'refunded')),
        outcome_date date not null,
        reason_group text not null check (reason_group in
          ('ratings', 'late_or_undelivered', 'fraud_or_sharing', 'background_check', 'safety_complaint', 'documents_expired', 'other')),
        recorded_by text not null,
        recorded_at timestamptz not null default now()
      )`);
    // The report reads a period of outcomes; the other columns it needs ride along in the index.
    this.addSql(`create index case_outcome_date_idx on case_outcome (outcome_date) include (outcome, reason_group)`);
    this.addSql(`
      create table case_satisfaction (
        application_id uuid primary key references case_outcome (application_id) on delete cascade,
        score smallint not null check (score between 1 and 5),
        comment text,
        answered_at timestamptz not null default now()
      )`);
    this.addSql(`create index case_satisfaction_answered_idx on case_satisfaction (answered_at)`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table case_satisfaction`);
    this.addSql(`drop table case_outcome`);
  }
}
