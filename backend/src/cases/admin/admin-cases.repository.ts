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
}

/** Where a page ends: the last row's creation time (PostgreSQL's text, to the microsecond) and id. */
export interface ListPosition {
  createdAt: string;
  id: string;
}

/** A LIKE pattern matching `term` anywhere, with LIKE's own wildcards taken literally. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function whereClause(filter: ListFilter, after: ListPosition | undefined, values: unknown[]): string {
  const conditions: string[] = [];
  if (filter.term) {
    values.push(containsPattern(filter.term));
    conditions.push(`${SEARCH_TEXT} like $${values.length}`);
  }
  if (filter.status) {
    values.push(filter.status);
    conditions.push(`status = $${values.length}`);
  }
  if (after) {
    values.push(after.createdAt, after.id);
    conditions.push(`(created_at, id) < ($${values.length - 1}::timestamptz, $${values.length}::uuid)`);
  }
  return conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
}

/** A statement name per query shape, so each shape is prepared once per connection. */
function shapeName(prefix: string, filter: ListFilter, after?: ListPosition): string {
  return `${prefix}-${filter.term ? 'q' : ''}${filter.status ? 's' : ''}${after ? 'c' : ''}`;
}

/** Reads for the admin list and counters. Writes of the workflow live in case-workflow.repository.ts. */
@Injectable()
export class AdminCasesRepository {
  constructor(private readonly sql: SqlClient) {}

  /** Newest first, `limit` rows after `after` (keyset paging: no OFFSET, so page 1 000 costs what page 1 does). */
  page(filter: ListFilter, after: ListPosition | undefined, limit: number): Promise<AdminCaseRow[]> {
    const values: unknown[] = [];
    const where = whereClause(filter, after, values);
    values.push(limit);
    return this.sql.query<AdminCaseRow>(
      shapeName('admin-page', filter, after),
      `select ${ADMIN_CASE_COLUMNS} from application ${where} order by created_at desc, id desc limit $${values.length}`,
      values,
    );
  }

  /** How many cases match, counted up to COUNT_CAP + 1. */
  async count(filter: ListFilter): Promise<number> {
    const values: unknown[] = [];
    const where = whereClause(filter, undefined, values);
    const rows = await this.sql.query<{ count: string }>(
      shapeName('admin-count', filter),
      `select count(*) from (select 1 from application ${where} limit ${COUNT_CAP + 1}) matched`,
      values,
    );
    return Number(rows[0]?.count ?? 0);
  }

  async stats(): Promise<{ total: number; new: number; paid: number }> {
    const rows = await this.sql.query<{ total: string; new: string; paid: string }>(
      'admin-stats',
      `select count(*) as total,
         count(*) filter (where status = 'review_submitted') as new,
         count(*) filter (where status = any($1::text[])) as paid
       from application`,
      [PAID_STATUSES],
    );
    const row = rows[0];
    return { total: Number(row?.total ?? 0), new: Number(row?.new ?? 0), paid: Number(row?.paid ?? 0) };
  }

  async findById(id: string): Promise<AdminCaseRow | null> {
    const rows = await this.sql.query<AdminCaseRow>('admin-case', `select ${ADMIN_CASE_COLUMNS} from application where id = $1`, [
      id,
    ]);
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

  sentEmails(applicationId: string) {
    return this.sql.query<{ template: string; to_address: string; sent_at: string }>(
      'admin-case-emails',
      `select template, to_address, sent_at from email_delivery
       where application_id = $1 and status = 'sent' order by sent_at`,
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
