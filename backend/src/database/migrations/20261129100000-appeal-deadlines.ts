import { Migration } from '@mikro-orm/migrations';

/**
 * The appeal deadline of a case (ADR 0031): the due date computed from the rights guide's windows
 * (contracts/src/appeal-windows.ts), stored for the staff list's sort and the reminder sweep, with the
 * fingerprint of the rules it was computed under (a changed rule recomputes it); and the reminders
 * sent, one row per case, due date and stage, whose unique key makes each reminder once.
 */
export class Migration20261129100000AppealDeadlines extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table application add column appeal_due_on date, add column appeal_rules_version text`);
    // The list sorted by deadline pages by keyset on (due date, created_at, id), nulls last.
    this.addSql(`create index application_appeal_due_idx on application (appeal_due_on asc nulls last, created_at desc, id desc)`);
    // The sweep finds the cases whose stored date was computed under other rules (or never).
    this.addSql(`create index application_appeal_rules_idx on application (appeal_rules_version)`);
    this.addSql(`
      create table case_deadline_reminder (
        id uuid primary key default gen_random_uuid(),
        application_id uuid not null references application (id) on delete cascade,
        due_on date not null,
        days_before integer not null check (days_before in (14, 7, 2)),
        created_at timestamptz not null default now(),
        unique (application_id, due_on, days_before)
      )`);
    this.addSql(`create index case_deadline_reminder_due_idx on case_deadline_reminder (due_on)`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table case_deadline_reminder`);
    this.addSql(`drop index application_appeal_rules_idx`);
    this.addSql(`drop index application_appeal_due_idx`);
    this.addSql(`alter table application drop column appeal_due_on, drop column appeal_rules_version`);
  }
}
