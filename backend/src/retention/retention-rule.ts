import type { SqlClient } from '../core/database/sql-client';

/** The privacy page's periods (SPEC §9), the operational one, each a setting, and unfinished forms' (DRAFT_TTL_DAYS, 7). */
export type RetentionPeriod = 'caseFiles' | 'communications' | 'usageData' | 'operations' | 'drafts';

/** What a rule found or removed, by kind ("cases", "documents" …): counts only, never contents. */
export type RetentionCounts = Record<string, number>;

/**
 * Deletes one kind of data once it is older than its period. Each rule lives with the module that
 * owns the data; the retention module runs them all. `purge` removes at most `limit` of its main kind
 * per call and is called again while it removes that many.
 */
export interface RetentionRule {
  readonly name: string;
  readonly period: RetentionPeriod;
  /** What `purge` would remove, everything older than `cutoff`. */
  count(cutoff: Date): Promise<RetentionCounts>;
  /** Removes one batch; `removed` is the number of the main kind, compared with `limit` to go on. */
  purge(cutoff: Date, limit: number): Promise<{ removed: number; counts: RetentionCounts }>;
}

/** Rules that delete rows with one statement per batch: the rows older than `cutoff`, `limit` at a time. */
export abstract class RowRetentionRule implements RetentionRule {
  abstract readonly name: string;
  abstract readonly period: RetentionPeriod;
  /** The table, and the condition naming its old rows with `$1` for the cutoff. */
  protected abstract readonly table: string;
  protected abstract readonly oldRows: string;

  constructor(private readonly sql: SqlClient) {}

  async count(cutoff: Date): Promise<RetentionCounts> {
    const [row] = await this.sql.query<{ n: number }>(
      `retention-count-${this.table}`,
      `select count(*)::int as n from ${this.table} where ${this.oldRows}`,
      [cutoff],
    );
    return { [this.name]: row?.n ?? 0 };
  }

  async purge(cutoff: Date, limit: number): Promise<{ removed: number; counts: RetentionCounts }> {
    const deleted = await this.sql.query<{ n: number }>(
      `retention-purge-${this.table}`,
      `with gone as (
         delete from ${this.table} where ctid in (select ctid from ${this.table} where ${this.oldRows} limit $2 for update skip locked)
         returning 1
       ) select count(*)::int as n from gone`,
      [cutoff, limit],
    );
    const removed = deleted[0]?.n ?? 0;
    return { removed, counts: { [this.name]: removed } };
  }
}
