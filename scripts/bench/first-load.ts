/*
 * The home page's first-load JavaScript as a real browser fetches it (not a test): the built site
 * on the real back end, opened in Debian's chromium by a visitor who does not touch the page, at
 * phone (390 px) and desktop (1280 px) width. Counts every script fetched until the page has been
 * quiet for 3 s after its load event, gzip -9 of each body (e2e/utils/first-load.ts, which the
 * browser test e2e/first-load.spec.ts also uses), and prints them with the total against the budget.
 *
 *   npm run bench:first-load [-- --path /services]
 *
 * Exits 1 when a width is over the budget, 2 when the measurement itself could not run.
 * Expects a built site (npm run build) and the local PostgreSQL and Redis.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { describeFirstLoad, FIRST_LOAD_BUDGET_KB, measureFirstLoad } from '../../e2e/utils/first-load';
import { BenchError, freePort, startChild, stopChild, waitForHealth } from './lib/processes';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WIDTHS = [
  { name: 'phone', width: 390, height: 844, isMobile: true },
  { name: 'desktop', width: 1280, height: 800, isMobile: false },
] as const;

const { values: opts } = parseArgs({ options: { path: { type: 'string', default: '/' } } });

async function main(): Promise<number> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'first-load-'));
  const app = startChild('app', ['backend/dist/main.js'], {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    REDIS_PREFIX: `first-load-${port}`,
    DATABASE_URL: process.env.FIRST_LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/reactivation_first_load',
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    await waitForHealth(app, origin, 60_000);
    let over = false;
    for (const viewport of WIDTHS) {
      const context = await browser.newContext({ viewport, isMobile: viewport.isMobile, hasTouch: viewport.isMobile });
      const page = await context.newPage();
      const load = await measureFirstLoad(page, `${origin}${opts.path}`);
      await context.close();
      console.log(`\n${opts.path} at ${viewport.width} px (${viewport.name}), scripts fetched before any interaction (gzip):`);
      console.log(describeFirstLoad(load));
      over ||= load.totalBytes > FIRST_LOAD_BUDGET_KB * 1024;
    }
    console.log(over ? '\nover the budget' : '\nwithin the budget');
    return over ? 1 : 0;
  } finally {
    await browser.close();
    await stopChild(app);
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof BenchError || error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
