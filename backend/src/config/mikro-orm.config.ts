import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { MIGRATIONS } from '../database/migrations';
import type { Env } from './env';

/**
 * Entities come from each module's `MikroOrmModule.forFeature` (autoLoadEntities), so a module
 * owns its tables. The schema changes only through the hand-written migrations, never by sync.
 */
export function mikroOrmOptions(env: Env): Options {
  return defineConfig({
    clientUrl: env.DATABASE_URL,
    pool: { min: 0, max: env.DATABASE_POOL_MAX },
    extensions: [Migrator],
    migrations: { migrationsList: MIGRATIONS, transactional: true, allOrNothing: true, snapshot: false },
    forceUtcTimezone: true,
    allowGlobalContext: false,
    discovery: { warnWhenNoEntities: false },
    debug: false,
  });
}
