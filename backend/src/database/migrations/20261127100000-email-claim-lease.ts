import { Migration } from '@mikro-orm/migrations';

/**
 * When a sender claimed an e-mail of the ledger (owned by notifications): another sender may take it
 * over only once the claim has run out, so two workers never send one e-mail at once. Rows without
 * one (all rows so far) are claimable as before.
 */
export class Migration20261127100000EmailClaimLease extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table email_delivery add column claimed_at timestamptz`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table email_delivery drop column claimed_at`);
  }
}
