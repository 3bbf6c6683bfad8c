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
];

/** The journal records refunds (staff's, and those made in the card provider's dashboard) and card disputes. */
const ACTIONS = [
  ...ACTIONS_BEFORE,
  'payment_refunded',
  'dispute_opened',
  'dispute_closed',
  'dispute_evidence_downloaded',
  'dispute_evidence_submitted',
];

const list = (actions: string[]) => actions.map((action) => `'${action}'`).join(', ');

export class Migration20261128090200AuditMoney extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table audit_log drop constraint audit_log_action_check`);
    this.addSql(`alter table audit_log add constraint audit_log_action_check check (action in (${list(ACTIONS)}))`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from audit_log where action not in (${list(ACTIONS_BEFORE)})`);
    this.addSql(`alter table audit_log drop constraint audit_log_action_check`);
    this.addSql(`alter table audit_log add constraint audit_log_action_check check (action in (${list(ACTIONS_BEFORE)}))`);
  }
}
