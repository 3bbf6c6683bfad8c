import { Injectable } from '@nestjs/common';
import { PAID_STATUSES, type CaseStatus } from '@reactivation/contracts';
import { SqlClient } from '../../core/database/sql-client';
import { ADMIN_CASE_COLUMNS, type AdminCaseRow } from './admin-case-row';

/** SPEC §5: the searched fields, joined as the trigram index `application_search_idx` has them. */
const SEARCH_TEXT = `lower(case_number || chr(31) || first_name || chr(31) || last_name || chr(31) || email || chr(31) || platform)`;

/** Above this many matches the list's total is reported as "at least" (counting a million rows costs more than the page). */
export const COUNT_CAP = 1_000;

export interface ListFilter {
  /** Lower-cased search term, or undefined for none. */
  term?: string;
  status?: CaseStatus;
  /** A staff account's cases, or nobody's. */
  owner?: { id: string } | 'none';
}

/** Where a page ends: the last row's creation time (PostgreSQL's text, to the microsecond) and id. */
export interface ListPosition {
  createdAt: string;
  id: string;
}

/** Where a page sorted by deadline ends: the last row's due date (null: none), creation time and id. */
export interface DeadlinePosition extends ListPosition {
  dueOn: string | null;
}

/**
 * The list comes in two parts: first the new cases past their review deadline (created before
 * `overdueBefore`), then every other case; each newest first. `all` is both together, newest first.
 */
export type ListPart = { part: 'overdue' | 'rest'; overdueBefore: string } | { part: 'all' };

/** A LIKE pattern matching `term` anywhere, with LIKE's own wildcards taken literally. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const OVERDUE = (threshold: string) => `(status = 'review_submitted' and created_at < ${threshold}::timestamptz)`;

function whereClause(filter: ListFilter, part: ListPart, after: ListPosition | undefined, values: unknown[]): string {
  const conditions: string[] = [];
  if (filter.term) {
    values.push(containsPattern(filter.term));
    conditions.push(`${SEARCH_TEXT} like $${values.length}`);
  }
  if (filter.status) {
    values.push(filter.status);
    conditions.push(`status = $${values.length}`);
  }
  if (filter.owner === 'none') conditions.push('owner_id is null');
  else if (filter.owner) {
    values.push(filter.owner.id);
    conditions.push(`owner_id = $${values.length}::uuid`);
  }
  if (part.part !== 'all') {
    values.push(part.overdueBefore);
    conditions.push(part.part === 'overdue' ? OVERDUE(`$${values.length}`) : `not ${OVERDUE(`$${values.length}`)}`);
  }
  if (after) {
    values.push(after.createdAt, after.id);
    conditions.push(`(created_at, id) < ($${values.length - 1}::timestamptz, $${values.length}::uuid)`);
  }
  return conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
}

/** A statement name per query shape, so each shape is prepared once per connection. */
function shapeName(prefix: string, filter: ListFilter, part: ListPart, after?: ListPosition): string {
  const owner = filter.owner === 'none' ? 'none' : filter.owner ? 'id' : 'any';
  return `${prefix}-q${filter.term ? 1 : 0}-s${filter.status ? 1 : 0}-o${owner}-${part.part}-c${after ? 1 : 0}`;
}

/** Reads for the admin list and counters. Writes of the workflow live in case-workflow.repository.ts. */
@Injectable()
export class AdminCasesRepository {
  constructor(private readonly sql: SqlClient) {}

  /** Newest first, `limit` rows of `part` after `after` (keyset paging: no OFFSET, so page 1 000 costs what page 1 does). */
  page(filter: ListFilter, part: ListPart, after: ListPosition | undefined, limit: number): Promise<AdminCaseRow[]> {
    const values: unknown[] = [];
    const where = whereClause(filter, part, after, values);
    values.push(limit);
    return this.sql.query<AdminCaseRow>(
      shapeName('admin-page', filter, part, after),
      `select ${ADMIN_CASE_COLUMNS} from application ${where} order by created_at desc, id desc limit $${values.length}`,
      values,
    );
  }

  /**
   * `limit` rows by appeal deadline, soonest first, cases without one last, then newest first; after
   * `after` by keyset on the same order (index application_appeal_due_idx).
   */
  pageByDeadline(filter: ListFilter, after: DeadlinePosition | undefined, limit: number): Promise<AdminCaseRow[]> {
    const values: unknown[] = [];
    const where = whereClause(filter, { part: 'all' }, undefined, values);
    const conditions = where ? [where.slice('where '.length)] : [];
    if (after) {
      values.push(after.createdAt, after.id);
      const older = `(created_at, id) < ($${values.length - 1}::timestamptz, $${values.length}::uuid)`;
      if (after.dueOn === null) conditions.push(`(appeal_due_on is null and ${older})`);
      else {
        values.push(after.dueOn);
        const due = `$${values.length}::date`;
        conditions.push(`(appeal_due_on > ${due} or appeal_due_on is null or (appeal_due_on = ${due} and ${older}))`);
      }
    }
    values.push(limit);
    const shape = `${shapeName('admin-deadline', filter, { part: 'all' }, after)}-${after?.dueOn === null ? 'n' : 'd'}`;
    return this.sql.query<AdminCaseRow>(
      shape,
      `select ${ADMIN_CASE_COLUMNS} from application ${conditions.length ? `where ${conditions.join(' and ')}` : ''}
       order by appeal_due_on asc nulls last, created_at desc, id desc limit $${values.length}`,
      values,
    );
  }

  /** As `page` over every matching case, with each case's number of documents (the export's batches). */
  exportBatch(filter: ListFilter, after: ListPosition | undefined, limit: number): Promise<Array<AdminCaseRow & { document_count: number }>> {
    const values: unknown[] = [];
    const where = whereClause(filter, { part: 'all' }, after, values);
    values.push(limit);
    return this.sql.query(
      shapeName('admin-export', filter, { part: 'all' }, after),
      `select ${ADMIN_CASE_COLUMNS},
         (select count(*)::int from application_document d where d.application_id = application.id) as document_count
       from application ${where} order by created_at desc, id desc limit $${values.length}`,
      values,
    );
  }

  /** How many cases match, counted up to COUNT_CAP + 1. */
  async count(filter: ListFilter): Promise<number> {
    const values: unknown[] = [];
    const where = whereClause(filter, { part: 'all' }, undefined, values);
    const rows = await this.sql.query<{ count: string }>(
      shapeName('admin-count', filter, { part: 'all' }),
      `select count(*) from (select 1 from application ${where} limit ${COUNT_CAP + 1}) matched`,
      values,
    );
    return Number(rows[0]?.count ?? 0);
  }

  /** SPEC §2 counters, and the new cases created before `overdueBefore` (past their review deadline). */
  async stats(overdueBefore: Date): Promise<{ total: number; new: number; paid: number; overdue: number }> {
    const rows = await this.sql.query<{ total: string; new: string; paid: string; overdue: string }>(
      'admin-stats',
      `select count(*) as total,
         count(*) filter (where status = 'review_submitted') as new,
         count(*) filter (where status = any($1::text[])) as paid,
         count(*) filter (where status = 'review_submitted' and created_at < $2::timestamptz) as overdue
       from application`,
      [PAID_STATUSES, overdueBefore.toISOString()],
    );
    const row = rows[0];
    return { total: Number(row?.total ?? 0), new: Number(row?.new ?? 0), paid: Number(row?.paid ?? 0), overdue: Number(row?.overdue ?? 0) };
  }

  async findById(id: string): Promise<AdminCaseRow | null> {
    const rows = await this.sql.query<AdminCaseRow>('admin-case', `select ${ADMIN_CASE_COLUMNS} from application where id = $1`, [
      id,
    ]);
    return rows[0] ?? null;
  }

  /** The case a staff link names (`/admin/cases/DR-2026-000217`); case numbers are unique. */
  async findByCaseNumber(caseNumber: string): Promise<AdminCaseRow | null> {
    const rows = await this.sql.query<AdminCaseRow>(
      'admin-case-by-number',
      `select ${ADMIN_CASE_COLUMNS} from application where case_number = $1`,
      [caseNumber],
    );
    return rows[0] ?? null;
  }

  documents(applicationId: string) {
    return this.sql.query<{
      id: string;
      storage_key: string;
      original_name: string;
      content_type: string;
      size_bytes: number;
      created_at: string;
    }>(
      'admin-case-documents',
      `select id, storage_key, original_name, content_type, size_bytes, created_at
       from application_document where application_id = $1 order by created_at, id`,
      [applicationId],
    );
  }

  history(applicationId: string) {
    return this.sql.query<{
      kind: string;
      actor: string | null;
      from_status: CaseStatus | null;
      to_status: CaseStatus | null;
      at: string;
    }>(
      'admin-case-history',
      `select kind, actor, from_status, to_status, at from case_history where application_id = $1 order by at, id`,
      [applicationId],
    );
  }

  notes(applicationId: string) {
    return this.sql.query<{ id: string; author: string; body: string; created_at: string }>(
      'admin-case-notes',
      `select id, author, body, created_at from case_note where application_id = $1 order by created_at, id`,
      [applicationId],
    );
  }
}
