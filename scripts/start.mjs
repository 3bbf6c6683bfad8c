#!/usr/bin/env node
// `npm start`: builds whatever is missing or older than its sources, then runs the site
// (api + SPA + workers in one process). `npm run worker` runs the workers alone.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const workerOnly = process.argv.includes('--worker');

/** Newest modification time under the given paths, ignoring build output and dependencies. */
function newest(paths) {
  let latest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return latest;
}

const builds = [
  { workspace: 'contracts', output: 'contracts/dist/index.js', sources: ['contracts/src', 'contracts/tsconfig.json'] },
  { workspace: 'backend', output: 'backend/dist/main.js', sources: ['backend/src', 'backend/tsconfig.json', 'contracts/src'] },
  {
    workspace: 'frontend',
    output: 'frontend/dist/index.html',
    sources: ['frontend/src', 'frontend/index.html', 'frontend/public', 'frontend/vite.config.ts', 'contracts/src'],
  },
];

for (const { workspace, output, sources } of builds) {
  if (workerOnly && workspace === 'frontend') continue;
  const outputPath = join(root, output);
  const stale = !existsSync(outputPath) || newest(sources.map((source) => join(root, source))) > statSync(outputPath).mtimeMs;
  if (!stale) continue;
  console.log(`Building ${workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const entry = join(root, 'backend/dist', workerOnly ? 'worker.js' : 'main.js');
const child = spawn(process.execPath, [entry], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
