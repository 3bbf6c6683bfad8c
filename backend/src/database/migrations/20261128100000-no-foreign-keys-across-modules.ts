import { Migration } from '@mikro-orm/migrations';

/**
 * A module's rows are deleted by that module's own rule, never by the database on another module's
 * behalf (ADR 0016): `conversion` no longer cascades from its case, and `payment` no longer stops its
 * case from going. Each keeps the case's id as a plain column; payments and conversions go by their
 * own dates.
 */
export class Migration20261128100000NoForeignKeysAcrossModules extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table payment drop constraint payment_application_id_fkey`);
    this.addSql(`alter table conversion drop constraint conversion_application_id_fkey`);
  }

  override async down(): Promise<void> {
    // Not validated: rows whose case has gone since would refuse the constraint.
    this.addSql(
      `alter table payment add constraint payment_application_id_fkey foreign key (application_id) references application (id) on delete restrict not valid`,
    );
    this.addSql(
      `alter table conversion add constraint conversion_application_id_fkey foreign key (application_id) references application (id) on delete cascade not valid`,
    );
  }
}
