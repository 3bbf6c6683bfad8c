import { expect, test } from '@playwright/test';
import { describeFirstLoad, FIRST_LOAD_BUDGET_KB, measureFirstLoad } from './utils/first-load';

/*
 * The home page's first-load JavaScript, counted as the browser fetches it: every script requested
 * until none has been asked for during 3 s after the load event, for a visitor who does not touch
 * the page (npm run bench:first-load prints the same figure at both widths).
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the home page loads at most ${FIRST_LOAD_BUDGET_KB} KB of JavaScript (gzip) before any interaction, at ${viewport.width} px`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport });
    const load = await measureFirstLoad(await context.newPage(), '/');
    await context.close();
    const report = describeFirstLoad(load);
    console.log(`first load of / at ${viewport.width} px:\n${report}`);
    expect(load.totalBytes, report).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB * 1024);
    // Waits for the visitor: the overlays, the toast viewport and the ad tag are not part of it.
    const names = load.scripts.map((script) => script.url).join(' ');
    expect(names).not.toMatch(/floating-overlays|toast-|ad-tag/);
  });
}
