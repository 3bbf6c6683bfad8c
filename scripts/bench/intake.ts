/*
 * Intake throughput benchmark (not a test): requests per second of POST /api/submit-case-review on
 * the real app, next to a baseline measured in the same run on the same machine and database
 * (scripts/bench/baseline-server.ts: node:http + pg doing one INSERT into the same table).
 *
 *   node --import tsx scripts/bench/intake.ts [--duration 10] [--warmup 3] [--connections 50]
 *     [--min-ratio 0.65] [--rounds 1] [--build | --no-build] [--profile] [--summarise-profile f]
 *
 * Order: baseline, app, baseline (each after its own warm-up; --rounds n repeats "app, baseline"
 * n times); the baseline runs are averaged to cancel drift. Exit 0 when app/baseline >= --min-ratio, 1 when below, 2 when the bench itself
 * failed (a non-2xx answer, an error, a server that did not start). See scripts/bench/README.md.
 */
import autocannonModule from 'autocannon';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import { BenchError, children, freePort, startChild, tail, stopChild, waitForHealth, ROOT, type Child } from './lib/processes';

const ENDPOINT = '/api/submit-case-review';
const ANSWERS = {
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
};
const BODY = JSON.stringify(ANSWERS);
/*
 * Each request under load tells a case of its own (its description carries a number): identical answers
 * are one case for SUBMISSION_DUPLICATE_WINDOW_SECONDS (ADR 0024), and the bench measures new cases.
 * (autocannon's `idReplacement` would do it, but in 8.0.0 it declares a Content-Length the body does
 * not have, and the server waits for bytes that never come.)
 */
let requestNumber = 0;
const nextBody = () => JSON.stringify({ ...ANSWERS, description: `Benchmark case ${(requestNumber += 1)}` });

/* ---------- options ---------- */

const { values: opts } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '1' },
    'min-ratio': { type: 'string', default: '0.65' },
    build: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    'summarise-profile': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
  strict: true,
});

if (opts.help) {
  console.log(`Usage: node --import tsx scripts/bench/intake.ts [options]
  --duration <s>      measured seconds per run (default 10)
  --warmup <s>        warm-up seconds before each measured run (default 3)
  --connections <n>   concurrent connections (default 50)
  --rounds <n>        baseline, then n times (app, baseline); default 1: baseline, app, baseline
  --min-ratio <r>     exit 1 when app/baseline is below r (default 0.65)
  --build             always build contracts + backend first
  --no-build          never build (default: build when a source file is newer than dist)
  --profile           after the measured runs, one more app run under the V8 CPU profiler;
                      prints the top self-time functions and packages, keeps the .cpuprofile
  --summarise-profile <file.cpuprofile>   only print that summary for an existing profile`);
  process.exit(0);
}

function positive(name: string, raw: string | undefined, integer: boolean): number {
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    console.error(`--${name} must be a positive ${integer ? 'integer' : 'number'}, got ${raw}`);
    process.exit(2);
  }
  return value;
}

const DURATION = positive('duration', opts.duration, true);
const WARMUP = positive('warmup', opts.warmup, true);
const CONNECTIONS = positive('connections', opts.connections, true);
const ROUNDS = positive('rounds', opts.rounds, true);
const MIN_RATIO = positive('min-ratio', opts['min-ratio'], false);
const POOL_MAX = Number(process.env.DATABASE_POOL_MAX || 10);
const PG_SERVER = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';

/* ---------- autocannon (no bundled types) ---------- */

interface Histogram {
  average: number;
  stddev: number;
  p50: number;
  p99: number;
  total: number;
}
interface CannonResult {
  requests: Histogram;
  latency: Histogram;
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  resets: number;
  '2xx': number;
  statusCodeStats: Record<string, { count: number }>;
}
type Autocannon = (options: Record<string, unknown>) => Promise<CannonResult>;
const autocannon = autocannonModule as unknown as Autocannon;

/* ---------- state for cleanup ---------- */



const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const dbName = `reactivation_bench_${stamp}_${randomBytes(2).toString('hex')}`;
const databaseUrl = `${PG_SERVER}/${dbName}`;
const redisPrefix = `bench-${randomBytes(4).toString('hex')}`;
const tempDir = mkdtempSync(join(tmpdir(), 'intake-bench-'));
let cleanedUp = false;

/* ---------- helpers ---------- */

function log(line: string): void {
  console.log(line);
}






/** One real request before load: it must be the 201 the bench counts on, with a case number. */
async function checkOnce(name: string, baseUrl: string): Promise<void> {
  const res = await fetch(baseUrl + ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, body: BODY });
  const text = await res.text();
  let caseNumber: unknown;
  try {
    caseNumber = (JSON.parse(text) as { caseNumber?: unknown }).caseNumber;
  } catch {
    // reported below
  }
  if (res.status !== 201 || typeof caseNumber !== 'string') {
    throw new BenchError(`${name}: POST ${ENDPOINT} answered ${res.status} ${text.slice(0, 500)} (expected 201 with a caseNumber)`);
  }
  log(`  ${name}: POST ${ENDPOINT} -> 201 ${text}`);
}

/* CPU time of the server, of every postgres process and of this process (load generator) per run. */
const CLK_TCK = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

function procCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK; // utime + stime
  } catch {
    return 0;
  }
}

/**
 * A server and its direct children (postgres backends, autovacuum workers; redis' bgsave fork),
 * plus what its ended children used (cutime + cstime), so a process that exits during a run does
 * not take its CPU time with it. Other instances (a test's own redis-server) are left out.
 */
function serverTreeCpuMs(rootPid: number | undefined): number {
  if (!rootPid) return 0;
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(entry) !== rootPid && Number(fields[1]) !== rootPid) continue;
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // the process ended meanwhile
    }
  }
  return (ticks * 1000) / CLK_TCK;
}

function parentPid(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) || undefined;
  } catch {
    return undefined; // not on this machine (or not visible): no postgres figures
  }
}

/** Busy CPU time of the whole machine (all cores), from /proc/stat. */
function machineBusyMs(): number {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number) as number[];
  return (((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) * 1000) / CLK_TCK;
}

interface Run {
  label: string;
  rps: number;
  requests: number;
  p50: number;
  p99: number;
  serverCpuMsPerReq: number;
  pgCpuMsPerReq: number;
  redisCpuMsPerReq: number;
  loadCpuMsPerReq: number;
  /** Cores' worth of CPU used by processes outside this bench during the run: noise. */
  otherCores: number;
  /** Write transactions (xids) in PostgreSQL per request: 1 is the INSERT; more means the api writes more than it should. */
  xactsPerReq: number;
  /** Commands the Redis server processed per request (the whole server: other users count too). */
  redisPerReq: number;
}

async function cannon(child: Child, baseUrl: string, seconds: number): Promise<CannonResult> {
  const result = await autocannon({
    url: baseUrl + ENDPOINT,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: BODY,
    requests: [{ setupRequest: (request: Record<string, unknown>) => ({ ...request, body: nextBody() }) }],
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0 || child.exitCode !== undefined) {
    const codes = Object.entries(result.statusCodeStats)
      .map(([code, stat]) => `${code}: ${stat.count}`)
      .join(', ');
    throw new BenchError(
      `${child.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts ` +
        `(status codes ${codes || 'none'}; 2xx: ${result['2xx']})${child.exitCode !== undefined ? `; it exited with ${child.exitCode}` : ''}\n${tail(child)}`,
    );
  }
  return result;
}

async function measure(label: string, child: Child, baseUrl: string): Promise<Run> {
  log(`  ${label}: warm-up ${WARMUP} s ...`);
  await cannon(child, baseUrl, WARMUP);
  await settle();
  log(`  ${label}: measuring ${DURATION} s ...`);
  const pids = children.map((c) => c.proc.pid!);
  const before = {
    server: procCpuMs(child.proc.pid!),
    pg: serverTreeCpuMs(postmasterPid),
    redis: serverTreeCpuMs(redisServerPid),
    self: process.cpuUsage(),
    children: pids.reduce((sum, pid) => sum + procCpuMs(pid), 0),
    machine: machineBusyMs(),
    at: performance.now(),
    xid: await currentXid(),
    redisCommands: await redisCommands(),
  };
  const result = await cannon(child, baseUrl, DURATION);
  const self = process.cpuUsage(before.self);
  const serverMs = procCpuMs(child.proc.pid!) - before.server;
  const pgMs = serverTreeCpuMs(postmasterPid) - before.pg;
  const redisMs = serverTreeCpuMs(redisServerPid) - before.redis;
  const childrenMs = pids.reduce((sum, pid) => sum + procCpuMs(pid), 0) - before.children;
  const otherMs = machineBusyMs() - before.machine - childrenMs - pgMs - redisMs - (self.user + self.system) / 1000;
  const total = result.requests.total;
  const run: Run = {
    label,
    rps: result.requests.average,
    requests: total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    serverCpuMsPerReq: serverMs / total,
    pgCpuMsPerReq: pgMs / total,
    redisCpuMsPerReq: redisMs / total,
    loadCpuMsPerReq: (self.user + self.system) / 1000 / total,
    otherCores: Math.max(otherMs, 0) / (performance.now() - before.at),
    xactsPerReq: 0,
    redisPerReq: 0,
  };
  await settle(); // the relay's tail belongs to this run
  run.xactsPerReq = (await currentXid()) - before.xid - 1;
  run.redisPerReq = (await redisCommands()) - before.redisCommands - 1;
  run.xactsPerReq /= total;
  run.redisPerReq /= total;
  log(`  ${label}: ${fmt(run.rps, 0)} req/s, ${total} requests, latency p50 ${run.p50} ms, p99 ${run.p99} ms`);
  log(
    `    per request: CPU ms server ${fmt(run.serverCpuMsPerReq, 3)}, postgres ${fmt(run.pgCpuMsPerReq, 3)}, redis ${fmt(run.redisCpuMsPerReq, 3)}, ` +
      `autocannon ${fmt(run.loadCpuMsPerReq, 3)}; ${fmt(run.xactsPerReq, 2)} PostgreSQL write transactions, ${fmt(run.redisPerReq, 2)} Redis commands ` +
      `(server-wide counts); other processes used ${fmt(run.otherCores, 2)} cores`,
  );
  return run;
}

let benchDb: pg.Client | undefined;
let benchRedis: Redis | undefined;
let postmasterPid: number | undefined;
let redisServerPid: number | undefined;

async function currentXid(): Promise<number> {
  const { rows } = await benchDb!.query<{ xid: string }>('select pg_current_xact_id()::text as xid');
  return Number(rows[0]!.xid);
}

async function redisCommands(): Promise<number> {
  const info = await benchRedis!.info('stats');
  return Number(/total_commands_processed:(\d+)/.exec(info)?.[1] ?? 0);
}

/**
 * Between runs: a short pause. The api only writes outbox rows (a worker process publishes them,
 * and none runs during the bench), so nothing of one run's work spills into the next.
 */
async function settle(): Promise<void> {
  await sleep(1000);
}

function fmt(value: number, digits: number): string {
  return value.toFixed(digits);
}

/* ---------- build ---------- */

function newestMtime(dir: string, include: (path: string) => boolean): number {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path, include));
    else if (include(path)) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

function buildIfNeeded(): void {
  if (opts['no-build']) {
    if (!existsSync(join(ROOT, 'backend/dist/main.js'))) throw new BenchError('--no-build, but backend/dist/main.js does not exist');
    return;
  }
  const source = (path: string) => /\.(ts|tsx|json)$/.test(path) && !/\.spec\.tsx?$/.test(path);
  const stale = (pkg: string) => {
    const distNewest = newestMtime(join(ROOT, pkg, 'dist'), () => true);
    return distNewest === 0 || newestMtime(join(ROOT, pkg, 'src'), source) > distNewest;
  };
  const needed = opts.build || !existsSync(join(ROOT, 'backend/dist/main.js')) || stale('contracts') || stale('backend');
  if (!needed) {
    log('build: contracts/dist and backend/dist are up to date');
    return;
  }
  log('build: npm run build -w contracts && npm run build -w backend ...');
  for (const workspace of ['contracts', 'backend']) {
    try {
      execFileSync('npm', ['run', 'build', '-w', workspace], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (error) {
      const err = error as { stdout?: Buffer; stderr?: Buffer };
      throw new BenchError(`build of ${workspace} failed:\n${err.stdout?.toString() ?? ''}${err.stderr?.toString() ?? ''}`);
    }
  }
}

/* ---------- profile summary ---------- */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function packageOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(V8 builtins / native)';
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/').slice(0, 2).join('/')}`;
  const nm = url.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const parts = url.slice(nm + '/node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? url);
  }
  const path = url.replace(/^file:\/\//, '');
  if (path.startsWith(join(ROOT, 'backend/dist'))) return 'app code (backend/dist)';
  if (path.startsWith(join(ROOT, 'contracts/dist'))) return '@reactivation/contracts';
  return path;
}

/** Node's own JavaScript and V8/C++ natives, which the "charged" view bills to their JS caller. */
const isRuntime = (pkg: string) => pkg.startsWith('node:') || pkg === '(V8 builtins / native)';

function shortUrl(url: string): string {
  const path = url.replace(/^file:\/\//, '');
  if (path.startsWith(ROOT)) return relative(ROOT, path);
  return path;
}

function summariseProfile(file: string): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const selfUs = new Map<number, number>();
  // timeDeltas[i] is the time before sample i; the time a sample stands for is the next delta.
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i + 1] ?? 0;
    const id = profile.samples[i]!;
    selfUs.set(id, (selfUs.get(id) ?? 0) + Math.max(delta, 0));
  }
  const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  const charged = new Map<string, number>();
  let total = 0;
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)!.callFrame;
    const name = frame.functionName || '(anonymous)';
    add(byFunction, name + (frame.url ? ` ${shortUrl(frame.url)}:${frame.lineNumber + 1}` : ''), us);
    const pkg = packageOf(frame.url, name);
    add(byPackage, pkg, us);
    // Walk up to the nearest frame of a package (or the app) and bill the sample to it.
    let owner = pkg;
    for (let up = parentOf.get(id); isRuntime(owner) && up !== undefined; up = parentOf.get(up)) {
      const callFrame = byId.get(up)!.callFrame;
      const upPkg = packageOf(callFrame.url, callFrame.functionName);
      if (!isRuntime(upPkg) && upPkg !== '(root)') owner = upPkg;
    }
    add(charged, isRuntime(owner) ? `${owner} (no package on the stack)` : owner, us);
    total += us;
  }
  const idle = byPackage.get('(idle)') ?? 0;
  const busy = total - idle;
  const show = (title: string, map: Map<string, number>, count: number) => {
    log(`\n${title} (% of busy main-thread time)`);
    for (const [key, us] of [...map].filter(([key]) => key !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, count)) {
      log(`  ${fmt((100 * us) / busy, 1).padStart(5)}%  ${fmt(us / 1000, 0).padStart(6)} ms  ${key}`);
    }
  };
  log(`\nCPU profile of the app: ${file}`);
  log(`  ${fmt(total / 1e6, 1)} s profiled, main thread ${fmt((100 * idle) / total, 1)}% idle`);
  show('Self time by package, node internals and natives billed to the nearest package that called them', charged, 25);
  show('Self time by package, strict', byPackage, 15);
  show('Top self-time functions', byFunction, 30);
}

/* ---------- cleanup ---------- */

async function cleanup(): Promise<void> {
  if (cleanedUp) return;
  cleanedUp = true;
  await benchDb?.end().catch(() => undefined);
  benchRedis?.disconnect();
  await Promise.all(children.map((child) => stopChild(child).catch(() => undefined)));
  const admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  try {
    await admin.connect();
    await admin.query(`drop database if exists "${dbName}" with (force)`);
  } catch (error) {
    console.error(`cleanup: could not drop database ${dbName}: ${(error as Error).message}`);
  } finally {
    await admin.end().catch(() => undefined);
  }
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    let cursor = '0';
    let removed = 0;
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) removed += await redis.unlink(...keys);
    } while (cursor !== '0');
    if (removed > 0) log(`cleanup: removed ${removed} Redis keys under ${redisPrefix}:`);
  } catch (error) {
    console.error(`cleanup: could not remove Redis keys ${redisPrefix}:*: ${(error as Error).message}`);
  } finally {
    redis.disconnect();
  }
  rmSync(tempDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void cleanup().finally(() => process.exit(130));
  });
}

/* ---------- main ---------- */

async function main(): Promise<number> {
  log(
    `intake bench: ${CONNECTIONS} connections, warm-up ${WARMUP} s + ${DURATION} s per run, pool ${POOL_MAX}, ` +
      `node ${process.version}, ${cpus().length} CPUs`,
  );
  buildIfNeeded();

  const profileFile = join(tmpdir(), `intake-bench-${stamp}.cpuprofile`);
  const appPort = await freePort();
  const appUrl = `http://127.0.0.1:${appPort}`;
  const appArgs = opts.profile ? ['--import', pathToFileURL(join(__dirname, 'cpu-profiler.mjs')).href, 'backend/dist/main.js'] : ['backend/dist/main.js'];
  const appEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(appPort),
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_MAX: String(POOL_MAX),
    REDIS_URL: REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    RATE_LIMIT_PUBLIC_WRITES: '100000000',
    RATE_LIMIT_PUBLIC_WRITES_TOTAL: '100000000',
    LOG_LEVEL: 'warn',
    DATA_DIR: join(tempDir, 'data'),
    RUN_WORKERS_IN_API: 'false',
    BENCH_CPU_PROFILE: profileFile,
  };
  delete appEnv.NODE_ENV;
  log(`app: node ${appArgs.join(' ')} on port ${appPort}, database ${dbName}, Redis prefix ${redisPrefix}`);
  const app = startChild('app', appArgs, appEnv, Boolean(opts.profile));
  await waitForHealth(app, appUrl, 90_000); // main.js creates and migrates the database first

  const basePort = await freePort();
  const baseUrl = `http://127.0.0.1:${basePort}`;
  const baseEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(basePort), DATABASE_URL: databaseUrl, DATABASE_POOL_MAX: String(POOL_MAX) };
  log(`baseline: node --import tsx scripts/bench/baseline-server.ts on port ${basePort}`);
  const baseline = startChild('baseline', ['--import', 'tsx', 'scripts/bench/baseline-server.ts'], baseEnv);
  await waitForHealth(baseline, baseUrl, 30_000);

  await checkOnce('app', appUrl);
  await checkOnce('baseline', baseUrl);
  benchDb = new pg.Client({ connectionString: databaseUrl });
  await benchDb.connect();
  benchRedis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  const backend = await benchDb.query<{ pid: number }>('select pg_backend_pid() as pid');
  postmasterPid = parentPid(backend.rows[0]!.pid);
  redisServerPid = Number(/process_id:(\d+)/.exec(await benchRedis.info('server'))?.[1]) || undefined;

  const baseRuns = [await measure('baseline #1', baseline, baseUrl)];
  const appRuns: Run[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    appRuns.push(await measure(ROUNDS > 1 ? `app #${round}` : 'app', app, appUrl));
    baseRuns.push(await measure(`baseline #${round + 1}`, baseline, baseUrl));
  }

  const mean = (runs: Run[], pick: (run: Run) => number) => runs.reduce((sum, run) => sum + pick(run), 0) / runs.length;
  const list = (runs: Run[]) => runs.map((run) => fmt(run.rps, 0)).join(', ');
  const baseRps = mean(baseRuns, (run) => run.rps);
  const appRps = mean(appRuns, (run) => run.rps);
  const ratio = appRps / baseRps;
  const baseSpread = Math.max(...baseRuns.map((run) => run.rps)) / Math.min(...baseRuns.map((run) => run.rps)) - 1;

  const { rows } = await benchDb.query<{ applications: string; outbox: string }>(
    'select (select count(*) from application) as applications, (select count(*) from outbox_event) as outbox',
  );
  const cpu = (runs: Run[]) =>
    [mean(runs, (r) => r.serverCpuMsPerReq), mean(runs, (r) => r.pgCpuMsPerReq), mean(runs, (r) => r.redisCpuMsPerReq)].map((v) => fmt(v, 3)).join(' / ');
  log('');
  log(`  baseline (node:http + pg): ${fmt(baseRps, 0)} req/s  (runs ${list(baseRuns)}; spread ${fmt(100 * baseSpread, 1)}%)`);
  log(
    `  app (NestJS, POST ${ENDPOINT}): ${fmt(appRps, 0)} req/s  (${appRuns.length > 1 ? `runs ${list(appRuns)}; ` : ''}` +
      `p50 ${fmt(mean(appRuns, (r) => r.p50), 0)} ms, p99 ${fmt(mean(appRuns, (r) => r.p99), 0)} ms)`,
  );
  log(`  ratio: ${fmt(ratio, 2)} (min ${MIN_RATIO})`);
  log(`  CPU ms per request (server / postgres / redis): app ${cpu(appRuns)}, baseline ${cpu(baseRuns)}`);
  log(`  rows written: ${rows[0]?.applications} applications, ${rows[0]?.outbox} outbox events`);
  if (baseSpread > 0.15) log(`  note: the baseline runs differ by more than 15%; the ratio is noisy`);
  const busiest = Math.max(...[...baseRuns, ...appRuns].map((run) => run.otherCores));
  if (busiest > 0.25) log(`  note: other processes used up to ${fmt(busiest, 2)} of ${cpus().length} cores during a run; the figures are noisy`);

  if (opts.profile) {
    log(`\nprofile: one more app run of ${DURATION} s under the CPU profiler (its req/s is not comparable) ...`);
    await cannon(app, appUrl, WARMUP);
    await settle();
    await profilerCommand(app, 'start', 'started');
    const profiled = await cannon(app, appUrl, DURATION);
    await profilerCommand(app, 'stop', 'stopped');
    log(`  profiled run: ${fmt(profiled.requests.average, 0)} req/s`);
    summariseProfile(profileFile);
  }

  if (ratio < MIN_RATIO) {
    log(`\nFAIL: app/baseline ratio ${fmt(ratio, 2)} is below --min-ratio ${MIN_RATIO}`);
    return 1;
  }
  log(`\nOK: app/baseline ratio ${fmt(ratio, 2)} >= ${MIN_RATIO}`);
  return 0;
}

/** Sends a command to scripts/bench/cpu-profiler.mjs in the app and waits for its answer. */
function profilerCommand(child: Child, command: 'start' | 'stop', answer: string): Promise<void> {
  return new Promise((resolveCommand, reject) => {
    const timer = setTimeout(() => {
      child.proc.off('message', onMessage);
      reject(new BenchError(`the app's profiler did not answer "${command}" within 30 s\n${tail(child)}`));
    }, 30_000);
    const onMessage = (message: unknown) => {
      if ((message as { profiler?: string } | null)?.profiler !== answer) return;
      clearTimeout(timer);
      child.proc.off('message', onMessage);
      resolveCommand();
    };
    child.proc.on('message', onMessage);
    child.proc.send({ profiler: command });
  });
}

if (opts['summarise-profile']) {
  rmSync(tempDir, { recursive: true, force: true });
  summariseProfile(resolve(opts['summarise-profile']));
  process.exit(0);
}

main()
  .then(async (code) => {
    await cleanup();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(`\nBENCH FAILED: ${error instanceof BenchError ? error.message : ((error as Error).stack ?? String(error))}`);
    await cleanup();
    process.exit(2);
  });
