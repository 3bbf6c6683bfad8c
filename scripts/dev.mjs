#!/usr/bin/env node
// `npm run dev`: the back end and the front end in watch mode. TypeScript recompiles contracts and the
// back end on every change and node restarts the api (with the workers, as `npm start`); Vite serves
// the front end with hot reload and passes /api and the /ws socket on to the api (frontend/vite.config.ts).
//
//   npm run dev                      # site http://localhost:5173, api http://localhost:3000
//   PORT=3100 FRONTEND_PORT=5200 npm run dev
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.PORT ?? '3000';
const frontendPort = process.env.FRONTEND_PORT ?? '5173';
const siteUrl = `http://localhost:${frontendPort}`;

// One build first, so the api has something to start from.
for (const workspace of ['contracts', 'backend']) {
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const children = [];
function start(name, command, args, env = {}) {
  // A process group of its own, so that stopping it stops what it started too (npm → sh → vite, node --watch → the api).
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env }, detached: true });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => `[${name}] ${line}\n`)
      .join('');
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[${name}] exited (${signal ?? `code ${code}`}); stopping the others`);
    stop(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function stop(code) {
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 3000).unref(); // the api takes a moment to close cleanly
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
process.on('exit', () => stopping || stop(0));

const tsc = join(root, 'node_modules/typescript/bin/tsc');
start('contracts', process.execPath, [tsc, '-w', '--preserveWatchOutput', '-p', 'contracts/tsconfig.json']);
start('backend', process.execPath, [tsc, '-w', '--preserveWatchOutput', '-p', 'backend/tsconfig.build.json']);
// The socket server accepts the page's origin only: the page comes from Vite here.
start('api', process.execPath, ['--watch', 'backend/dist/main.js'], { PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? siteUrl });
start('web', 'npm', ['run', 'dev', '-w', 'frontend', '--', '--port', frontendPort, '--strictPort'], { BACKEND_URL: `http://localhost:${apiPort}` });
console.log(`Open ${siteUrl} (api on port ${apiPort}); Ctrl+C stops everything.`);
