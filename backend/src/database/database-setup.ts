import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { mikroOrmOptions } from './mikro-orm.config';
import type { Env } from '../config/env';

const INVALID_CATALOG_NAME = '3D000';

/** Creates the database named in DATABASE_URL when the server has no such database yet. */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return;
  } catch (error) {
    if ((error as { code?: string }).code !== INVALID_CATALOG_NAME) throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const adminClient = new Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
  await adminClient.connect();
  try {
    await adminClient.query(`create database "${name.replaceAll('"', '""')}"`);
  } catch (error) {
    // Another process may have created it a moment ago.
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await adminClient.end();
  }
}

/** Any fixed number: the key of the advisory lock that lets one process migrate at a time. */
const MIGRATION_LOCK = 7_243_001;

/**
 * Applies pending migrations; returns their names. Instances that boot together wait for each
 * other on an advisory lock instead of racing on the same migration.
 */
export async function migrate(env: Env): Promise<string[]> {
  await ensureDatabase(env.DATABASE_URL);
  const lock = new Client({ connectionString: env.DATABASE_URL });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const orm = await MikroORM.init(mikroOrmOptions(env, 'migrations'));
    try {
      const applied = await orm.getMigrator().up();
      return applied.map((migration) => migration.name);
    } finally {
      await orm.close(true);
    }
  } finally {
    await lock.end(); // ending the session releases the lock
  }
}
