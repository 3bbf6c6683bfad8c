import { Migration } from '@mikro-orm/migrations';

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
  'appeal_letter_drafted',
  'appeal_letter_saved',
  'appeal_letter_finalized',
  'appeal_letter_reopened',
  'appeal_letter_downloaded',
  'appeal_filed',
];
/** The journal records the macros' edits and each use of one on a case (beside the entries of its parts). */
const ACTIONS = [...ACTIONS_BEFORE, 'macro_created', 'macro_updated', 'macro_deleted', 'macro_applied'];

const list = (values: string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * Staff's saved replies (owned by the cases module, its macros part; ADR 0036): a Russian title, the
 * text in English and Spanish, the documents to ask for in both languages and the status to move the
 * case to. No client data; a macro is kept until staff delete it.
 */
export class Migration20261130200000StaffMacros extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table staff_macro (
        id uuid primary key default gen_random_uuid(),
        title_ru text not null check (char_length(title_ru) between 1 and 120),
        text_en text not null check (char_length(text_en) between 1 and 4000),
        text_es text not null check (char_length(text_es) between 1 and 4000),
        document_requests jsonb not null default '[]'::jsonb check (jsonb_typeof(document_requests) = 'array'),
        target_status text check (target_status in ('expert_review', 'paid', 'in_progress')),
        created_by text not null,
        created_at timestamptz not null default now(),
        updated_by text not null,
        updated_at timestamptz not null default now()
      )`);
    this.addSql(`create index staff_macro_title_idx on staff_macro (title_ru)`);
    this.addSql(`alter table audit_log drop constraint audit_log_action_check`);
    this.addSql(`alter table audit_log add constraint audit_log_action_check check (action in (${list(ACTIONS)}))`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from audit_log where action not in (${list(ACTIONS_BEFORE)})`);
    this.addSql(`alter table audit_log drop constraint audit_log_action_check`);
    this.addSql(`alter table audit_log add constraint audit_log_action_check check (action in (${list(ACTIONS_BEFORE)}))`);
    this.addSql(`drop table staff_macro`);
  }
}
