import { Migration } from '@mikro-orm/migrations';

const STATUSES_BEFORE = [
  'review_submitted',
  'expert_review',
  'payment_sent',
  'paid',
  'in_progress',
  'completed',
  'partially_refunded',
  'refunded',
];
const STATUSES = [...STATUSES_BEFORE, 'appeal_filed'];

const ACTIONS_BEFORE = [
  'signed_in',
  'status_changed',
  'case_assigned',
  'payment_link_created',
  'payment_link_reissued',
  'payment_link_revoked',
  'payment_link_sent',
  'status_link_rotated',
  'document_downloaded',
  'cases_exported',
  'sign_in_failed',
  'signed_out',
  'second_factor_enabled',
  'second_factor_replaced',
  'second_factor_removed',
  'case_opened',
  'note_added',
  'documents_requested',
  'client_messaged',
  'payment_refunded',
  'dispute_opened',
  'dispute_closed',
  'dispute_evidence_downloaded',
  'dispute_evidence_submitted',
];
/** The journal records the staff's appeal work: the letter's versions, its download and the filing. */
const ACTIONS = [
  ...ACTIONS_BEFORE,
  'appeal_letter_drafted',
  'appeal_letter_saved',
  'appeal_letter_finalized',
  'appeal_letter_reopened',
  'appeal_letter_downloaded',
  'appeal_filed',
];

const list = (values: string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * The appeal letter (the appeals module's tables, ADR 0032): one row per case with where the letter
 * stands (draft or final, the client's approval or change request, the filing with the platform), and
 * every saved version, kept. No foreign key to the case: another module's table. The case gains the
 * status its filing starts ("waiting for the platform"), and a document request may say why it helps.
 */
export class Migration20261129200000AppealLetters extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table application drop constraint application_status_check`);
    this.addSql(`alter table application add constraint application_status_check check (status in (${list(STATUSES)}))`);
    this.addSql(`alter table audit_log drop constraint audit_log_action_check`);
    this.addSql(`alter table audit_log add constraint audit_log_action_check check (action in (${list(ACTIONS)}))`);
    this.addSql(`alter table document_request add column note text check (char_length(note) <= 600)`);
    this.addSql(`
      create table appeal_letter (
        application_id uuid primary key,
        state text not null check (state in ('draft', 'final')),
        reason text not null,
        version integer not null check (version > 0),
        final_version integer,
        finalized_at timestamptz,
        summary jsonb,
        approved_version integer,
        approved_at timestamptz,
        change_requested_version integer,
        change_requested_at timestamptz,
        filed_on date,
        filed_method text,
        filed_reference text,
        filed_by text,
        filed_recorded_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        check ((state = 'final') = (final_version is not null))
      )`);
    this.addSql(`
      create table appeal_letter_version (
        application_id uuid not null references appeal_letter (application_id) on delete cascade,
        version integer not null,
        origin text not null check (origin in ('generated', 'edited', 'reopened')),
        body text not null check (char_length(body) between 1 and 20000),
        author text not null,
        created_at timestamptz not null default now(),
        primary key (application_id, version)
      )`);
    this.addSql(`create index appeal_letter_updated_idx on appeal_letter (updated_at)`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table appeal_letter_version`);
    this.addSql(`drop table appeal_letter`);
    this.addSql(`alter table document_request drop column note`);
    this.addSql(`delete from audit_log where action not in (${list(ACTIONS_BEFORE)})`);
    this.addSql(`alter table audit_log drop constraint audit_log_action_check`);
    this.addSql(`alter table audit_log add constraint audit_log_action_check check (action in (${list(ACTIONS_BEFORE)}))`);
    this.addSql(`update application set status = 'in_progress' where status = 'appeal_filed'`);
    this.addSql(`alter table application drop constraint application_status_check`);
    this.addSql(`alter table application add constraint application_status_check check (status in (${list(STATUSES_BEFORE)}))`);
  }
}
