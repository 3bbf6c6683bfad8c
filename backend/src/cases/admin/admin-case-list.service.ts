import { HttpStatus, Injectable } from '@nestjs/common';
import {
  ADMIN_PAGE_SIZE_DEFAULT,
  type AdminApplication,
  type AdminExportQuery,
  type AdminListQuery,
  type AdminStats,
} from '@reactivation/contracts';
import { ApiException } from '../../core/http/api.exception';
import type { AdminCaseRow } from './admin-case-row';
import { AdminCasesRepository, COUNT_CAP, mayMatchMany, WALK_GUESS, type DeadlinePosition, type ListFilter, type ListPosition } from './admin-cases.repository';
import { csvHeader, csvRows } from './cases-csv';
import { CaseRowPresenter } from './case-row-presenter';
import { CaseWorkflowRepository } from './case-workflow.repository';
import { ReviewDeadlines } from './review-deadlines';

/** A page of the admin list, with what the controller turns into headers. */
export interface AdminCasePage {
  items: AdminApplication[];
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
}

/** Who is asking: "мои дела" are theirs. */
export interface ListViewer {
  id: string;
  username: string;
}

/** Rows per statement of the export: memory stays at one batch whatever the list's size. */
export const EXPORT_BATCH = 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Where the next page starts: the part of the list, the overdue bound the first page used, the last row. */
interface ListCursor {
  part: 'overdue' | 'rest';
  overdueBefore: string;
  position: ListPosition;
}

function encodeCursor(cursor: ListCursor): string {
  const text = `${cursor.part}|${cursor.overdueBefore}|${cursor.position.createdAt}|${cursor.position.id}`;
  return Buffer.from(text).toString('base64url');
}

function decodeCursor(cursor: string): ListCursor {
  const [part, overdueBefore, createdAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (
    (part !== 'overdue' && part !== 'rest') ||
    !overdueBefore ||
    !ISO_TIME.test(overdueBefore) ||
    !createdAt ||
    !id ||
    !UUID.test(id) ||
    !/^[\d\-: .+]{10,40}$/.test(createdAt) ||
    Number.isNaN(new Date(createdAt).getTime())
  ) {
    throw new ApiException(HttpStatus.BAD_REQUEST, 'request.invalid', { cursor: 'field.invalid' });
  }
  return { part, overdueBefore, position: { createdAt, id } };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function encodeDeadlineCursor(position: DeadlinePosition): string {
  return Buffer.from(`deadline|${position.dueOn ?? '-'}|${position.createdAt}|${position.id}`).toString('base64url');
}

function decodeDeadlineCursor(cursor: string): DeadlinePosition {
  const [part, dueOn, createdAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (
    part !== 'deadline' ||
    !dueOn ||
    (dueOn !== '-' && !DAY.test(dueOn)) ||
    !createdAt ||
    !/^[\d\-: .+]{10,40}$/.test(createdAt) ||
    Number.isNaN(new Date(createdAt).getTime()) ||
    !id ||
    !UUID.test(id)
  ) {
    throw new ApiException(HttpStatus.BAD_REQUEST, 'request.invalid', { cursor: 'field.invalid' });
  }
  return { dueOn: dueOn === '-' ? null : dueOn, createdAt, id };
}

function listFilter(query: Pick<AdminListQuery, 'q' | 'status' | 'owner'>, viewer: ListViewer): ListFilter {
  const owner = query.owner === 'me' ? { id: viewer.id } : query.owner === 'none' ? 'none' : query.owner ? { id: query.owner } : undefined;
  return { term: query.q ? query.q.toLowerCase() : undefined, status: query.status, owner };
}

/**
 * The back office's list of cases: new cases past their review deadline first, then the rest,
 * each newest first (or, asked, by appeal deadline); filtered by search, status and owner; counted; exported as CSV.
 */
@Injectable()
export class AdminCaseListService {
  constructor(
    private readonly reads: AdminCasesRepository,
    private readonly workflow: CaseWorkflowRepository,
    private readonly presenter: CaseRowPresenter,
    private readonly deadlines: ReviewDeadlines,
  ) {}

  async list(query: AdminListQuery, viewer: ListViewer): Promise<AdminCasePage> {
    if (query.sort === 'deadline') return this.listByDeadline(query, viewer);
    const filter = listFilter(query, viewer);
    const limit = query.limit ?? ADMIN_PAGE_SIZE_DEFAULT;
    const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
    // Later pages keep the first page's bound, so a case turning overdue meanwhile neither repeats nor goes missing.
    const overdueBefore = cursor?.overdueBefore ?? this.deadlines.overdueBefore(new Date()).toISOString();
    const viewing = this.presenter.view(new Date(overdueBefore));
    viewing.catch(() => undefined); // awaited below; a failed read must not leave its rejection unhandled meanwhile
    let rows: Array<{ part: 'overdue' | 'rest'; row: AdminCaseRow }>;
    let counted: number;
    if (filter.term) {
      // A search reads its matches by the indexes, up to COUNT_CAP + 1, counted, with the page when
      // that is all of them; a term matching more is read by walking the list's order. Beside the
      // search, on another connection, the first part's walk over at most WALK_GUESS entries: a term
      // matching more than COUNT_CAP cases usually fills the page there, so its page costs no second
      // wait; when it comes back short (or the term was rare) it is set aside.
      const first = this.firstPart(filter, cursor);
      const guess = mayMatchMany(filter.term)
        ? this.reads.page(filter, { part: first.part, overdueBefore }, first.after, limit + 1, WALK_GUESS)
        : Promise.resolve([]);
      guess.catch(() => undefined); // awaited only for a common term; a failure then reads the page again below
      const search = await this.reads.searchPage(filter, overdueBefore, cursor && { part: cursor.part, position: cursor.position }, limit + 1);
      counted = search.matched;
      if (counted <= COUNT_CAP) rows = search.rows;
      else {
        const guessed = await guess.catch(() => []);
        rows =
          guessed.length > limit
            ? guessed.map((row) => ({ part: first.part, row }))
            : await this.rowsOfPage(filter, cursor, overdueBefore, limit + 1);
      }
    } else {
      [rows, counted] = await Promise.all([this.rowsOfPage(filter, cursor, overdueBefore, limit + 1), this.reads.count(filter)]);
    }
    const view = await viewing;
    const pageRows = rows.slice(0, limit);
    const last = pageRows.at(-1);
    return {
      items: pageRows.map(({ row }) => this.presenter.present(row, view)),
      total: Math.min(counted, COUNT_CAP),
      totalCapped: counted > COUNT_CAP,
      nextCursor:
        rows.length > limit && last
          ? encodeCursor({ part: last.part, overdueBefore, position: { createdAt: last.row.created_at, id: last.row.id } })
          : null,
    };
  }

  /** The list by appeal deadline, soonest first: one part, paged by keyset on (deadline, creation, id). */
  private async listByDeadline(query: AdminListQuery, viewer: ListViewer): Promise<AdminCasePage> {
    const filter = listFilter(query, viewer);
    const limit = query.limit ?? ADMIN_PAGE_SIZE_DEFAULT;
    const after = query.cursor ? decodeDeadlineCursor(query.cursor) : undefined;
    const [rows, counted, view] = await Promise.all([
      this.reads.pageByDeadline(filter, after, limit + 1),
      this.reads.count(filter),
      this.presenter.view(this.deadlines.overdueBefore(new Date())),
    ]);
    const pageRows = rows.slice(0, limit);
    const last = pageRows.at(-1);
    return {
      items: pageRows.map((row) => this.presenter.present(row, view)),
      total: Math.min(counted, COUNT_CAP),
      totalCapped: counted > COUNT_CAP,
      nextCursor: rows.length > limit && last ? encodeDeadlineCursor({ dueOn: last.appeal_due_on, createdAt: last.created_at, id: last.id }) : null,
    };
  }

  /** The part of the list a page starts in, and after which row. */
  private firstPart(filter: ListFilter, cursor: ListCursor | undefined): { part: 'overdue' | 'rest'; after: ListPosition | undefined } {
    const overdueCanMatch = !filter.status || filter.status === 'review_submitted';
    if ((cursor?.part ?? 'overdue') === 'overdue' && overdueCanMatch) return { part: 'overdue', after: cursor?.position };
    return { part: 'rest', after: cursor?.part === 'rest' ? cursor.position : undefined };
  }

  /** Up to `wanted` rows from where the cursor left off: the overdue part first, then the rest from its top. */
  private async rowsOfPage(
    filter: ListFilter,
    cursor: ListCursor | undefined,
    overdueBefore: string,
    wanted: number,
  ): Promise<Array<{ part: 'overdue' | 'rest'; row: AdminCaseRow }>> {
    const rows: Array<{ part: 'overdue' | 'rest'; row: AdminCaseRow }> = [];
    const first = this.firstPart(filter, cursor);
    if (first.part === 'overdue') {
      const overdue = await this.reads.page(filter, { part: 'overdue', overdueBefore }, first.after, wanted);
      rows.push(...overdue.map((row) => ({ part: 'overdue' as const, row })));
      if (rows.length >= wanted) return rows;
    }
    const restAfter = first.part === 'rest' ? first.after : undefined;
    const rest = await this.reads.page(filter, { part: 'rest', overdueBefore }, restAfter, wanted - rows.length);
    rows.push(...rest.map((row) => ({ part: 'rest' as const, row })));
    return rows;
  }

  async stats(): Promise<AdminStats> {
    const counts = await this.reads.stats(this.deadlines.overdueBefore(new Date()));
    return { ...counts, businessHours: this.deadlines.view() };
  }

  /**
   * The CSV of every case the filter matches, newest first, as chunks: the header, then one chunk
   * per batch of EXPORT_BATCH rows read by keyset, so memory holds one batch whatever the size.
   * The export is in the audit log before the first row is read.
   */
  async *exportCsv(query: AdminExportQuery, viewer: ListViewer): AsyncGenerator<string> {
    const filter = listFilter(query, viewer);
    await this.workflow.recordExport(viewer.username, {
      ...(query.q ? { q: query.q } : {}),
      ...(query.status ? { status: query.status } : {}),
      ...(query.owner ? { owner: query.owner === 'me' ? viewer.id : query.owner } : {}),
    });
    const view = await this.presenter.view();
    yield csvHeader();
    let after: ListPosition | undefined;
    for (;;) {
      const batch = await this.reads.exportBatch(filter, after, EXPORT_BATCH);
      if (batch.length === 0) return;
      yield csvRows(batch.map((row) => ({ ...this.presenter.present(row, view), documentCount: row.document_count })));
      if (batch.length < EXPORT_BATCH) return;
      const last = batch.at(-1)!;
      after = { createdAt: last.created_at, id: last.id };
    }
  }
}
