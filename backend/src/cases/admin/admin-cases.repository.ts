import { Injectable } from '@nestjs/common';
import { PAID_STATUSES, type CaseStatus } from '@reactivation/contracts';
import { SqlClient } from '../../core/database/sql-client';
import { ADMIN_CASE_COLUMNS, type AdminCaseRow } from './admin-case-row';
import {
  countStatement,
  deadlinePageStatement,
  exportBatchStatement,
  pageStatement,
  searchPageStatement,
  type DeadlinePosition,
  type ListFilter,
  type ListPart,
  type ListPosition,
  type SearchAfter,
} from './admin-list-sql';

export { COUNT_CAP, mayMatchMany, WALK_GUESS, type DeadlinePosition, type ListFilter, type ListPart, type ListPosition, type SearchAfter } from './admin-list-sql';

/** A search's matches counted up to COUNT_CAP + 1, and its page when there were at most COUNT_CAP. */
export interface SearchPage {
  matched: number;
  rows: Array<{ part: 'overdue' | 'rest'; row: AdminCaseRow }>;
}

/**
 * Reads for the admin list and counters. Writes of the workflow live in case-workflow.repository.ts.
 * The list's statements (admin-list-sql.ts) are planned for their values on each call: a named
 * statement's generic plan cannot use a LIKE pattern's prefix, nor tell a rare term from a common one.
 */
@Injectable()
export class AdminCasesRepository {
  constructor(private readonly sql: SqlClient) {}

  /** Newest first, `limit` rows of `part` after `after`, walking the list's order, over at most `walkAtMost` entries if given (admin-list-sql.ts pageStatement). */
  page(filter: ListFilter, part: ListPart, after: ListPosition | undefined, limit: number, walkAtMost?: number): Promise<AdminCaseRow[]> {
    const { text, values } = pageStatement(ADMIN_CASE_COLUMNS, filter, part, after, limit, walkAtMost);
    return this.sql.queryPlannedForValues<AdminCaseRow>(text, values);
  }

  /**
   * A search's matches read by the indexes, counted up to COUNT_CAP + 1, with the page when there
   * are at most COUNT_CAP (admin-list-sql.ts searchPageStatement): one statement.
   */
  async searchPage(filter: ListFilter, overdueBefore: string, after: SearchAfter | undefined, limit: number): Promise<SearchPage> {
    const { text, values } = searchPageStatement(ADMIN_CASE_COLUMNS, filter, overdueBefore, after, limit);
    const found = await this.sql.queryPlannedForValues<AdminCaseRow & { matched_count: number; page_overdue: boolean | null }>(text, values);
    const rows = found
      .filter((row) => row.page_overdue !== null)
      .map(({ matched_count: _count, page_overdue, ...row }) => ({ part: page_overdue ? ('overdue' as const) : ('rest' as const), row }));
    return { matched: found[0]?.matched_count ?? 0, rows };
  }

  /**
   * `limit` rows by appeal deadline, soonest first, cases without one last, then newest first; after
   * `after` by keyset on the same order (index application_appeal_due_idx).
   */
  pageByDeadline(filter: ListFilter, after: DeadlinePosition | undefined, limit: number): Promise<AdminCaseRow[]> {
    const { text, values } = deadlinePageStatement(ADMIN_CASE_COLUMNS, filter, after, limit);
    return this.sql.queryPlannedForValues<AdminCaseRow>(text, values);
  }

  /** As `page` over every matching case, with each case's number of documents (the export's batches). */
  exportBatch(filter: ListFilter, after: ListPosition | undefined, limit: number): Promise<Array<AdminCaseRow & { document_count: number }>> {
    const { text, values } = exportBatchStatement(ADMIN_CASE_COLUMNS, filter, after, limit);
    return this.sql.queryPlannedForValues(text, values);
  }

  /** How many cases match, counted up to COUNT_CAP + 1. */
  async count(filter: ListFilter): Promise<number> {
    const { text, values } = countStatement(filter);
    const rows = await this.sql.queryPlannedForValues<{ count: string }>(text, values);
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
