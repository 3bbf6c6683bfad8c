#!/usr/bin/env node
// `npm test`: build, typecheck, lint, unit, integration and browser tests, in that order. The back end's
// integration tests run on the container image's Node.js major (the runtime production has); the browser
// tests run the back end on this machine's Node, and its unit tests run on both.
// Every step runs even when an earlier one failed, so one run shows every problem; the last
// line sums the tests of all runners ("tests: N passed, N failed"). Above it, the summary lists each
// test that passed only on a retry (scripts/test-retried.mjs), by file, line and title.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwrightRetriedFromFile, retriedLines } from './test-retried.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Playwright's JSON report of this run, beside its usual list: it says which tests passed only on a retry.
const playwrightReport = join(tmpdir(), `playwright-report-${process.pid}.json`);

const steps = [
  { name: 'build', cmd: 'npm run build' },
  { name: 'bundle: static estimate, no staff code', cmd: 'node scripts/check-bundle.mjs' },
  { name: 'typecheck', cmd: 'npm run typecheck' },
  { name: 'lint', cmd: 'npm run lint' },
  { name: 'unit: contracts', cmd: 'npm run test:unit -w contracts', runner: 'node' },
  { name: 'unit: backend', cmd: 'npm run test:unit -w backend', runner: 'jest' },
  { name: 'unit: frontend', cmd: 'npm run test:unit -w frontend', runner: 'vitest' },
  // The container image runs another Node.js major than this machine may have (docker/Dockerfile).
  { name: "unit: backend on the image's Node", cmd: 'node scripts/image-node.mjs npm run test:unit -w backend', runner: 'jest' },
  { name: "integration: backend on the image's Node", cmd: 'node scripts/image-node.mjs npm run test:int -w backend', runner: 'jest' },
  {
    name: 'browser: playwright',
    cmd: 'npx playwright test --reporter=list,json',
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
    runner: 'playwright',
    retried: () => playwrightRetriedFromFile(playwrightReport, 'e2e'),
  },
];

/** Passed and failed counts from a runner's closing lines. */
const counters = {
  node: (out) => ({ passed: last(out, /^# pass (\d+)/m), failed: last(out, /^# fail (\d+)/m) }),
  jest: (out) => ({ passed: last(out, /^Tests:.*?(\d+) passed/m), failed: last(out, /^Tests:.*?(\d+) failed/m) }),
  vitest: (out) => ({ passed: last(out, /^\s*Tests\s.*?(\d+) passed/m), failed: last(out, /^\s*Tests\s.*?(\d+) failed/m) }),
  // A test that passed only on a retry is "flaky" to Playwright, counted apart: it passed, so it counts as passed here.
  playwright: (out) => ({
    passed: last(out, /^\s*(\d+) passed/m) + last(out, /^\s*(\d+) flaky/m),
    failed: last(out, /^\s*(\d+) failed/m),
  }),
};

function last(text, pattern) {
  const global = new RegExp(pattern.source, 'gm');
  let value = 0;
  for (const match of text.matchAll(global)) value = Number(match[1]);
  return value;
}

function run(cmd, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, {
      cwd: root,
      shell: true,
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', CI: process.env.CI ?? '', ...env },
    });
    let output = '';
    const keep = (chunk, stream) => {
      output += chunk.toString();
      stream.write(chunk);
    };
    child.stdout.on('data', (chunk) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk) => keep(chunk, process.stderr));
    // eslint-disable-next-line no-control-regex -- strips colour codes before the counts are read
    child.on('close', (code) => resolve({ code: code ?? 1, output: output.replace(/\x1b\[[0-9;]*m/g, '') }));
  });
}

const summary = [];
const retried = [];
let passed = 0;
let failed = 0;
for (const step of steps) {
  console.log(`\n=== ${step.name}: ${step.cmd}`);
  const started = Date.now();
  const { code, output } = await run(step.cmd, step.env);
  const counts = step.runner ? counters[step.runner](output) : { passed: 0, failed: 0 };
  // A failing step with no failed test counted (a crash, a type or lint error) still counts as one failure.
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  passed += counts.passed;
  failed += counts.failed;
  summary.push(`${code === 0 ? 'ok  ' : 'FAIL'} ${step.name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  for (const test of step.retried?.() ?? []) retried.push({ ...test, step: step.name });
}
rmSync(playwrightReport, { force: true });

console.log(`\n${summary.join('\n')}`);
console.log(retriedLines(retried).join('\n'));
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
