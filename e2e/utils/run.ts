import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';

/**
 * What the browser tests share with the server they run against. The config sets E2E_RUN_ID
 * once in the main process; workers inherit it, so every process derives the same names.
 */
export function runNames() {
  const id = process.env.E2E_RUN_ID;
  if (!id) throw new Error('E2E_RUN_ID is not set: run the tests through playwright.config.ts');
  return {
    database: `reactivation_e2e_${id}`,
    dataDir: `/tmp/reactivation-e2e-${id}`,
    mailbox: `/tmp/reactivation-e2e-${id}/mailbox`,
    redisPrefix: `e2e-${id}`,
  };
}

export const POSTGRES_BASE = process.env.TEST_POSTGRES_BASE ?? 'postgres://postgres@127.0.0.1:5432';
export const STAFF_EMAIL = 'staff@e2e.test';
/**
 * The support contacts the server runs with (SUPPORT_EMAIL / SUPPORT_PHONE), on purpose not the
 * defaults, so a page that showed a value from anywhere but the environment would be caught.
 */
export const E2E_SUPPORT = { email: 'help@support-e2e.test', phone: '+1 (555) 013-4477', tel: '+15550134477' } as const;
/** The staff account the server seeds at boot (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e staff password 2026' } as const;

export interface DeliveredMail {
  to: string[];
  subject: string;
  text: string;
}

/** E-mails the server has delivered so far to `address`. */
export function mailsTo(address: string): DeliveredMail[] {
  const dir = runNames().mailbox;
  let files: string[] = [];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  return files
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as DeliveredMail)
    .filter((mail) => mail.to.includes(address));
}

/** One query against the server's database. */
export async function query<Row>(sql: string, params: unknown[] = []): Promise<Row[]> {
  const client = new Client({ connectionString: `${POSTGRES_BASE}/${runNames().database}` });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as Row[];
  } finally {
    await client.end();
  }
}
