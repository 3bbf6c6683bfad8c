#!/usr/bin/env node
// Runs a command with the Node.js major that the container image runs (ARG NODE_IMAGE in
// docker/Dockerfile), so that the tests also run on the image's runtime, whatever Node this machine
// has. When this Node is already that major it runs the command as it is; otherwise it takes the
// official build of that major from the npm registry (package node-<platform>-<arch>), keeps it
// under node_modules/.cache/image-node/, and puts it first on PATH for the command.
//
//   node scripts/image-node.mjs npm run test:int -w backend
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The major of `ARG NODE_IMAGE=node:<major>-…` in the Dockerfile. */
export function imageNodeMajor() {
  const dockerfile = readFileSync(join(root, 'docker/Dockerfile'), 'utf8');
  const major = /^ARG NODE_IMAGE=node:(\d+)[-.]/m.exec(dockerfile)?.[1];
  if (!major) throw new Error('docker/Dockerfile has no "ARG NODE_IMAGE=node:<major>-…" line');
  return Number(major);
}

/** A folder whose bin/node is the newest release of `major` in the registry, fetched once. */
function nodeOfMajor(major) {
  const cache = join(root, 'node_modules/.cache/image-node', String(major));
  const binary = join(cache, 'package/bin/node');
  if (existsSync(binary)) return dirname(binary);
  rmSync(cache, { recursive: true, force: true });
  mkdirSync(cache, { recursive: true });
  const name = `node-${process.platform}-${process.arch}`;
  console.log(`Fetching ${name}@${major} from the npm registry…`);
  execFileSync('npm', ['pack', `${name}@${major}`, '--silent', '--pack-destination', cache], { cwd: cache, stdio: ['ignore', 'ignore', 'inherit'] });
  const tarball = readdirSync(cache).find((file) => file.endsWith('.tgz'));
  execFileSync('tar', ['xzf', tarball, 'package/bin/node'], { cwd: cache });
  rmSync(join(cache, tarball));
  return dirname(binary);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const command = process.argv.slice(2);
  if (command.length === 0) {
    console.error('usage: node scripts/image-node.mjs <command> [args…]');
    process.exit(2);
  }
  const major = imageNodeMajor();
  const env = { ...process.env };
  if (Number(process.versions.node.split('.')[0]) !== major) env.PATH = `${nodeOfMajor(major)}:${env.PATH}`;
  const version = execFileSync('node', ['--version'], { env, encoding: 'utf8' }).trim();
  console.log(`Running on the image's Node.js ${version}: ${command.join(' ')}`);
  const result = spawnSync(command[0], command.slice(1), { cwd: root, env, stdio: 'inherit', shell: false });
  process.exit(result.status ?? 1);
}
