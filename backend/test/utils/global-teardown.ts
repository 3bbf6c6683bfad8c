import { Client } from 'pg';
import { TEST_POSTGRES_URL } from './test-env';

/** Drops the run's database and the ones test files made for themselves (own-database.ts). */
export default async function globalTeardown(): Promise<void> {
  const name = process.env.RUN_DATABASE_NAME;
  if (!name) return;
  const admin = new Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${name}\\_%`]);
  for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}
