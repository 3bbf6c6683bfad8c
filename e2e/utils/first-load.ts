import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

/**
 * The home page's first-load JavaScript budget, as the browser fetches it (gzip, KB): 135.8 KB measured
 * once the home page hydrated without i18next (ADR 0040), down from 149.0; issue 26's goal is 110.
 */
export const FIRST_LOAD_BUDGET_KB = 140;

/**
 * Budgets per page for scripts/bench/first-load.ts (gzip, KB): the home page's as the test's; the
 * case room's and the signed-in staff panel's proposed from their first measurement (issue 26),
 * with room for the work under way on them.
 */
export const FIRST_LOAD_BUDGETS_KB = { home: FIRST_LOAD_BUDGET_KB, caseRoom: 200, admin: 230 } as const;

/** How long no new script may be requested, after `load`, before the count ends. */
const QUIET_MS = 3_000;

export interface FirstLoadScript {
  url: string;
  /** gzip -9 of the decoded body: the same measure whatever encoding the server chose. */
  gzipBytes: number;
}

export interface FirstLoad {
  scripts: FirstLoadScript[];
  totalBytes: number;
}

/**
 * Opens `url` as a first-time visitor who does not touch the page, and counts every script the
 * browser fetches until no script has been asked for during QUIET_MS after its load event: the entry, the
 * app it starts after the first paint, the page's chunks and anything they load by themselves
 * (translations, overlays, toasts). What waits for the visitor to act is not counted, because a
 * visitor who does not act never downloads it.
 */
export async function measureFirstLoad(page: Page, url: string): Promise<FirstLoad> {
  const pending: Array<Promise<FirstLoadScript | null>> = [];
  // Only scripts reset the wait: the logo carousel keeps fetching images as it turns.
  let lastRequest = Date.now();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') lastRequest = Date.now();
  });
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => ({ url: new URL(response.url()).pathname, gzipBytes: gzipSync(body, { level: 9 }).length }),
        () => null,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  while (Date.now() - lastRequest < QUIET_MS) await page.waitForTimeout(250);
  const scripts = (await Promise.all(pending)).filter((script): script is FirstLoadScript => script !== null);
  return { scripts, totalBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) };
}

/** A table of the scripts and the total, for the bench's output and the test's failure message. */
export function describeFirstLoad({ scripts, totalBytes }: FirstLoad, budgetKb = FIRST_LOAD_BUDGET_KB): string {
  const rows = [...scripts]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((script) => `  ${(script.gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${script.url}`);
  return `${rows.join('\n')}\n  ${(totalBytes / 1024).toFixed(1).padStart(7)} KB  total (${scripts.length} scripts), budget ${budgetKb} KB`;
}
