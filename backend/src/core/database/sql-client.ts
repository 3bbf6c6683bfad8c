import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** The part of node-postgres' client used here. */
interface PgConnection {
  query(config: { name?: string; text: string; values?: unknown[] }): Promise<{ rows: unknown[] }>;
  /** Set by knex when the connection broke; the pool then drops it instead of lending it again. */
  __knex__disposed?: unknown;
}

interface KnexClient {
  acquireConnection(): Promise<PgConnection>;
  releaseConnection(connection: PgConnection): Promise<void>;
}

/** Something that runs named prepared statements: the client itself, or one of its transactions. */
export interface SqlRunner {
  /** `text` uses $1, $2, … placeholders; `name` must be unique per distinct text. */
  query<Row>(name: string, text: string, values: unknown[]): Promise<Row[]>;
}

/**
 * The one way to write SQL by hand (ADR 0021): named prepared statements on the ORM's own
 * connection pool. PostgreSQL parses such a statement once per connection (and may reuse its plan),
 * and the values travel apart from the text; MikroORM's `execute` escapes the values into the text
 * in JavaScript instead, so every call is a new text to parse and plan (scripts/bench/intake.ts).
 * A statement commits on its own; several statements that must commit together run in `transaction`.
 */
@Injectable()
export class SqlClient implements SqlRunner {
  constructor(private readonly em: EntityManager) {}

  private get pool(): KnexClient {
    return this.em.getKnex().client as KnexClient;
  }

  async query<Row>(name: string, text: string, values: unknown[]): Promise<Row[]> {
    const pool = this.pool;
    const connection = await pool.acquireConnection();
    try {
      const result = await connection.query({ name, text, values });
      return result.rows as Row[];
    } finally {
      await pool.releaseConnection(connection);
    }
  }

  /**
   * One unnamed statement: PostgreSQL plans it for these values on every call, where a named one
   * may settle on a generic plan after five calls. For statements whose best plan depends on the
   * values (a LIKE pattern's prefix, a status that is 1 % or 40 % of the rows), the admin list's.
   * Values still travel apart from the text.
   */
  async queryPlannedForValues<Row>(text: string, values: unknown[]): Promise<Row[]> {
    const pool = this.pool;
    const connection = await pool.acquireConnection();
    try {
      const result = await connection.query({ text, values });
      return result.rows as Row[];
    } finally {
      await pool.releaseConnection(connection);
    }
  }

  /**
   * Runs `fn`'s statements on one connection between BEGIN and COMMIT; any error rolls them all back
   * and is rethrown. Row locks (`for update`, `skip locked`) and `pg_advisory_xact_lock` last until
   * the end of it, as in any transaction.
   */
  async transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T> {
    const pool = this.pool;
    const connection = await pool.acquireConnection();
    let open = true;
    const tx: SqlRunner = {
      async query<Row>(name: string, text: string, values: unknown[]): Promise<Row[]> {
        if (!open) throw new Error(`Statement ${name} after the end of its transaction`);
        return (await connection.query({ name, text, values })).rows as Row[];
      },
    };
    try {
      await connection.query({ text: 'begin' });
      let result: T;
      try {
        result = await fn(tx);
      } catch (error) {
        open = false;
        try {
          await connection.query({ text: 'rollback' });
        } catch {
          // A connection that cannot roll back is not lent again.
          connection.__knex__disposed = 'rollback failed';
        }
        throw error;
      }
      open = false;
      await connection.query({ text: 'commit' });
      return result;
    } finally {
      await pool.releaseConnection(connection);
    }
  }
}
