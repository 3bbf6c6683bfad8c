import { Migration } from '@mikro-orm/migrations';

/** What the retention job looks up by age, so that its daily run does not scan whole tables. */
export class Migration20261124010000RetentionIndexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index application_updated_at_idx on application (updated_at)`);
    this.addSql(`create index email_delivery_created_at_idx on email_delivery (created_at)`);
    this.addSql(`create index conversion_recorded_at_idx on conversion (recorded_at)`);
    this.addSql(`create index payment_webhook_event_received_at_idx on payment_webhook_event (received_at)`);
  }
}
