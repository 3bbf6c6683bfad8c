import { appendFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import request from 'supertest';
import { eventually } from '../utils/eventually';
import type { RedisProcess } from '../utils/redis-process';
import { startTestApp, type TestApp } from '../utils/test-app';

/** The app under attack, with every log line it writes kept, and the secrets it handed out. */
export interface SecurityApp extends TestApp {
  /** Every log line written so far (JSON, one per entry). */
  logs: string[];
  /** Tokens, links and secrets the tests saw; none of them may appear in `logs`. */
  secrets: Set<string>;
}

/**
 * Starts the whole app as an attacker meets it: the limits at their shipped defaults unless a test
 * says otherwise (startTestApp raises some for the other suites), and the logs at `debug`, kept.
 */
export async function startSecurityApp(overrides: Record<string, string> = {}): Promise<SecurityApp> {
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) logs.push(line);
      done();
    },
  });
  const app = await startTestApp(
    {
      LOG_LEVEL: 'debug',
      RATE_LIMIT_PUBLIC_WRITES: '10',
      RATE_LIMIT_PUBLIC_WRITES_TOTAL: '30',
      ADMIN_LOGIN_PER_IP_PER_MINUTE: '10',
      ...overrides,
    },
    { logs: sink },
  );
  return Object.assign(app, { logs, secrets: new Set<string>() });
}

/** What a token looks like wherever it appears, for tokens no test handed to `secrets`. */
const TOKEN_SHAPES = [
  /\/(?:payment|case|case-status|drafts)\/+[\w%-]{20,}/i, // a payment, status or draft link's token in a path, any case
  /eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]{10,}/, // a staff token
  /_secret_[\w-]{10,}/, // a card client secret
];

/** The log lines that hold any secret the tests saw, or anything shaped like a token (should be none). */
export function leakedSecrets(app: SecurityApp): string[] {
  const secrets = [...app.secrets].filter((secret) => secret.length >= 16);
  return app.logs.filter(
    (line) => secrets.some((secret) => line.includes(secret)) || TOKEN_SHAPES.some((shape) => shape.test(line)),
  );
}

/** One line of the attack table: what was tried, how often, how much was refused and how much got stored. */
export interface AttackCount {
  attack: string;
  attempts: number;
  refused: number;
  stored: number;
}

/**
 * Appends an attack's counts to the file named by SECURITY_REPORT (JSON lines), when set, so a
 * run can print the table of attacks tried. The tests assert the same numbers.
 */
export function report(count: AttackCount): void {
  const file = process.env.SECURITY_REPORT;
  if (file) appendFileSync(file, `${JSON.stringify(count)}\n`);
}

/** A header that makes the request come from `ip`, as a trusted proxy on loopback would say (TRUST_PROXY=loopback). */
export const from = (ip: string) => ({ 'X-Forwarded-For': ip });

/**
 * Brings a killed Redis back and waits until the app works with it again (ready, and every event
 * published), so that closing the app does not meet its queue connections half-way through reconnecting.
 */
export async function restoreRedis(app: SecurityApp, redis: RedisProcess): Promise<void> {
  await redis.start();
  await eventually(async () => {
    await request(app.url).get('/api/health/ready').expect(200);
    const rows = await app.orm.em
      .getConnection()
      .execute<Array<{ n: number }>>('select count(*)::int as n from outbox_event where published_at is null');
    if (rows[0]!.n !== 0) throw new Error(`${rows[0]!.n} events not published yet`);
  }, 30_000);
}
