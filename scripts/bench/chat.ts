/*
 * Live chat benchmark (not a test): server memory per connected visitor socket, and the round trip
 * of a visitor message (stored in PostgreSQL before it is acknowledged), next to GET /api/health on
 * the same server and the same client as a baseline, so the latency can be read as a ratio.
 *
 *   node --import tsx scripts/bench/chat.ts [--sizes 100,1000,5000] [--messages 200] [--warmup 20]
 *     [--batch 200] [--reset]
 *   npm run bench:chat -- --sizes 100,2000 --messages 300
 *
 * Uses its own database, reactivation_chat_bench, on postgres://postgres@127.0.0.1:5432
 * (BENCH_PG_URL overrides the server), created when absent; its chat tables are emptied at the
 * start of each run (--reset drops and recreates the whole database). For each size, ascending, it
 * starts a fresh app (backend/dist/main.js, built beforehand with `npm run build`; api role only,
 * LOG_LEVEL=warn, the per-address chat limits out of the way), waits for GET /api/health, and reads the
 * app process's RSS as the baseline: after a 2 s settle, a full garbage collection in the app, then
 * the median of 5 readings of VmRSS in /proc/<pid>/status. (The collection is asked for over the IPC
 * channel from a small preload that this script writes to its temp dir and runs in the app with
 * node --import; it calls the inspector's HeapProfiler.collectGarbage. Without it, the figures
 * would count garbage: the app boots with ~40 MB of it, which V8 returns some 30 s later, at a time
 * of its choosing.) It then opens that many visitor sockets (socket.io-client, websocket transport, path
 * /ws, one connection each, --batch at a time), each emitting init_chat and waiting for its ack,
 * and reads the RSS again the same way. Then --warmup unmeasured and --messages measured round
 * trips, one at a time, the measured ones each on a different socket spread over the connected ones
 * (all of them when fewer than --messages): customer_message until its ack, interleaved with
 * GET /api/health. The sockets are closed and the app is stopped
 * before the next size.
 *
 * Prints, per size: RSS baseline and after (MB), (after - baseline) / size in KB per socket, p50
 * and p99 of the message ack (ms), p99 of health (ms) and p99(message) / p99(health). Exit 0
 * whatever the figures; 2 when the bench itself failed (a refused connection, a negative or missing
 * ack, a server that did not start, too low a file-descriptor limit). Needs PostgreSQL and Redis
 * (BENCH_REDIS_URL, default redis://127.0.0.1:6379), and `ulimit -n` above the largest size plus
 * a margin (client and server sockets live in two processes with the same limit).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import {
  BenchError,
  children,
  freePort,
  startChild,
  tail,
  stopChild,
  waitForHealth,
  percentile,
  assertRunning,
  ROOT,
  type Child,
  deleteRedisPrefix,
} from './lib/processes';

const PG_SERVER = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const DB_NAME = 'reactivation_chat_bench';
const DATABASE_URL = `${PG_SERVER}/${DB_NAME}`;
const HEALTH = '/api/health';
const CHAT_PATH = '/ws';
const ACK_TIMEOUT_MS = 30_000;
/** File descriptors wanted beyond one per socket: the app's pools, Redis, files, node itself. */
const FD_MARGIN = 1000;
const SETTLE_MS = 2000;
const RSS_READINGS = 5;

/**
 * Preloaded into the app (node --import): on {bench:'gc'} over the IPC channel, a full garbage
 * collection through the inspector (no --expose-gc needed), answered with {bench:'gc-done'}.
 * Plain JavaScript: no tsx in the app.
 */
const GC_PRELOAD = `import inspector from 'node:inspector';
if (process.send) {
  // One session for the process's life: disconnecting it inside a post() callback loses the answer.
  const session = new inspector.Session();
  session.connect();
  process.on('message', (message) => {
    if (!message || message.bench !== 'gc') return;
    session.post('HeapProfiler.collectGarbage', (error) => {
      process.send({ bench: 'gc-done', error: error ? error.message : null });
    });
  });
  process.channel.unref(); // the IPC channel must not keep the process alive on its own
}
`;

/* ---------- options ---------- */

const { values: opts } = parseArgs({
  options: {
    sizes: { type: 'string', default: '100,1000,5000' },
    messages: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
    batch: { type: 'string', default: '200' },
    reset: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
  strict: true,
});

if (opts.help) {
  console.log(`Usage: node --import tsx scripts/bench/chat.ts [options]
  --sizes <n,n,...>   numbers of connected visitor sockets to measure at (default 100,1000,5000)
  --messages <n>      measured message round trips (and health requests) per size, each on a
                      different socket (default 200; all the sockets when fewer)
  --warmup <n>        unmeasured round trips of each kind first (default 20)
  --batch <n>         sockets connecting and initializing at once (default 200)
  --reset             drop and recreate the database ${DB_NAME} first`);
  process.exit(0);
}

function positiveInt(name: string, raw: string | undefined, allowZero = false): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || (value === 0 && !allowZero)) {
    console.error(`--${name} must be a ${allowZero ? 'non-negative' : 'positive'} integer, got ${raw}`);
    process.exit(2);
  }
  return value;
}

const SIZES = [...new Set((opts.sizes ?? '').split(',').map((part) => positiveInt('sizes', part.trim().replace(/_/g, ''))))].sort(
  (a, b) => a - b,
);
const MESSAGES = positiveInt('messages', opts.messages);
const WARMUP = positiveInt('warmup', opts.warmup, true);
const BATCH = positiveInt('batch', opts.batch);

/* ---------- state for cleanup ---------- */

const redisPrefix = `chat-bench-${randomBytes(4).toString('hex')}`;
const tempDir = mkdtempSync(join(tmpdir(), 'chat-bench-'));
let openSockets: Socket[] = [];
let cleanedUp = false;

/* ---------- helpers ---------- */

function log(line: string): void {
  console.log(line);
}

function fmt(value: number, digits = 1): string {
  return Number.isFinite(value) ? value.toFixed(digits) : '-';
}

interface Stats {
  p50: number;
  p99: number;
}

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

/** The soft limit on open files, as this process (and the app it spawns) has it. */
function fileLimit(): number {
  const raw = execFileSync('/bin/sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim();
  return raw === 'unlimited' ? Infinity : Number(raw);
}

/* ---------- memory ---------- */

/** Resident set size of a process in bytes, from /proc/<pid>/status. */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  if (!match) throw new BenchError(`no VmRSS line in /proc/${pid}/status`);
  return Number(match[1]) * 1024;
}

/** Has the app (through GC_PRELOAD) collect all the garbage it can, and waits until it has. */
async function collectGarbage(child: Child): Promise<void> {
  const answer = new Promise<void>((resolveGc, reject) => {
    const onMessage = (message: { bench?: string; error?: string | null }) => {
      if (message?.bench !== 'gc-done') return;
      child.proc.off('message', onMessage);
      if (message.error) reject(new BenchError(`garbage collection in the app failed: ${message.error}`));
      else resolveGc();
    };
    child.proc.on('message', onMessage);
  });
  child.proc.send({ bench: 'gc' });
  const done = await Promise.race([answer.then(() => true), sleep(60_000).then(() => false)]);
  if (!done) throw new BenchError(`the app did not answer the request for a garbage collection within 60 s\n${tail(child)}`);
}

/** RSS without the garbage: after SETTLE_MS, a full GC, 500 ms, then the median of RSS_READINGS readings 200 ms apart. */
async function settledRss(child: Child): Promise<number> {
  await sleep(SETTLE_MS);
  assertRunning(child);
  await collectGarbage(child);
  await sleep(500);
  const readings: number[] = [];
  for (let i = 0; i < RSS_READINGS; i++) {
    assertRunning(child);
    readings.push(rssOf(child.proc.pid!));
    if (i < RSS_READINGS - 1) await sleep(200);
  }
  readings.sort((a, b) => a - b);
  return readings[Math.floor(readings.length / 2)]!;
}

/* ---------- database ---------- */

async function prepareDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  await admin.connect();
  try {
    if (opts.reset) {
      log(`--reset: dropping database ${DB_NAME}`);
      await admin.query(`drop database if exists "${DB_NAME}" with (force)`);
    }
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [DB_NAME]);
    if (!rowCount) {
      log(`creating database ${DB_NAME}`);
      await admin.query(`create database "${DB_NAME}"`);
    }
  } finally {
    await admin.end();
  }
  // The previous run's conversations: gone, so that every run inserts into tables of the same size.
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query<{ exists: boolean }>(`select to_regclass('chat_session') is not null as exists`);
    if (rows[0]?.exists) await db.query('truncate chat_session cascade');
  } finally {
    await db.end();
  }
}

/* ---------- sockets ---------- */

interface Visitor {
  socket: Socket;
  sessionId: string;
}

type Ack = { ok: true; message: unknown } | { ok: false; error: string; field?: string };

function emitWithAck(socket: Socket, event: string, payload: unknown): Promise<Ack> {
  return socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, payload) as Promise<Ack>;
}

/** Connects one visitor socket (a connection of its own, no reconnection) and initializes its chat. */
async function openVisitor(baseUrl: string, n: number): Promise<Visitor> {
  const socket = io(baseUrl, {
    path: CHAT_PATH,
    transports: ['websocket'],
    forceNew: true, // one engine.io connection per visitor, as in browsers, not one shared Manager
    reconnection: false,
    timeout: ACK_TIMEOUT_MS,
  });
  openSockets.push(socket);
  await new Promise<void>((resolveConnect, reject) => {
    socket.once('connect', () => resolveConnect());
    socket.once('connect_error', (error) => reject(new BenchError(`socket ${n}: connect failed: ${error.message}`)));
  });
  let ack: Ack;
  try {
    ack = await emitWithAck(socket, 'init_chat', { customerName: `Bench Visitor ${n}` });
  } catch (error) {
    throw new BenchError(`socket ${n}: init_chat not acknowledged: ${(error as Error).message}`);
  }
  const sessionId = ack.ok ? (ack.message as { sessionId?: unknown }).sessionId : undefined;
  if (typeof sessionId !== 'string') throw new BenchError(`socket ${n}: init_chat answered ${JSON.stringify(ack)}`);
  return { socket, sessionId };
}

async function openVisitors(baseUrl: string, size: number): Promise<Visitor[]> {
  const visitors: Visitor[] = [];
  for (let start = 0; start < size; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, size - start) }, (_, i) => openVisitor(baseUrl, start + i));
    visitors.push(...(await Promise.all(batch)));
  }
  const dropped = visitors.filter((visitor) => !visitor.socket.connected).length;
  if (dropped > 0) throw new BenchError(`${dropped} of ${size} sockets disconnected after their init_chat`);
  return visitors;
}

async function closeSockets(): Promise<void> {
  for (const socket of openSockets) socket.disconnect();
  openSockets = [];
  await sleep(100); // let the close frames go out before the app is stopped
}

/* ---------- round trips ---------- */

async function timedMessage(visitor: Visitor, n: number): Promise<number> {
  const payload = { sessionId: visitor.sessionId, text: `Bench message ${n}: is anyone there?`, clientId: randomUUID() };
  const started = performance.now();
  let ack: Ack;
  try {
    ack = await emitWithAck(visitor.socket, 'customer_message', payload);
  } catch (error) {
    throw new BenchError(`customer_message ${n} not acknowledged: ${(error as Error).message}`);
  }
  const ms = performance.now() - started;
  if (!ack.ok) throw new BenchError(`customer_message ${n} answered ${JSON.stringify(ack)}`);
  return ms;
}

async function timedHealth(baseUrl: string): Promise<number> {
  const started = performance.now();
  let status: number;
  try {
    const res = await fetch(`${baseUrl}${HEALTH}`, { signal: AbortSignal.timeout(ACK_TIMEOUT_MS) });
    await res.arrayBuffer();
    status = res.status;
  } catch (error) {
    throw new BenchError(`GET ${HEALTH} failed: ${(error as Error).message}`);
  }
  const ms = performance.now() - started;
  if (status !== 200) throw new BenchError(`GET ${HEALTH} answered ${status}`);
  return ms;
}

/* ---------- one size ---------- */

interface SizeResult {
  size: number;
  rssBefore: number;
  rssAfter: number;
  openSeconds: number;
  messages: number;
  message: Stats;
  health: Stats;
}

async function measureSize(size: number): Promise<SizeResult> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATABASE_URL,
    REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    LOG_LEVEL: 'warn',
    DATA_DIR: join(tempDir, `data-${size}`),
    RUN_WORKERS_IN_API: 'false',
    // Every socket comes from this one machine: the per-address chat limits are opened wide.
    CHAT_MESSAGES_PER_10S: '1000000',
    CHAT_CONNECTIONS_PER_IP: '1000000',
    CHAT_SESSIONS_PER_IP_PER_HOUR: '1000000',
  };
  delete env.NODE_ENV;
  const preload = join(tempDir, 'gc-preload.mjs');
  if (!existsSync(preload)) writeFileSync(preload, GC_PRELOAD);
  const app = startChild(`app (size ${size})`, ['--import', pathToFileURL(preload).href, 'backend/dist/main.js'], env, true);
  try {
    await waitForHealth(app, baseUrl, 120_000); // migrates the database first on the first boot
    log(`  app: pid ${app.proc.pid} on port ${port}`);

    const rssBefore = await settledRss(app);
    log(`  RSS baseline ${fmt(rssBefore / 2 ** 20)} MB; opening ${size} sockets, ${BATCH} at a time ...`);

    const openStart = performance.now();
    const visitors = await openVisitors(baseUrl, size);
    const openSeconds = (performance.now() - openStart) / 1000;
    assertRunning(app);
    const rssAfter = await settledRss(app);
    log(
      `  ${size} sockets connected and initialized in ${fmt(openSeconds)} s; RSS ${fmt(rssAfter / 2 ** 20)} MB, ` +
        `${fmt((rssAfter - rssBefore) / size / 1024)} KB per socket`,
    );

    // Warm-up messages first (on the first sockets), then one measured message on each of up to
    // MESSAGES sockets spread evenly over all of them.
    const measured = Math.min(size, MESSAGES);
    const order = [
      ...Array.from({ length: WARMUP }, (_, i) => visitors[i % size]!),
      ...Array.from({ length: measured }, (_, i) => visitors[Math.floor((i * size) / measured)]!),
    ];
    const messageMs: number[] = [];
    const healthMs: number[] = [];
    for (const [i, visitor] of order.entries()) {
      // Interleaved, so that drift (another process, autovacuum) touches both kinds alike.
      const m = await timedMessage(visitor, i);
      const h = await timedHealth(baseUrl);
      if (i < WARMUP) continue;
      messageMs.push(m);
      healthMs.push(h);
    }
    assertRunning(app);
    const result: SizeResult = {
      size,
      rssBefore,
      rssAfter,
      openSeconds,
      messages: messageMs.length,
      message: stats(messageMs),
      health: stats(healthMs),
    };
    log(
      `  ${WARMUP} warm-up + ${messageMs.length} measured: message ack p50 ${fmt(result.message.p50)} / p99 ${fmt(result.message.p99)} ms, ` +
        `health p50 ${fmt(result.health.p50)} / p99 ${fmt(result.health.p99)} ms`,
    );
    return result;
  } finally {
    await closeSockets();
    await stopChild(app);
  }
}

/* ---------- cleanup ---------- */

async function cleanup(): Promise<void> {
  if (cleanedUp) return;
  cleanedUp = true;
  for (const socket of openSockets) socket.disconnect();
  openSockets = [];
  await Promise.all(children.map((child) => stopChild(child).catch(() => undefined)));
  await deleteRedisPrefix(REDIS_URL, redisPrefix);
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
    `chat bench: sizes ${SIZES.join(', ')}; ${WARMUP} warm-up + ${MESSAGES} measured round trips of each kind per size; ` +
      `node ${process.version}, ${cpus().length} CPUs`,
  );
  if (!existsSync(join(ROOT, 'backend/dist/main.js')))
    throw new BenchError('backend/dist/main.js does not exist: run npm run build first');
  if (!existsSync('/proc/self/status'))
    throw new BenchError('/proc/<pid>/status is not available: the bench reads RSS there (Linux only)');
  const largest = SIZES[SIZES.length - 1]!;
  const limit = fileLimit();
  if (limit < largest + FD_MARGIN) {
    throw new BenchError(
      `ulimit -n is ${limit}: too low for ${largest} sockets (needs at least ${largest + FD_MARGIN}, one descriptor per socket ` +
        `in this process and in the app, plus a margin). Raise it first, e.g. \`ulimit -n 65536\`, or pass smaller --sizes.`,
    );
  }
  await prepareDatabase();
  log(`database ${DB_NAME}, Redis prefix ${redisPrefix}, ulimit -n ${limit}; a fresh app per size`);

  const results: SizeResult[] = [];
  for (const size of SIZES) {
    log(`\nsize ${size}`);
    results.push(await measureSize(size));
  }

  const col = (text: string, width: number) => text.padStart(width);
  log('\n          RSS (MB)          KB per   message ack (ms)   health (ms)   message p99 /');
  log('   size  baseline   after   socket      p50      p99          p99      health p99');
  for (const r of results) {
    log(
      `${col(String(r.size), 7)} ${col(fmt(r.rssBefore / 2 ** 20), 9)} ${col(fmt(r.rssAfter / 2 ** 20), 7)} ` +
        `${col(fmt((r.rssAfter - r.rssBefore) / r.size / 1024), 8)} ${col(fmt(r.message.p50), 8)} ${col(fmt(r.message.p99), 8)} ` +
        `${col(fmt(r.health.p99), 12)} ${col(fmt(r.message.p99 / r.health.p99), 15)}`,
    );
  }
  const few = results.filter((r) => r.messages < MESSAGES);
  if (few.length > 0) {
    log(
      `\nnote: fewer than ${MESSAGES} measured round trips at size ${few.map((r) => `${r.size} (${r.messages})`).join(', ')}: one per socket`,
    );
  }
  return 0;
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
