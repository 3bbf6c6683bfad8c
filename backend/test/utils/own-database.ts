import { Client } from 'pg';
import { loadEnv } from '../../src/config/env';
import { migrate } from '../../src/database/database-setup';
import { TEST_POSTGRES_URL } from './test-env';

/**
 * A migrated database for one test file, for tests that must see only their own events: every
 * relay publishes all unpublished rows of its database, so the events another file left behind
 * (an app closed right after a burst of cases) would otherwise arrive first. The run's teardown
 * drops it with the run's database.
 */
export async function ownDatabase(purpose: string): Promise<string> {
  const run = process.env.RUN_DATABASE_NAME;
  if (!run) throw new Error('RUN_DATABASE_NAME is not set: run the tests through jest.int.config.js');
  const name = `${run}_${purpose}`;
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const admin = new Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  await migrate(loadEnv({ DATABASE_URL: url.toString(), NODE_ENV: 'test' }));
  return url.toString();
}
