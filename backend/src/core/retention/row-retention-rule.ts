import type { SqlClient } from '../database/sql-client';
import type { RetentionCounts, RetentionPeriod, RetentionRule } from './retention-rule';

/** Rules that delete rows of one table with one statement per batch: the rows older than `cutoff`, `limit` at a time. */
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
