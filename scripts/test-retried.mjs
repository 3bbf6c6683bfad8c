// The tests that passed only on a retry, for `npm test`'s summary: a submission's note names each one
// with its cause (a flake is a race until shown otherwise). Only Playwright retries here (on CI,
// playwright.config.ts); jest (backend/jest.*.config.js), vitest (frontend/vite.config.ts) and node's
// test runner (contracts) have no retries configured, so a test of theirs passes or fails on its one run.
// A runner given retries must have its retried tests read here too.
import { readFileSync } from 'node:fs';

/**
 * Each test of a Playwright JSON report (reporter "json") whose outcome is "flaky": it failed, then
 * passed on a retry. File and line as the report gives them (relative to the test folder, so
 * prefixed with it), the titles of its describe blocks and its own joined by " › ", and the first
 * line of the error of its first failed try.
 */
export function playwrightRetried(report, testDir = 'e2e') {
  const found = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'flaky') continue;
        const failedTry = (test.results ?? []).find((result) => result.status !== 'passed' && result.status !== 'skipped');
        found.push({
          file: `${testDir}/${spec.file}`,
          line: spec.line,
          title: [...titles, spec.title].join(' › '),
          retries: (test.results ?? []).length - 1,
          firstError: firstLine(failedTry?.error?.message ?? failedTry?.status ?? ''),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // A file's own suite is titled with its path: the titles start below it.
  for (const fileSuite of report.suites ?? []) walk(fileSuite, []);
  return found;
}

/** The same, from the report's file; none when the run wrote no report (it crashed before the end). */
export function playwrightRetriedFromFile(path, testDir) {
  let text;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return [];
  }
  return playwrightRetried(JSON.parse(text), testDir);
}

function firstLine(text) {
  // eslint-disable-next-line no-control-regex -- strips colour codes from the error message
  const line = text.replace(/\x1b\[[0-9;]*m/g, '').split('\n').find((part) => part.trim() !== '') ?? '';
  return line.trim().slice(0, 200);
}

/** The summary's lines for them: a heading with the count, then one line each. */
export function retriedLines(retried) {
  if (retried.length === 0) return ['passed only on a retry: none'];
  return [
    `passed only on a retry (${retried.length}); name each with its cause in the submission's note:`,
    ...retried.map(
      (test) =>
        `  ${test.file}:${test.line} › ${test.title} [${test.step}, ${test.retries} ${test.retries === 1 ? 'retry' : 'retries'}; first try: ${test.firstError}]`,
    ),
  ];
}
