import { Injectable } from '@nestjs/common';
import type { AuditAction } from '@reactivation/contracts';
import { SqlClient } from '../core/database/sql-client';

/** One staff action as stored: the id is the domain event's, so an event is recorded once. */
export interface AuditRow {
  id: string;
  /** PostgreSQL's text of the time (microseconds kept, for the cursor). */
  at: string;
  actor: string;
  action: AuditAction;
  application_id: string | null;
  case_number: string | null;
  detail: Record<string, string>;
}

export interface AuditFilter {
  actor?: string;
  action?: AuditAction;
}

/** Where a page ends: the last row's time (PostgreSQL's text) and id. */
export interface AuditPosition {
  at: string;
  id: string;
}

function whereClause(filter: AuditFilter, after: AuditPosition | undefined, values: unknown[]): string {
  const conditions: string[] = [];
  if (filter.actor) {
    values.push(filter.actor);
    conditions.push(`lower(actor) = lower($${values.length})`);
  }
  if (filter.action) {
    values.push(filter.action);
    conditions.push(`action = $${values.length}`);
  }
  if (after) {
    values.push(after.at, after.id);
    conditions.push(`(at, id) < ($${values.length - 1}::timestamptz, $${values.length}::uuid)`);
  }
  return conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
}

/** The audit_log table: written by the audit processor only, read by staff. */
@Injectable()
export class AuditLogRepository {
  constructor(private readonly sql: SqlClient) {}

  /** False when this event was recorded before (a job that ran again). */
  async insert(row: Omit<AuditRow, 'at'> & { at: Date }): Promise<boolean> {
    const inserted = await this.sql.query(
      'audit-insert',
      `insert into audit_log (id, at, actor, action, application_id, case_number, detail)
       values ($1, $2, $3, $4, $5, $6, $7::jsonb) on conflict (id) do nothing returning id`,
      [row.id, row.at, row.actor, row.action, row.application_id, row.case_number, JSON.stringify(row.detail)],
    );
    return inserted.length === 1;
  }

  /** Newest first, keyset paging like the case list. */
  page(filter: AuditFilter, after: AuditPosition | undefined, limit: number): Promise<AuditRow[]> {
    const values: unknown[] = [];
    const where = whereClause(filter, after, values);
    values.push(limit);
    const shape = `${filter.actor ? 'a' : ''}${filter.action ? 'k' : ''}${after ? 'c' : ''}`;
    return this.sql.query<AuditRow>(
      `audit-page-${shape}`,
      `select id, at, actor, action, application_id, case_number, detail from audit_log ${where}
       order by at desc, id desc limit $${values.length}`,
      values,
    );
  }
}
