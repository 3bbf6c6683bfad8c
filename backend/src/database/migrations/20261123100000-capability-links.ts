import { Migration } from '@mikro-orm/migrations';

/**
 * Links that work without a login can be ended: a payment link expires (and staff can revoke or
 * re-issue it), a status link can be replaced; the case's history records who did it. Also an index
 * for counting the confirmations sent to one address in a day.
 */
export class Migration20261123100000CapabilityLinks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table application add column payment_token_expires_at timestamptz`);
    // Links handed out before links expired get the default lifetime from now.
    this.addSql(`update application set payment_token_expires_at = now() + interval '30 days' where payment_token is not null`);
    this.addSql(`alter table case_history drop constraint case_history_kind_check`);
    this.addSql(`
      alter table case_history add constraint case_history_kind_check
        check (kind in ('status_changed', 'payment_link_created', 'payment_link_sent', 'payment_received', 'note_added',
                        'payment_link_revoked', 'payment_link_reissued', 'status_link_rotated'))`);
    this.addSql(`create index email_delivery_recipient_idx on email_delivery (lower(to_address), template, created_at)`);
  }
}
