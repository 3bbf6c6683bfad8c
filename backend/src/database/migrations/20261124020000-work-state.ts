import { Migration } from '@mikro-orm/migrations';

/** The state a worker says they work in (optional): it picks the local rights staff and the client see. */
export class Migration20261124020000WorkState extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table application add column work_state text check (work_state ~ '^[A-Z]{2}$')`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table application drop column work_state`);
  }
}
