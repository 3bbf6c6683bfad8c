/*
 * The admin list's statements as text and values, with no framework around them, so that the
 * repository runs them and scripts/bench/admin-search.ts explains them (EXPLAIN ANALYZE of the
 * very text the app sends).
 *
 * SPEC §5 search: a case-insensitive substring of the case number, the names, the e-mail or the
 * platform. Two parts (indexes: migration 20261130000000-search-indexes.ts):
 * - `person_search`, the names, e-mail and platform lower-cased and joined by a separator no one
 *   can type (chr(31), so a term never matches across two fields): its trigram index finds a rare
 *   term's few rows, and the list's two btree indexes carry it, so a common term is filtered in the
 *   index while the page is read newest first;
 * - the case number, `DR-<year>-<number>`: lower-cased, it holds only `d`, `r`, `-` and digits, so a
 *   term with any other character cannot match it and that part is left out; and `d` is only ever
 *   its first character, so a term starting with `d` can only match it as a prefix: a range scan of
 *   application_case_number_prefix_idx. Any other term (`000217`, `2026-00`) uses the trigram index
 *   application_case_number_search_idx.
 * A page is read in two steps: the ids of the page from the indexes alone (an index-only scan when
 * the planner walks the list's order), then those rows. The statements are planned for their values
 * on each call (SqlClient.queryPlannedForValues): which plan is best depends on the term.
 */
import type { CaseStatus } from '@reactivation/contracts';

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

export interface Statement {
  text: string;
  values: unknown[];
}

/** The names, e-mail and platform, lower-cased (a stored column). */
export const PERSON_SEARCH_TEXT = `person_search`;
/** The case number as application_case_number_search_idx and application_case_number_prefix_idx have it. */
export const CASE_NUMBER_SEARCH_TEXT = `lower(case_number)`;

/** `text` with LIKE's own wildcards taken literally. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Characters of a lower-cased case number (`dr-2026-000217`). */
const CASE_NUMBER_CHARS = /^[dr0-9-]+$/;

function termCondition(term: string, values: unknown[]): string {
  const param = (value: string) => {
    values.push(value);
    return `$${values.length}`;
  };
  if (!CASE_NUMBER_CHARS.test(term)) return `${PERSON_SEARCH_TEXT} like ${param(`%${likeLiteral(term)}%`)}`;
  if (!term.startsWith('d')) {
    const pattern = param(`%${likeLiteral(term)}%`);
    return `(${PERSON_SEARCH_TEXT} like ${pattern} or ${CASE_NUMBER_SEARCH_TEXT} like ${pattern})`;
  }
  // A case number's prefix: the prefix index's range. In the names and e-mails, `dr-` is rare but the
  // digits after it are everywhere (e-mail numbers), and the trigram index would intersect the digits'
  // long lists too: it is asked for the first three characters only, and strpos checks the whole term.
  // Written as the range text_pattern_ops answers (byte order), which the trigram index cannot: a
  // LIKE 'dr-2026-0001%' would let the planner pick the trigram index, as slow as before.
  const next = term.slice(0, -1) + String.fromCharCode(term.charCodeAt(term.length - 1) + 1);
  const from = param(term);
  const caseNumber = `(${CASE_NUMBER_SEARCH_TEXT} ~>=~ ${from} and ${CASE_NUMBER_SEARCH_TEXT} ~<~ ${param(next)})`;
  if (term.length <= 3) return `(${PERSON_SEARCH_TEXT} like ${param(`%${likeLiteral(term)}%`)} or ${caseNumber})`;
  const person = `${PERSON_SEARCH_TEXT} like ${param(`%${likeLiteral(term.slice(0, 3))}%`)} and strpos(${PERSON_SEARCH_TEXT}, ${from}) > 0`;
  return `((${person}) or ${caseNumber})`;
}

const OVERDUE = (threshold: string) => `(status = 'review_submitted' and created_at < ${threshold}::timestamptz)`;

function conditions(filter: ListFilter, part: ListPart, after: ListPosition | undefined, values: unknown[]): string[] {
  const found: string[] = [];
  if (filter.term) found.push(termCondition(filter.term, values));
  if (filter.status) {
    values.push(filter.status);
    found.push(`status = $${values.length}`);
  }
  if (filter.owner === 'none') found.push('owner_id is null');
  else if (filter.owner) {
    values.push(filter.owner.id);
    found.push(`owner_id = $${values.length}::uuid`);
  }
  if (part.part !== 'all') {
    values.push(part.overdueBefore);
    found.push(part.part === 'overdue' ? OVERDUE(`$${values.length}`) : `not ${OVERDUE(`$${values.length}`)}`);
  }
  if (after) {
    values.push(after.createdAt, after.id);
    found.push(`(created_at, id) < ($${values.length - 1}::timestamptz, $${values.length}::uuid)`);
  }
  return found;
}

const where = (found: string[]) => (found.length > 0 ? `where ${found.join(' and ')}` : '');

/**
 * Newest first, `limit` rows of `part` after `after` (keyset paging: no OFFSET, so page 1 000 costs what page 1 does).
 * `fewMatches`: the caller counted at most COUNT_CAP cases matching the filter. Then the matches are
 * found by their indexes and sorted (a materialized CTE keeps the planner from walking the list's
 * order instead): the planner's guess of how many rows a term matches is coarse, and walking the
 * whole list for the ten cases of a rare term read a hundred thousand index entries.
 */
export function pageStatement(
  columns: string,
  filter: ListFilter,
  part: ListPart,
  after: ListPosition | undefined,
  limit: number,
  fewMatches = false,
): Statement {
  const values: unknown[] = [];
  const found = conditions(filter, part, after, values);
  values.push(limit);
  const ids = fewMatches
    ? `matched as materialized (select id, created_at from application ${where(found)}),
       page as (
         select id as page_id, created_at as page_created_at from matched order by created_at desc, id desc limit $${values.length}
       )`
    : `page as (
         select id as page_id, created_at as page_created_at from application ${where(found)}
         order by created_at desc, id desc limit $${values.length}
       )`;
  return {
    text: `with ${ids}
       select ${columns} from page join application on application.id = page.page_id
       order by page.page_created_at desc, page.page_id desc`,
    values,
  };
}

/**
 * `limit` rows by appeal deadline, soonest first, cases without one last, then newest first; after
 * `after` by keyset on the same order (index application_appeal_due_idx). The column is named with
 * its table: the select list's `appeal_due_on` is its text (to_char), and ordering by that output
 * column sorted every matching row instead of reading the index in order.
 */
export function deadlinePageStatement(columns: string, filter: ListFilter, after: DeadlinePosition | undefined, limit: number): Statement {
  const values: unknown[] = [];
  const found = conditions(filter, { part: 'all' }, undefined, values);
  if (after) {
    values.push(after.createdAt, after.id);
    const older = `(created_at, id) < ($${values.length - 1}::timestamptz, $${values.length}::uuid)`;
    if (after.dueOn === null) found.push(`(appeal_due_on is null and ${older})`);
    else {
      values.push(after.dueOn);
      const due = `$${values.length}::date`;
      found.push(`(appeal_due_on > ${due} or appeal_due_on is null or (appeal_due_on = ${due} and ${older}))`);
    }
  }
  values.push(limit);
  return {
    text: `select ${columns} from application ${where(found)}
       order by application.appeal_due_on asc nulls last, created_at desc, id desc limit $${values.length}`,
    values,
  };
}

/** As `pageStatement` over every matching case, with each case's number of documents (the export's batches). */
export function exportBatchStatement(columns: string, filter: ListFilter, after: ListPosition | undefined, limit: number): Statement {
  const values: unknown[] = [];
  const found = conditions(filter, { part: 'all' }, after, values);
  values.push(limit);
  return {
    text: `select ${columns},
         (select count(*)::int from application_document d where d.application_id = application.id) as document_count
       from application ${where(found)} order by created_at desc, id desc limit $${values.length}`,
    values,
  };
}

/** How many cases match, counted up to COUNT_CAP + 1. */
export function countStatement(filter: ListFilter): Statement {
  const values: unknown[] = [];
  const found = conditions(filter, { part: 'all' }, undefined, values);
  return { text: `select count(*) from (select 1 from application ${where(found)} limit ${COUNT_CAP + 1}) matched`, values };
}
