import { Migration } from '@mikro-orm/migrations';

/**
 * The audit log of staff actions, owned by the audit module. Each row is one domain event (its id is
 * the event's), so a job that runs twice records its action once.
 */
export class Migration20261125100100AuditLog extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table audit_log (
        id uuid primary key,
        at timestamptz not null,
        actor text not null,
        action text not null check (action in ('signed_in', 'status_changed', 'case_assigned', 'payment_link_created',
          'payment_link_reissued', 'payment_link_revoked', 'payment_link_sent', 'status_link_rotated',
          'document_downloaded', 'cases_exported')),
        application_id uuid,
        case_number text,
        detail jsonb not null default '{}',
        recorded_at timestamptz not null default now()
      )`);
    this.addSql(`create index audit_log_at_idx on audit_log (at desc, id desc)`);
    this.addSql(`create index audit_log_actor_at_idx on audit_log (lower(actor), at desc, id desc)`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table audit_log`);
  }
}
