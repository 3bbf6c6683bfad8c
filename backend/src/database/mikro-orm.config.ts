import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { MIGRATIONS } from './migrations';
import type { Env } from '../config/env';

/**
 * MikroORM is the connection pool (SqlClient borrows its connections), the migrator and the health
 * check's ping, with no entities: SQL is hand-written (ADR 0021), and the schema changes only
 * through the hand-written migrations, never by sync (see the ADR on what MikroORM is for here).
 */
export function mikroOrmOptions(env: Env, use: 'app' | 'migrations' = 'app'): Options {
  return defineConfig({
    clientUrl: env.DATABASE_URL,
    pool: { min: 0, max: env.DATABASE_POOL_MAX },
    driverOptions: {
      // Waiting for a pool slot, opening a connection included: a query fails instead of queueing forever.
      acquireConnectionTimeout: env.DATABASE_ACQUIRE_TIMEOUT_MS,
      // The server cancels a runaway statement; migrations (an index on a big table) may take longer.
      connection: { statement_timeout: use === 'migrations' ? 0 : env.DATABASE_STATEMENT_TIMEOUT_MS },
    },
    extensions: [Migrator],
    migrations: { migrationsList: MIGRATIONS, transactional: true, allOrNothing: true, snapshot: false },
    forceUtcTimezone: true,
    allowGlobalContext: false,
    entities: [],
    discovery: { warnWhenNoEntities: false },
    debug: false,
  });
}
