import { Client } from 'pg';
import { TEST_POSTGRES_URL } from './test-env';

/** Drops the run's database. */
export default async function globalTeardown(): Promise<void> {
  const name = process.env.RUN_DATABASE_NAME;
  if (!name) return;
  const admin = new Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}
