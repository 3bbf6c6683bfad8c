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

/**
 * Entries of the list a search's guessed page reads at most, beside the search (AdminCaseListService.list):
 * a page of 26 from a term in one case in 400 or more.
 */
export const WALK_GUESS = 10_000;

/**
 * Whether a term may match more than COUNT_CAP cases, so the guess beside the search is worth its walk:
 * a name or a platform may; a term with a digit, "@" or "." (a case number, a phone, an e-mail) names
 * one client or a few, so the guess would be read and set aside, a wasted walk on the other connection.
 */
export const mayMatchMany = (term: string): boolean => !/[\d@.]/.test(term);

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

/**
 * How the term is looked for. `index`: by the trigram and prefix indexes (LIKE, which the trigram
 * index answers), for a search reading its matches by index; `walk`: the same test as plain
 * `strpos`, which no index answers, so the planner walks the list's order in an index-only scan of
 * application_created_at_idx or application_status_created_at_idx (they carry `person_search` and
 * the case number) and stops at the page's LIMIT; `strpos` also costs a third of what LIKE '%…%'
 * costs on each entry read.
 */
export type TermLookup = 'index' | 'walk';

/**
 * The trigram index's part of a long term: its first and last three characters (`%jam%yen%` for
 * `james.nguyen`). Every row holding the term holds both, so the index finds a superset of the
 * matches, and `strpos` keeps the term's; the index intersects two posting lists instead of ten,
 * and the lists of common trigrams (`ame`, `mes`) are the part of its work that grows with the table.
 */
function trigramPattern(term: string): string {
  return `%${likeLiteral(term.slice(0, 3))}%${likeLiteral(term.slice(-3))}%`;
}

/** A term this long is asked of the trigram index by its ends only (trigramPattern). */
const LONG_TERM = 8;

function termCondition(term: string, values: unknown[], lookup: TermLookup): string {
  const param = (value: string) => {
    values.push(value);
    return `$${values.length}`;
  };
  if (lookup === 'walk') {
    const found = param(term);
    const person = `strpos(${PERSON_SEARCH_TEXT}, ${found}) > 0`;
    if (!CASE_NUMBER_CHARS.test(term)) return person;
    if (!term.startsWith('d')) return `(${person} or strpos(${CASE_NUMBER_SEARCH_TEXT}, ${found}) > 0)`;
    const next = term.slice(0, -1) + String.fromCharCode(term.charCodeAt(term.length - 1) + 1);
    return `(${person} or (${CASE_NUMBER_SEARCH_TEXT} ~>=~ ${found} and ${CASE_NUMBER_SEARCH_TEXT} ~<~ ${param(next)}))`;
  }
  if (!CASE_NUMBER_CHARS.test(term)) {
    if (term.length < LONG_TERM) return `${PERSON_SEARCH_TEXT} like ${param(`%${likeLiteral(term)}%`)}`;
    return `(${PERSON_SEARCH_TEXT} like ${param(trigramPattern(term))} and strpos(${PERSON_SEARCH_TEXT}, ${param(term)}) > 0)`;
  }
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

function conditions(
  filter: ListFilter,
  part: ListPart,
  after: ListPosition | undefined,
  values: unknown[],
  lookup: TermLookup = 'index',
): string[] {
  const found: string[] = [];
  if (filter.term) found.push(termCondition(filter.term, values, lookup));
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
 * A term is looked for as `strpos` (TermLookup `walk`): this statement is for a filter without a
 * term, or a term matching more than COUNT_CAP cases (searchPageStatement said so). Such a term is
 * in one case in N/COUNT_CAP or more, so walking the list's order in an index-only scan reads
 * `limit` × N / matches entries (under 26 000 for a page of 26 at a million cases, whatever the size when
 * the share stays) and stops; the trigram index would read every match from the table and sort them.
 * `walkAtMost`: read at most that many entries of the part (the term tested on each), so the page may
 * come back short though the part holds more matches: the search's guess, sent beside its count
 * (AdminCaseListService), which a short answer sends back to the unbounded walk.
 */
export function pageStatement(
  columns: string,
  filter: ListFilter,
  part: ListPart,
  after: ListPosition | undefined,
  limit: number,
  walkAtMost?: number,
): Statement {
  const values: unknown[] = [];
  if (walkAtMost !== undefined && filter.term) {
    // At most `walkAtMost` entries of the part, in the list's order; the term tested on each.
    const found = conditions({ ...filter, term: undefined }, part, after, values);
    const hit = termCondition(filter.term, values, 'walk');
    values.push(walkAtMost, limit);
    return {
      text: `with page as (
         select id as page_id, created_at as page_created_at from (
           select id, created_at, ${hit} as hit from application ${where(found)}
           order by created_at desc, id desc limit $${values.length - 1}
         ) walked where hit limit $${values.length}
       )
       select ${columns} from page join application on application.id = page.page_id
       order by page.page_created_at desc, page.page_id desc`,
      values,
    };
  }
  const found = conditions(filter, part, after, values, 'walk');
  values.push(limit);
  return {
    text: `with page as (
         select id as page_id, created_at as page_created_at from application ${where(found)}
         order by created_at desc, id desc limit $${values.length}
       )
       select ${columns} from page join application on application.id = page.page_id
       order by page.page_created_at desc, page.page_id desc`,
    values,
  };
}

/** Where a search's page starts: after the last row of the overdue part or of the rest (the list's cursor). */
export interface SearchAfter {
  part: 'overdue' | 'rest';
  position: ListPosition;
}

/**
 * A search (`filter.term` set) in one statement: its matches from the indexes (the trigram index,
 * the case number's prefix range), up to COUNT_CAP + 1 of them, counted (`matched_count`); when
 * there are at most COUNT_CAP, the page too: the overdue part first, then the rest, each newest
 * first, after `after`, `limit` rows joined to their columns (`page_overdue` says the part). When
 * there are more, no page (`matched_count` alone, in a row whose columns are null) and the caller
 * reads it with pageStatement, walking the list's order. Reading the matches once replaces a count
 * and two page statements that each asked the trigram index again.
 */
export function searchPageStatement(
  columns: string,
  filter: ListFilter,
  overdueBefore: string,
  after: SearchAfter | undefined,
  limit: number,
): Statement {
  const values: unknown[] = [];
  const found = conditions(filter, { part: 'all' }, undefined, values);
  values.push(overdueBefore);
  const overdue = OVERDUE(`$${values.length}`);
  let from = '';
  if (after) {
    values.push(after.position.createdAt, after.position.id);
    const older = `(created_at, id) < ($${values.length - 1}::timestamptz, $${values.length}::uuid)`;
    from = after.part === 'overdue' ? `and ((overdue and ${older}) or not overdue)` : `and not overdue and ${older}`;
  }
  values.push(limit);
  return {
    text: `with matched as materialized (
         select id, created_at, ${overdue} as overdue from application ${where(found)} limit ${COUNT_CAP + 1}
       ),
       counted as (select count(*)::int as matched_count from matched),
       page as (
         select id as page_id, created_at as page_created_at, overdue as page_overdue from matched
         where (select matched_count from counted) <= ${COUNT_CAP} ${from}
         order by overdue desc, created_at desc, id desc limit $${values.length}
       )
       select counted.matched_count, page.page_overdue, ${columns}
       from counted left join (page join application on application.id = page.page_id) on true
       order by page.page_overdue desc, page.page_created_at desc, page.page_id desc`,
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
