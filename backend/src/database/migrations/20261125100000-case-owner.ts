import { Migration } from '@mikro-orm/migrations';

/**
 * Staff tools on cases: the staff account that owns a case (none at first), the list filtered by
 * owner ("мои дела"), and a case's e-mail address looked up exactly (a saved form is not chased
 * once its visitor sent a case).
 */
export class Migration20261125100000CaseOwner extends Migration {
  override async up(): Promise<void> {
    // No foreign key: staff accounts belong to admin-auth, which the service asks before assigning.
    this.addSql(`alter table application add column owner_id uuid`);
    this.addSql(`create index application_owner_created_at_idx on application (owner_id, created_at desc, id desc) where owner_id is not null`);
    this.addSql(`create index application_email_idx on application (lower(email), created_at)`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index application_email_idx`);
    this.addSql(`alter table application drop column owner_id`);
  }
}
