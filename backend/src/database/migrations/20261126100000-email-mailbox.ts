import { Migration } from '@mikro-orm/migrations';

/**
 * The daily e-mail caps count a mailbox, not a spelling: each ledger row keeps the mailbox its
 * address reaches (`mailboxOf` in core/limits/mailbox.ts: letter case, +tags and Gmail dots dropped),
 * and the caps count and lock by it. Rows written before get their lower-cased address, which is
 * what the caps compared until now; the caps look back 24 hours, so the difference is gone in a day.
 */
export class Migration20261126100000EmailMailbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table email_delivery add column mailbox text`);
    this.addSql(`update email_delivery set mailbox = lower(trim(to_address))`);
    this.addSql(`alter table email_delivery alter column mailbox set not null`);
    this.addSql(`drop index email_delivery_recipient_idx`);
    this.addSql(`create index email_delivery_mailbox_idx on email_delivery (mailbox, template, created_at)`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index email_delivery_mailbox_idx`);
    this.addSql(`create index email_delivery_recipient_idx on email_delivery (lower(to_address), template, created_at)`);
    this.addSql(`alter table email_delivery drop column mailbox`);
  }
}
