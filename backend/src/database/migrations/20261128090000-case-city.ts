import { Migration } from '@mikro-orm/migrations';

/** The city a worker says they work in (optional, home form). */
export class Migration20261128090000CaseCity extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table application add column city text check (char_length(city) <= 100)`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table application drop column city`);
  }
}
