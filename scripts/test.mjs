#!/usr/bin/env node
// `npm test`: build, typecheck, lint, unit, integration and browser tests, in that order. The back end's
// integration tests run on the container image's Node.js major (the runtime production has); the browser
// tests run the back end on this machine's Node, and its unit tests run on both.
// Every step runs even when an earlier one failed, so one run shows every problem; the last
// line sums the tests of all runners ("tests: N passed, N failed"). A step that outlives its time limit
// (a test runner kept alive by a handle a failed test left open) is stopped and counted as failed, so
// the run always ends with its report. Above it, the summary lists each
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

// Limits are several times what each step takes on a 2-core machine (browser about 11 minutes, integration 4).
const MINUTE = 60_000;
const steps = [
  { name: 'build', cmd: 'npm run build', limit: 10 * MINUTE },
  { name: 'bundle: static estimate, no staff code', cmd: 'node scripts/check-bundle.mjs', limit: 5 * MINUTE },
  { name: 'typecheck', cmd: 'npm run typecheck', limit: 10 * MINUTE },
  { name: 'lint', cmd: 'npm run lint', limit: 10 * MINUTE },
  { name: 'unit: contracts', cmd: 'npm run test:unit -w contracts', runner: 'node', limit: 5 * MINUTE },
  { name: 'unit: backend', cmd: 'npm run test:unit -w backend', runner: 'jest', limit: 10 * MINUTE },
  { name: 'unit: frontend', cmd: 'npm run test:unit -w frontend', runner: 'vitest', limit: 10 * MINUTE },
  // The container image runs another Node.js major than this machine may have (docker/Dockerfile).
  { name: "unit: backend on the image's Node", cmd: 'node scripts/image-node.mjs npm run test:unit -w backend', runner: 'jest', limit: 10 * MINUTE },
  { name: "integration: backend on the image's Node", cmd: 'node scripts/image-node.mjs npm run test:int -w backend', runner: 'jest', limit: 20 * MINUTE },
  {
    name: 'browser: playwright',
    cmd: 'npx playwright test --reporter=list,json',
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
    runner: 'playwright',
    limit: 40 * MINUTE,
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

/** Runs one step in a process group of its own, so that at its time limit the whole group can be stopped. */
function run(cmd, env = {}, limit) {
  return new Promise((resolve) => {
    const child = spawn(cmd, {
      cwd: root,
      shell: true,
      detached: true,
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', CI: process.env.CI ?? '', ...env },
    });
    let output = '';
    let timedOut = false;
    const keep = (chunk, stream) => {
      output += chunk.toString();
      stream.write(chunk);
    };
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(`\n=== stopped after ${limit / MINUTE} minutes: ${cmd}`);
      stopGroup(child.pid);
    }, limit);
    child.stdout.on('data', (chunk) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk) => keep(chunk, process.stderr));
    child.on('close', (code) => {
      clearTimeout(timer);
      // eslint-disable-next-line no-control-regex -- strips colour codes before the counts are read
      resolve({ code: timedOut ? 1 : (code ?? 1), timedOut, output: output.replace(/\x1b\[[0-9;]*m/g, '') });
    });
  });
}

/** SIGTERM to the step's process group, SIGKILL a little later to whatever still holds on. */
function stopGroup(pid) {
  const signal = (name) => {
    try {
      process.kill(-pid, name);
    } catch {
      // the group has already gone
    }
  };
  signal('SIGTERM');
  setTimeout(() => signal('SIGKILL'), 10_000).unref();
}

const summary = [];
const retried = [];
let passed = 0;
let failed = 0;
for (const step of steps) {
  console.log(`\n=== ${step.name}: ${step.cmd}`);
  const started = Date.now();
  const { code, output, timedOut } = await run(step.cmd, step.env, step.limit);
  const counts = step.runner ? counters[step.runner](output) : { passed: 0, failed: 0 };
  // A failing step with no failed test counted (a crash, a type or lint error) still counts as one failure.
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  passed += counts.passed;
  failed += counts.failed;
  const took = `${((Date.now() - started) / 1000).toFixed(0)} s${timedOut ? ', stopped at its time limit' : ''}`;
  summary.push(`${code === 0 ? 'ok  ' : 'FAIL'} ${step.name} (${took})`);
  for (const test of step.retried?.() ?? []) retried.push({ ...test, step: step.name });
}
rmSync(playwrightReport, { force: true });

console.log(`\n${summary.join('\n')}`);
console.log(retriedLines(retried).join('\n'));
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
