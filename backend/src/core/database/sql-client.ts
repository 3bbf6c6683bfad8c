import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** The part of node-postgres' client used here. */
interface PgConnection {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * Named prepared statements on the ORM's own connection pool, for hot write paths. PostgreSQL
 * parses such a statement once per connection (and may reuse its plan), and the values travel
 * apart from the text; going through the ORM's query builder instead costs several times the CPU per request
 * (scripts/bench/intake.ts). Anything that is not on a hot path should use the EntityManager.
 */
@Injectable()
export class SqlClient {
  constructor(private readonly em: EntityManager) {}

  /** `text` uses $1, $2, … placeholders; `name` must be unique per distinct text. */
  async query<Row>(name: string, text: string, values: unknown[]): Promise<Row[]> {
    const client = this.em.getKnex().client as {
      acquireConnection(): Promise<PgConnection>;
      releaseConnection(connection: PgConnection): Promise<void>;
    };
    const connection = await client.acquireConnection();
    try {
      const result = await connection.query({ name, text, values });
      return result.rows as Row[];
    } finally {
      await client.releaseConnection(connection);
    }
  }
}
