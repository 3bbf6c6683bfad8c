import { rm } from 'node:fs/promises';
import { Client } from 'pg';
import { POSTGRES_BASE, runNames } from './run';

/** Drops the database and data folder the browser tests' server used. */
export default async function globalTeardown(): Promise<void> {
  const { database, dataDir } = runNames();
  const admin = new Client({ connectionString: `${POSTGRES_BASE}/postgres` });
  await admin.connect();
  await admin.query(`drop database if exists "${database}" with (force)`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
}
