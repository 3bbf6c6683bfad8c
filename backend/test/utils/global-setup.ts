import { Client } from 'pg';
import { loadEnv } from '../../src/config/env';
import { migrate } from '../../src/database/database-setup';
import { TEST_POSTGRES_URL } from './test-env';

/** Makes a database for this run and migrates it; every test file of the run uses it. */
export default async function globalSetup(): Promise<void> {
  const name = `reactivation_test_${Date.now()}_${process.pid}`;
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const admin = new Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  process.env.RUN_DATABASE_URL = url.toString();
  process.env.RUN_DATABASE_NAME = name;
  await migrate(loadEnv({ DATABASE_URL: url.toString(), NODE_ENV: 'test' }));
}
