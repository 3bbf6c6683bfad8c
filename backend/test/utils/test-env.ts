import { randomUUID } from 'node:crypto';

/** Where the tests find PostgreSQL and Redis: the environment, else the services of this machine. */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The database of this run, made by global-setup. */
export function runDatabaseUrl(): string {
  const url = process.env.RUN_DATABASE_URL;
  if (!url) throw new Error('RUN_DATABASE_URL is not set: run the tests through jest.int.config.js');
  return url;
}

/** A Redis key prefix of its own for each app a test starts, so runs and files never share keys. */
export function uniqueRedisPrefix(): string {
  return `test-${randomUUID().slice(0, 8)}`;
}
