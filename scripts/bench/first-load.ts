/*
 * First-load JavaScript as a real browser fetches it (not a test): the built site on the real back
 * end, opened in Debian's chromium by a visitor who does not touch the page, at phone (390 px) and
 * desktop (1280 px) width. Counts every script fetched until the page has been quiet for 3 s after its
 * load event, gzip -9 of each body (e2e/utils/first-load.ts, which the browser test
 * e2e/first-load.spec.ts also uses), and prints them with the total against the page's budget.
 *
 * Pages: the home page `/`; the case room `/case/<token>` of a case the bench submits; and the staff
 * panel `/admin`, signed in (the token the panel keeps in localStorage, from POST /api/admin/login).
 *
 *   npm run bench:first-load [-- --path /services]     # --path: that page only, against the home page's budget
 *
 * Exits 1 when a page is over its budget at a width, 2 when the measurement itself could not run.
 * Expects a built site (npm run build) and the local PostgreSQL and Redis; uses a database of its own,
 * dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import pg from 'pg';
import { describeFirstLoad, FIRST_LOAD_BUDGETS_KB, measureFirstLoad } from '../../e2e/utils/first-load';
import { BenchError, freePort, startChild, stopChild, waitForHealth } from './lib/processes';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PG_SERVER = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432';
const WIDTHS = [
  { name: 'phone', width: 390, height: 844, isMobile: true },
  { name: 'desktop', width: 1280, height: 800, isMobile: false },
] as const;
const ADMIN_TOKEN_KEY = 'admin-token'; // frontend/src/features/admin-shell/lib/admin-token.ts

const { values: opts } = parseArgs({ options: { path: { type: 'string' } } });

interface Target {
  name: string;
  path: string;
  budgetKb: number;
  /** The staff token, for a page behind the sign-in. */
  adminToken?: string;
}

async function measure(browser: Browser, origin: string, target: Target): Promise<boolean> {
  let over = false;
  for (const viewport of WIDTHS) {
    const context = await browser.newContext({ viewport, isMobile: viewport.isMobile, hasTouch: viewport.isMobile });
    if (target.adminToken) {
      await context.addInitScript({ content: `localStorage.setItem(${JSON.stringify(ADMIN_TOKEN_KEY)}, ${JSON.stringify(target.adminToken)})` });
    }
    const page = await context.newPage();
    const load = await measureFirstLoad(page, `${origin}${target.path}`);
    await context.close();
    console.log(`\n${target.name} at ${viewport.width} px (${viewport.name}), scripts fetched before any interaction (gzip):`);
    console.log(describeFirstLoad(load, target.budgetKb));
    over ||= load.totalBytes > target.budgetKb * 1024;
  }
  return over;
}

async function main(): Promise<number> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'first-load-'));
  const dbName = `reactivation_first_load_${randomBytes(4).toString('hex')}`;
  const password = randomBytes(15).toString('base64url');
  const app = startChild('app', ['backend/dist/main.js'], {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    REDIS_PREFIX: `first-load-${port}`,
    DATABASE_URL: process.env.FIRST_LOAD_DATABASE_URL ?? `${PG_SERVER}/${dbName}`,
    ADMIN_USERNAME: 'first-load-admin',
    ADMIN_PASSWORD: password,
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    await waitForHealth(app, origin, 60_000);
    if (opts.path) return (await measure(browser, origin, { name: opts.path, path: opts.path, budgetKb: FIRST_LOAD_BUDGETS_KB.home })) ? 1 : 0;
    const targets: Target[] = [{ name: '/', path: '/', budgetKb: FIRST_LOAD_BUDGETS_KB.home }];
    // The case room of a new case.
    const submitted = await fetch(`${origin}/api/submit-case-review`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Marcus',
        lastName: 'Reed',
        email: 'marcus.reed@example.com',
        phone: '+1 555 987 6543',
        platform: 'Uber',
        deactivationDate: '2025-07-14',
        deactivationReason: 'Background check flagged a record that is not mine.',
        attemptedReactivation: false,
        supportResponse: '',
        documentUrls: [],
      }),
    });
    const { caseNumber } = (await submitted.json()) as { caseNumber?: string };
    if (submitted.status !== 201 || !caseNumber) throw new BenchError(`POST /api/submit-case-review answered ${submitted.status}`);
    const db = new pg.Client({ connectionString: process.env.FIRST_LOAD_DATABASE_URL ?? `${PG_SERVER}/${dbName}` });
    await db.connect();
    const { rows } = await db.query<{ status_token: string }>('select status_token from application where case_number = $1', [caseNumber]);
    await db.end();
    targets.push({ name: '/case/:token', path: `/case/${rows[0]!.status_token}`, budgetKb: FIRST_LOAD_BUDGETS_KB.caseRoom });
    // The staff panel, signed in.
    const login = await fetch(`${origin}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'first-load-admin', password }),
    });
    const { token } = (await login.json()) as { token?: string };
    if (login.status !== 200 || !token) throw new BenchError(`POST /api/admin/login answered ${login.status}`);
    targets.push({ name: '/admin (signed in)', path: '/admin', budgetKb: FIRST_LOAD_BUDGETS_KB.admin, adminToken: token });
    let over = false;
    for (const target of targets) over = (await measure(browser, origin, target)) || over;
    console.log(over ? '\nover the budget' : '\nwithin the budget');
    return over ? 1 : 0;
  } finally {
    await browser.close();
    await stopChild(app);
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
    if (!process.env.FIRST_LOAD_DATABASE_URL) {
      const admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
      await admin.connect();
      await admin.query(`drop database if exists "${dbName}" with (force)`);
      await admin.end();
    }
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof BenchError || error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
