import { Migration } from '@mikro-orm/migrations';

const STATUSES_BEFORE = ['review_submitted', 'expert_review', 'payment_sent', 'paid', 'in_progress', 'completed'];
const STATUSES = [...STATUSES_BEFORE, 'partially_refunded', 'refunded'];
const KINDS_BEFORE = [
  'status_changed',
  'payment_link_created',
  'payment_link_sent',
  'payment_received',
  'note_added',
  'payment_link_revoked',
  'payment_link_reissued',
  'status_link_rotated',
];
const KINDS = [...KINDS_BEFORE, 'payment_refunded', 'dispute_opened', 'dispute_closed'];

const list = (values: string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * A case can be refunded, in part or in full (its own statuses), and its history records each refund
 * and each card dispute once: `ref_id` names the refund or dispute, unique per kind, so a repeated
 * event finds its row there and changes nothing.
 */
export class Migration20261128090000RefundStatuses extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table application drop constraint application_status_check`);
    this.addSql(`alter table application add constraint application_status_check check (status in (${list(STATUSES)}))`);
    this.addSql(`alter table case_history drop constraint case_history_kind_check`);
    this.addSql(`alter table case_history add constraint case_history_kind_check check (kind in (${list(KINDS)}))`);
    this.addSql(`alter table case_history add column ref_id uuid`);
    this.addSql(`create unique index case_history_ref_idx on case_history (kind, ref_id) where ref_id is not null`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from case_history where kind not in (${list(KINDS_BEFORE)})`);
    this.addSql(`drop index case_history_ref_idx`);
    this.addSql(`alter table case_history drop column ref_id`);
    this.addSql(`alter table case_history drop constraint case_history_kind_check`);
    this.addSql(`alter table case_history add constraint case_history_kind_check check (kind in (${list(KINDS_BEFORE)}))`);
    this.addSql(`update application set status = 'paid' where status in ('partially_refunded', 'refunded')`);
    this.addSql(`alter table application drop constraint application_status_check`);
    this.addSql(`alter table application add constraint application_status_check check (status in (${list(STATUSES_BEFORE)}))`);
  }
}
