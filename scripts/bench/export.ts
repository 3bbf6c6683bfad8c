/*
 * CSV export benchmark (not a test): how long GET /api/admin/applications.csv takes to stream a
 * filtered list of 10 000 and of 100 000 cases, and how much the server's memory grows while it
 * does, next to a baseline measured in the same run: the same rows read from PostgreSQL by a bare
 * `pg` client in the same keyset batches of 1 000 and joined into CSV text, with no framework.
 *
 *   node --import tsx scripts/bench/export.ts [--sizes 10000,100000] [--runs 3]
 *   npm run bench:export -- --sizes 10000 --runs 5
 *
 * It makes its own database (reactivation_export_bench_<random>, dropped at the end) on
 * postgres://postgres@127.0.0.1:5432 (BENCH_PG_URL overrides the server), starts the built app
 * (backend/dist/main.js, api role only) which migrates it, seeds the cases the filter matches
 * (status review_submitted, with Cyrillic and Spanish names) plus a tenth as many it leaves out
 * (completed), signs in as a staff account made for the run, and downloads the export of
 * `?status=review_submitted` --runs times per size, after one unmeasured warm-up.
 *
 * Prints per size: the median time to the last byte, the baseline's median and their ratio; the
 * bytes and rows received (the BOM and the row count are checked, or the bench fails); then, from
 * one more download made while the app's heap is sampled every 100 ms after a full garbage
 * collection (scripts/bench/heap-probe.mjs over IPC; slower, so not timed), the memory in use
 * before it and at most during it (JS heap, and heap + buffers outside it), and the app's peak
 * resident memory. Memory in use that does not grow with the size is the constant-memory claim.
 * Exit 0 whether or not the time is under --target-ms (2 000) at 10 000 cases; 2 when the bench
 * itself failed.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { BenchError, children, deleteRedisPrefix, freePort, ROOT, startChild, stopChild, waitForHealth, type Child } from './lib/processes';

const PG_SERVER = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const DB_NAME = `reactivation_export_bench_${randomBytes(4).toString('hex')}`;
const DATABASE_URL = `${PG_SERVER}/${DB_NAME}`;
const EXPORT = '/api/admin/applications.csv?status=review_submitted';
const BATCH = 1000;

const { values: opts } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000' },
    runs: { type: 'string', default: '3' },
    'target-ms': { type: 'string', default: '2000' },
    keep: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
  strict: true,
});
if (opts.help) {
  console.log(`Usage: node --import tsx scripts/bench/export.ts [--sizes 10000,100000] [--runs 3] [--target-ms 2000] [--keep]
  --keep   leave the bench database in place afterwards (to look at plans)`);
  process.exit(0);
}
const SIZES = (opts.sizes ?? '')
  .split(',')
  .map((part) => Number(part.trim()))
  .sort((a, b) => a - b);
const RUNS = Number(opts.runs);
const TARGET_MS = Number(opts['target-ms']);
if (SIZES.some((size) => !Number.isInteger(size) || size <= 0) || !Number.isInteger(RUNS) || RUNS <= 0) {
  console.error('--sizes must be positive integers and --runs a positive integer');
  process.exit(2);
}

const redisPrefix = `export-bench-${randomBytes(4).toString('hex')}`;
const tempDir = mkdtempSync(join(tmpdir(), 'export-bench-'));
let db: pg.Client | undefined;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** Resident memory of a process, from /proc (Linux). */
function rssOf(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new BenchError(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

/** Cases the filter matches (review_submitted), and a tenth as many it leaves out, up to `size` matching in all. */
async function seedTo(size: number): Promise<void> {
  const { rows } = await db!.query<{ n: number }>(`select count(*)::int as n from application where status = 'review_submitted'`);
  const have = rows[0]!.n;
  if (have >= size) return;
  const add = async (from: number, to: number, status: string) =>
    db!.query(
      `insert into application (id, first_name, last_name, email, phone, platform, deactivation_date, deactivation_reason,
         attempted_reactivation, locale, source, status, created_at)
       select gen_random_uuid(),
         (array['Ольга', 'José Ángel', 'Zoë', 'María José', 'Łukasz', 'Mary'])[1 + g % 6],
         (array['Núñez', 'Иванова', 'Peña', 'Smith', 'Gómez'])[1 + g % 5],
         'bench' || g || '@example.com', '+1 555 010 ' || lpad((g % 10000)::text, 4, '0'),
         (array['doordash', 'uber-eats', 'amazon-flex', 'instacart'])[1 + g % 4], date '2025-06-01',
         'A reason the visitor wrote, which the export leaves out.', g % 2 = 0, (array['en', 'es'])[1 + g % 2], 'home_form', $3,
         now() - make_interval(secs => g)
       from generate_series($1::int, $2::int) g`,
      [from, to, status],
    );
  await add(have + 1, size, 'review_submitted');
  await add(1_000_000 + have + 1, 1_000_000 + have + Math.ceil((size - have) / 10), 'completed');
  await db!.query('vacuum (analyze) application');
}

/** Memory in use in the app: a full collection first (scripts/bench/heap-probe.mjs). */
function heapOf(app: Child): Promise<NodeJS.MemoryUsage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new BenchError('the app did not answer a heap sample')), 10_000);
    const onMessage = (message: { heap?: NodeJS.MemoryUsage }) => {
      if (!message?.heap) return;
      clearTimeout(timer);
      app.proc.off('message', onMessage);
      resolve(message.heap);
    };
    app.proc.on('message', onMessage);
    app.proc.send({ heap: 'sample' });
  });
}

/** Downloads the export once: time to the last byte, bytes, rows, and the app's peak resident memory meanwhile. */
async function download(baseUrl: string, token: string, app: Child, sampleHeap = false) {
  const pid = app.proc.pid!;
  const heaps: NodeJS.MemoryUsage[] = sampleHeap ? [await heapOf(app)] : [];
  const before = rssOf(pid);
  let peak = before;
  let sampling = false;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
    if (!sampleHeap || sampling) return;
    sampling = true;
    void heapOf(app)
      .then((heap) => heaps.push(heap))
      .finally(() => {
        sampling = false;
      });
  }, sampleHeap ? 100 : 5);
  const started = performance.now();
  const res = await fetch(`${baseUrl}${EXPORT}`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200 || !res.body) throw new BenchError(`GET ${EXPORT} answered ${res.status}`);
  let bytes = 0;
  let lines = 0;
  let first: Uint8Array | undefined;
  for await (const chunk of res.body) {
    first ??= chunk;
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 0x0a) lines += 1;
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, rssOf(pid));
  if (!first || first[0] !== 0xef || first[1] !== 0xbb || first[2] !== 0xbf) throw new BenchError('the export does not start with a UTF-8 BOM');
  return { ms, bytes, rows: lines - 1, before, peak, heaps };
}

/** The baseline: the same rows in the same keyset batches through a bare pg client, joined into CSV text. */
async function baseline(): Promise<{ ms: number; rows: number }> {
  const started = performance.now();
  let rows = 0;
  let after: [string, string] | null = null;
  for (;;) {
    const result: pg.QueryResult<Record<string, unknown>> = await db!.query<Record<string, unknown>>({
      name: after ? 'baseline-next' : 'baseline-first',
      text: `select id, case_number, first_name, last_name, email, phone, platform, work_state, status, owner_id,
               deactivation_date::text, locale, source, created_at::text as created_text, updated_at
             from application where status = 'review_submitted' ${after ? 'and (created_at, id) < ($1::timestamptz, $2::uuid)' : ''}
             order by created_at desc, id desc limit ${BATCH}`,
      values: after ? [...after] : [],
    });
    if (result.rows.length === 0) break;
    const text = result.rows.map((row: Record<string, unknown>) => Object.values(row).map((value) => String(value ?? '')).join(';')).join('\r\n');
    rows += result.rows.length;
    if (text.length === 0) throw new BenchError('empty batch');
    if (result.rows.length < BATCH) break;
    const last: Record<string, unknown> = result.rows.at(-1)!;
    after = [String(last.created_text), String(last.id)];
  }
  return { ms: performance.now() - started, rows };
}

async function cleanup(): Promise<void> {
  await db?.end().catch(() => undefined);
  await Promise.all(children.map((child) => stopChild(child).catch(() => undefined)));
  const admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  await admin.connect().catch(() => undefined);
  if (opts.keep) console.log(`--keep: database ${DB_NAME} left in place`);
  else await admin.query(`drop database if exists "${DB_NAME}" with (force)`).catch(() => undefined);
  await admin.end().catch(() => undefined);
  await deleteRedisPrefix(REDIS_URL, redisPrefix);
  rmSync(tempDir, { recursive: true, force: true });
}

async function main(): Promise<number> {
  console.log(`CSV export bench: sizes ${SIZES.join(', ')}; ${RUNS} runs each after a warm-up; node ${process.version}, ${cpus().length} CPUs`);
  if (!existsSync(join(ROOT, 'backend/dist/main.js'))) throw new BenchError('backend/dist/main.js does not exist: run npm run build first');
  const admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  await admin.connect();
  await admin.query(`create database "${DB_NAME}"`);
  await admin.end();

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const password = randomBytes(15).toString('base64url');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATABASE_URL,
    REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    LOG_LEVEL: 'warn',
    DATA_DIR: join(tempDir, 'data'),
    RUN_WORKERS_IN_API: 'false',
    ADMIN_USERNAME: 'bench-export',
    ADMIN_PASSWORD: password,
  };
  delete env.NODE_ENV;
  const probe = pathToFileURL(join(__dirname, 'heap-probe.mjs')).href;
  const app = startChild('app', ['--expose-gc', '--import', probe, 'backend/dist/main.js'], env, true);
  await waitForHealth(app, baseUrl, 120_000);
  db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench-export', password }),
  });
  if (login.status !== 200) throw new BenchError(`sign-in answered ${login.status}`);
  const { token } = (await login.json()) as { token: string };

  let underTarget = true;
  for (const size of SIZES) {
    await seedTo(size);
    await download(baseUrl, token, app); // warm-up: prepared statements, JIT
    await baseline();
    const runs = [];
    const bases = [];
    for (let i = 0; i < RUNS; i += 1) {
      runs.push(await download(baseUrl, token, app));
      bases.push(await baseline());
    }
    for (const run of runs) if (run.rows !== size) throw new BenchError(`expected ${size} rows, got ${run.rows}`);
    const ms = median(runs.map((run) => run.ms));
    const baseMs = median(bases.map((base) => base.ms));
    console.log(
      `${size} cases: export ${ms.toFixed(0)} ms (runs ${runs.map((run) => run.ms.toFixed(0)).join(', ')}), ${mb(runs[0]!.bytes)} MB of CSV; ` +
        `baseline (bare pg, same batches) ${baseMs.toFixed(0)} ms; ratio ${(ms / baseMs).toFixed(2)}`,
    );
    const sampled = await download(baseUrl, token, app, true);
    const [idle, ...during] = sampled.heaps;
    if (!idle || during.length === 0) throw new BenchError('no heap samples during the download');
    const inUse = (heap: NodeJS.MemoryUsage) => heap.heapUsed + heap.external + heap.arrayBuffers;
    console.log(
      `  memory in use: JS heap ${mb(idle.heapUsed)} MB before, at most ${mb(Math.max(...during.map((heap) => heap.heapUsed)))} MB during ` +
        `(+${mb(Math.max(...during.map((heap) => heap.heapUsed)) - idle.heapUsed)} MB); heap + buffers +${mb(Math.max(...during.map(inUse)) - inUse(idle))} MB ` +
        `(${during.length} samples); resident ${mb(sampled.before)} MB before, peak ${mb(Math.max(sampled.peak, ...runs.map((run) => run.peak)))} MB`,
    );
    if (size === 10_000 && ms > TARGET_MS) underTarget = false;
  }
  if (SIZES.includes(10_000)) console.log(`10 000 cases under ${TARGET_MS} ms: ${underTarget ? 'yes' : 'no'}`);
  return 0;
}

main()
  .then(async (code) => {
    await cleanup();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(error instanceof BenchError ? error.message : error);
    await cleanup();
    process.exit(2);
  });
