/*
 * Admin list and search latency benchmark (not a test): how long GET /api/admin/applications takes
 * as the application table grows, one request at a time, next to GET /api/health on the same
 * server and the same client as a baseline, so the figures can be read as ratios.
 *
 *   node --import tsx scripts/bench/admin-search.ts [--sizes 1000,10000,100000,1000000]
 *     [--requests 400] [--warmup 20] [--reset]
 *   npm run bench:admin-search -- --sizes 10000,1000000 --reset
 *
 * Uses its own database, reactivation_admin_bench, on postgres://postgres@127.0.0.1:5432
 * (BENCH_PG_URL overrides the server), and keeps it: the rows are reused by the next run. The
 * app (backend/dist/main.js, built beforehand with `npm run build`) migrates it at boot and
 * creates the staff account bench-admin with a random password; the bench signs in with
 * POST /api/admin/login and sends the token on the admin calls. For each size, ascending, it tops
 * the table up to that many rows (one INSERT ... SELECT FROM generate_series per batch of 200k
 * varied rows; nothing when the table already holds enough, which it says), gives one case in a
 * hundred to bench-admin ("my cases"), runs VACUUM (ANALYZE) and a CHECKPOINT, then sends --warmup requests of each
 * kind and --requests measured requests of each kind, interleaved: the first page (no query), a
 * list request cycling over the kinds below, and GET /api/health.
 *
 * Kinds: a last name fragment, an e-mail fragment, a case number's prefix and a whole case number,
 * a platform, the status filter, the owner filter (owner=me) and the list sorted by deadline.
 * Prints, per size, p50 and p95 wall time (ms, body read fully) of the first page, the kinds
 * together and health; then p95 (and p50) of each kind at each size with its growth (p95 at the
 * largest size / p95 at the smallest); then the plans of the statements each kind's first page sends
 * (EXPLAIN (ANALYZE, BUFFERS) of the statements the app sends, from admin-list-sql.ts: the scan
 * nodes and the time in PostgreSQL). Exit 0 when every kind's p95 at the largest size is under
 * 20 ms and at most 1.5 times its p95 at the smallest size, 1 when not, 2 when the bench itself
 * failed (a non-200 answer, a server that did not start, a failed seed). --reset drops and
 * recreates the database first (needed to measure a size smaller than the table). Needs
 * PostgreSQL and Redis (BENCH_REDIS_URL, default redis://127.0.0.1:6379).
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { BenchError, children, deleteRedisPrefix, freePort, startChild, tail, stopChild, waitForHealth, percentile, ROOT } from './lib/processes';

/* The app's own list statements (backend/src/cases/admin/admin-list-sql.ts), from the build, to explain them. */
interface ListFilter {
  term?: string;
  status?: string;
  owner?: { id: string } | 'none';
}
interface Statement {
  text: string;
  values: unknown[];
}
interface ListSql {
  COUNT_CAP: number;
  WALK_GUESS: number;
  mayMatchMany(term: string): boolean;
  countStatement(filter: ListFilter): Statement;
  pageStatement(columns: string, filter: ListFilter, part: { part: 'overdue' | 'rest'; overdueBefore: string }, after: undefined, limit: number, walkAtMost?: number): Statement;
  searchPageStatement(columns: string, filter: ListFilter, overdueBefore: string, after: undefined, limit: number): Statement;
  deadlinePageStatement(columns: string, filter: ListFilter, after: undefined, limit: number): Statement;
}
const requireBuilt = createRequire(join(ROOT, 'backend/dist/'));
const listSql = () => requireBuilt('./cases/admin/admin-list-sql.js') as ListSql;
const adminColumns = () => (requireBuilt('./cases/admin/admin-case-row.js') as { ADMIN_CASE_COLUMNS: string }).ADMIN_CASE_COLUMNS;

const PG_SERVER = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const DB_NAME = 'reactivation_admin_bench';
const DATABASE_URL = `${PG_SERVER}/${DB_NAME}`;
const LIST = '/api/admin/applications';
const HEALTH = '/api/health';
const TARGET_MS = 20;
/** p95 at the largest size over p95 at the smallest, per kind: at most this (flat with size). */
const MAX_GROWTH = 1.5;
const BATCH = 200_000;
const ADMIN_USERNAME = 'bench-admin';

/* ---------- options ---------- */

const { values: opts } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000,100000,1000000' },
    requests: { type: 'string', default: '400' },
    warmup: { type: 'string', default: '20' },
    reset: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
  strict: true,
});

if (opts.help) {
  console.log(`Usage: node --import tsx scripts/bench/admin-search.ts [options]
  --sizes <n,n,...>   table sizes to measure at, ascending (default 1000,10000,100000,1000000)
  --requests <n>      measured requests of each kind per size (default 400; the search cycles over the terms)
  --warmup <n>        unmeasured requests of each kind first (default 20)
  --reset             drop and recreate the database ${DB_NAME} first`);
  process.exit(0);
}

function positiveInt(name: string, raw: string | undefined): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`--${name} must be a positive integer, got ${raw}`);
    process.exit(2);
  }
  return value;
}

const SIZES = [...new Set((opts.sizes ?? '').split(',').map((part) => positiveInt('sizes', part.trim().replace(/_/g, ''))))].sort(
  (a, b) => a - b,
);
const REQUESTS = positiveInt('requests', opts.requests);
const WARMUP = positiveInt('warmup', opts.warmup);

/* ---------- seed data ---------- */

// prettier-ignore
const FIRST_NAMES = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth',
  'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Christopher', 'Karen',
  'Charles', 'Lisa', 'Daniel', 'Nancy', 'Matthew', 'Betty', 'Anthony', 'Sandra', 'Mark', 'Margaret',
  'Donald', 'Ashley', 'Steven', 'Kimberly', 'Andrew', 'Emily', 'Paul', 'Donna', 'Joshua', 'Michelle',
  'Kenneth', 'Carol', 'Kevin', 'Amanda', 'Brian', 'Melissa', 'George', 'Deborah', 'Timothy', 'Stephanie',
  'Ronald', 'Dorothy', 'Jason', 'Rebecca', 'Edward', 'Sharon', 'Jeffrey', 'Laura', 'Ryan', 'Cynthia',
  'Jacob', 'Amy', 'Gary', 'Kathleen', 'Nicholas', 'Angela', 'Eric', 'Shirley', 'Jonathan', 'Brenda',
  'Stephen', 'Emma', 'Larry', 'Anna', 'Justin', 'Pamela', 'Scott', 'Nicole', 'Brandon', 'Samantha',
  'Benjamin', 'Katherine', 'Samuel', 'Christine', 'Gregory', 'Helen', 'Alexander', 'Debra', 'Patrick', 'Rachel',
  'Frank', 'Carolyn', 'Raymond', 'Janet', 'Jack', 'Maria', 'Dennis', 'Catherine', 'Jerry', 'Heather',
  'Tyler', 'Diane', 'Aaron', 'Olivia', 'Jose', 'Julie', 'Adam', 'Joyce', 'Nathan', 'Victoria',
  'Henry', 'Ruth', 'Zachary', 'Virginia', 'Douglas', 'Lauren', 'Peter', 'Kelly', 'Kyle', 'Christina',
  'Noah', 'Joan', 'Ethan', 'Evelyn', 'Jeremy', 'Judith', 'Walter', 'Andrea', 'Christian', 'Hannah',
  'Keith', 'Megan', 'Roger', 'Cheryl', 'Terry', 'Jacqueline', 'Austin', 'Martha', 'Sean', 'Madison',
  'Gerald', 'Teresa', 'Carl', 'Gloria', 'Harold', 'Sara', 'Dylan', 'Janice', 'Arthur', 'Ann',
  'Lawrence', 'Kathryn', 'Jordan', 'Abigail', 'Jesse', 'Sophia', 'Bryan', 'Frances', 'Billy', 'Jean',
  'Bruce', 'Alice', 'Gabriel', 'Judy', 'Joe', 'Isabella', 'Logan', 'Julia', 'Alan', 'Grace',
  'Juan', 'Amber', 'Albert', 'Denise', 'Willie', 'Danielle', 'Elijah', 'Marilyn', 'Wayne', 'Beverly',
  'Randy', 'Charlotte', 'Vincent', 'Natalie', 'Mason', 'Theresa', 'Roy', 'Diana', 'Ralph', 'Brittany',
  'Bobby', 'Doris', 'Russell', 'Kayla', 'Bradley', 'Alexis', 'Philip', 'Lori', 'Eugene', 'Marie',
];
// prettier-ignore
const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson',
  'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores',
  'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts',
  'Gomez', 'Phillips', 'Evans', 'Turner', 'Diaz', 'Parker', 'Cruz', 'Edwards', 'Collins', 'Reyes',
  'Stewart', 'Morris', 'Morales', 'Murphy', 'Cook', 'Rogers', 'Gutierrez', 'Ortiz', 'Morgan', 'Cooper',
  'Peterson', 'Bailey', 'Reed', 'Kelly', 'Howard', 'Ramos', 'Kim', 'Cox', 'Ward', 'Richardson',
  'Watson', 'Brooks', 'Chavez', 'Wood', 'James', 'Bennett', 'Gray', 'Mendoza', 'Ruiz', 'Hughes',
  'Price', 'Alvarez', 'Castillo', 'Sanders', 'Patel', 'Myers', 'Long', 'Ross', 'Foster', 'Jimenez',
  'Powell', 'Jenkins', 'Perry', 'Russell', 'Sullivan', 'Bell', 'Coleman', 'Butler', 'Henderson', 'Barnes',
  'Gonzales', 'Fisher', 'Vasquez', 'Simmons', 'Romero', 'Jordan', 'Patterson', 'Alexander', 'Hamilton', 'Graham',
  'Reynolds', 'Griffin', 'Wallace', 'Moreno', 'West', 'Cole', 'Hayes', 'Bryant', 'Herrera', 'Gibson',
  'Ellis', 'Tran', 'Medina', 'Aguilar', 'Stevens', 'Murray', 'Ford', 'Castro', 'Marshall', 'Owens',
  'Harrison', 'Fernandez', 'Mcdonald', 'Woods', 'Washington', 'Kennedy', 'Wells', 'Vargas', 'Henry', 'Chen',
  'Freeman', 'Webb', 'Tucker', 'Guzman', 'Burns', 'Crawford', 'Olson', 'Simpson', 'Porter', 'Hunter',
  'Gordon', 'Mendez', 'Silva', 'Shaw', 'Snyder', 'Mason', 'Dixon', 'Munoz', 'Hunt', 'Hicks',
  'Holmes', 'Palmer', 'Wagner', 'Black', 'Robertson', 'Boyd', 'Rose', 'Stone', 'Salazar', 'Fox',
  'Warren', 'Mills', 'Meyer', 'Rice', 'Schmidt', 'Garza', 'Daniels', 'Ferguson', 'Nichols', 'Stephens',
  'Soto', 'Weaver', 'Ryan', 'Gardner', 'Payne', 'Grant', 'Dunn', 'Kelley', 'Spencer', 'Hawkins',
];
const DOMAINS = [
  'gmail.com',
  'gmail.com',
  'gmail.com',
  'yahoo.com',
  'outlook.com',
  'hotmail.com',
  'icloud.com',
  'aol.com',
  'proton.me',
  'comcast.net',
];
const PLATFORMS = [
  'Amazon Flex',
  'Uber',
  'Lyft',
  'DoorDash',
  'Instacart',
  'Spark Driver',
  'Grubhub',
  'Shipt',
  'Postmates',
  'Gopuff',
  'Other',
];
/** Drawn from with repeats, so that the big platforms are more common (as in real intake). */
const PLATFORM_DRAW = [
  ...PLATFORMS,
  'Uber',
  'Uber',
  'DoorDash',
  'DoorDash',
  'Amazon Flex',
  'Amazon Flex',
  'Lyft',
  'Instacart',
  'Spark Driver',
];
const REASONS = [
  'Background check flagged a record that is not mine.',
  'Account deactivated after a customer complaint I was never told about.',
  'Flagged for fraud after a GPS glitch during a long delivery.',
  'Identity verification failed: the selfie check did not recognise me after a haircut.',
  'Acceptance rate dropped below the threshold during a family emergency.',
  'Deactivated for "unsafe driving" based on a single rider report.',
  'My driving record check returned an old ticket that was already dismissed.',
  'Too many late deliveries during a snowstorm week.',
  'Account shared accusation: my spouse logged in on my phone once.',
  'Deactivated after an order was marked as not delivered although I have photos.',
  'Insurance document expired while I was waiting for the renewal to be mailed.',
  'No reason given, just an e-mail saying the decision is final.',
];
const SUPPORT_RESPONSES = [
  'Support said the decision is final and could not be reviewed.',
  'They asked for documents, I sent them, no answer since.',
  'Opened three tickets, all closed with a template reply.',
  'Told to wait 30 days and try again.',
];
const DESCRIPTIONS = [
  'I drove full time for three years with a 4.9 rating and need this account to pay rent.',
  'I have screenshots of every delivery from that week and the customer messages.',
  'This is my only income; I am happy to provide any document they need.',
];

/* ---------- state for cleanup ---------- */

const redisPrefix = `admin-bench-${randomBytes(4).toString('hex')}`;
const tempDir = mkdtempSync(join(tmpdir(), 'admin-search-bench-'));
let db: pg.Client | undefined;
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
  p95: number;
}

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
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
  db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  // The app creates ADMIN_USERNAME only when no staff account exists, and the password is new on
  // every run: forget the previous run's account so the app makes this run's.
  const { rows } = await db.query<{ exists: boolean }>(`select to_regclass('staff_account') is not null as exists`);
  if (rows[0]?.exists) await db.query('delete from staff_account');
}

async function countRows(): Promise<number> {
  const { rows } = await db!.query<{ n: string }>('select count(*)::text as n from application');
  return Number(rows[0]!.n);
}

const SEED_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'platform',
  'deactivation_date',
  'deactivation_reason',
  'attempted_reactivation',
  'support_response',
  'description',
  'status',
  'payment_token',
  'expert_review_sent',
  'payment_link_sent',
  'locale',
  'source',
  'created_at',
  'updated_at',
];

/**
 * One INSERT ... SELECT of rows from..to (the numbers in the e-mail addresses). The random draws
 * are made in subqueries that OFFSET 0 keeps from being flattened, so each is made once per row
 * and the name and the e-mail, or the status and its flags, agree. The case number is the
 * column's default, as for a real case.
 */
async function insertBatch(from: number, to: number): Promise<void> {
  const columns = SEED_COLUMNS;
  const pick = (param: string) => `(${param}::text[])[1 + floor(random() * cardinality(${param}::text[]))::int]`;
  const late = `('payment_sent', 'paid', 'in_progress', 'completed')`;
  const sql = `
    insert into application (${columns.join(', ')})
    select
      gen_random_uuid(),
      s.first_name,
      s.last_name,
      lower(s.first_name) || '.' || lower(s.last_name) || s.n || '@' || s.domain,
      '+1 ' || (201 + floor(s.r_area * 798))::int || ' 555 ' || lpad(floor(s.r_line * 10000)::int::text, 4, '0'),
      s.platform,
      (s.created_at - (1 + floor(s.r_deactivated * 120))::int * interval '1 day')::date,
      s.reason,
      s.r_attempted < 0.55,
      case when s.r_attempted < 0.55 then s.support else '' end,
      case when s.r_description < 0.4 then s.description else '' end,
      s.status,
      case when s.status in ${late} then rtrim(translate(encode(gen_random_bytes(24), 'base64'), '+/', '-_'), '=') end,
      s.status <> 'review_submitted',
      s.status in ${late},
      case when s.r_locale < 0.8 then 'en' else 'es' end,
      case when s.r_source < 0.6 then 'home_form' else 'case_review' end,
      s.created_at,
      s.created_at + (now() - s.created_at) * (s.r_updated * 0.3)
    from (
      select d.*,
        case
          when d.created_at > now() - interval '14 days' and d.r_status < 0.7 then 'review_submitted'
          when d.r_status < 0.12 then 'review_submitted'
          when d.r_status < 0.22 then 'expert_review'
          when d.r_status < 0.30 then 'payment_sent'
          when d.r_status < 0.42 then 'paid'
          when d.r_status < 0.55 then 'in_progress'
          else 'completed'
        end as status
      from (
        select
          g as n,
          ${pick('$1')} as first_name,
          ${pick('$2')} as last_name,
          ${pick('$3')} as domain,
          ${pick('$4')} as platform,
          ${pick('$5')} as reason,
          ${pick('$6')} as support,
          ${pick('$7')} as description,
          now() - random() * interval '730 days' as created_at,
          random() as r_status, random() as r_area, random() as r_line, random() as r_deactivated, random() as r_attempted,
          random() as r_description, random() as r_locale, random() as r_source, random() as r_updated
        from generate_series($8::int, $9::int) g
        offset 0
      ) d
      offset 0
    ) s`;
  await db!.query(sql, [FIRST_NAMES, LAST_NAMES, DOMAINS, PLATFORM_DRAW, REASONS, SUPPORT_RESPONSES, DESCRIPTIONS, from, to]);
}

/** Tops the table up to `size` rows; returns the row count afterwards. */
async function seed(size: number): Promise<number> {
  const existing = await countRows();
  if (existing >= size) {
    log(`  seed: the table already has ${existing} rows (>= ${size}); not seeding`);
    return existing;
  }
  const missing = size - existing;
  log(`  seed: ${existing} rows, adding ${missing} (batches of up to ${BATCH}) ...`);
  await db!.query(`set work_mem = '256MB'`); // the GIN pending-list cleanup during the inserts uses it
  const started = performance.now();
  let added = 0;
  while (added < missing) {
    const count = Math.min(BATCH, missing - added);
    const first = existing + added + 1;
    await insertBatch(first, first + count - 1);
    added += count;
    log(`    ${existing + added} rows (${fmt((performance.now() - started) / 1000)} s)`);
  }
  await db!.query('reset work_mem');
  const vacuumStart = performance.now();
  // VACUUM as well as ANALYZE: it sets hint bits and the visibility map and flushes the GIN
  // pending list, as autovacuum would have done on a table that grew over two years; without it
  // the first requests (and an autovacuum started mid-run) would be measured instead.
  await db!.query('vacuum (analyze) application');
  // And a checkpoint: the seed's writes (a million rows and their indexes) are otherwise flushed to disk
  // by the next timed checkpoint, in the middle of the measurement, slowing every kind alike.
  await db!.query('checkpoint');
  log(
    `  seed: done in ${fmt((performance.now() - started) / 1000)} s (vacuum analyze ${fmt((performance.now() - vacuumStart) / 1000)} s)`,
  );
  return countRows();
}

/* ---------- measuring ---------- */

interface Answer {
  ms: number;
  status: number;
  body: string;
}

async function timedGet(url: string, headers: Record<string, string>): Promise<Answer> {
  const started = performance.now();
  try {
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
    const body = await res.text();
    return { ms: performance.now() - started, status: res.status, body };
  } catch (error) {
    const exited = children.filter((child) => child.exitReason).map((child) => `; ${child.name} exited (${child.exitReason})`);
    throw new BenchError(`GET ${url} failed: ${(error as Error).message}${exited.join('')}`);
  }
}

function expectOk(what: string, answer: Answer, list: boolean): void {
  let ok = answer.status === 200;
  if (ok && list) {
    try {
      ok = Array.isArray(JSON.parse(answer.body));
    } catch {
      ok = false;
    }
  }
  if (!ok)
    throw new BenchError(
      `GET ${what} answered ${answer.status} ${answer.body.slice(0, 500)} (expected 200${list ? ' with a JSON array' : ''})`,
    );
}

interface Term {
  kind: string;
  /** The query string after `?`. */
  query: string;
  /** The same filter as the app builds it, for EXPLAIN. */
  filter: ListFilter;
  sort?: 'deadline';
}

interface SizeResult {
  size: number;
  rows: number;
  firstPage: Stats;
  search: Stats;
  health: Stats;
  byTerm: { term: Term; stats: Stats; results: number }[];
}

async function measure(baseUrl: string, token: string, terms: Term[], size: number, rows: number): Promise<SizeResult> {
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const searchUrl = (term: Term) => `${baseUrl}${LIST}?${term.query}`;
  const results = new Map<Term, number>();
  for (const term of terms) {
    const answer = await timedGet(searchUrl(term), headers);
    expectOk(`${LIST}?${term.query}`, answer, true);
    results.set(term, (JSON.parse(answer.body) as unknown[]).length);
  }
  const firstPage: number[] = [];
  const search: number[] = [];
  const health: number[] = [];
  const byTerm = new Map<Term, number[]>(terms.map((term) => [term, []]));
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    const measured = i >= WARMUP;
    const term = terms[i % terms.length]!;
    // Interleaved, so that drift (another process, autovacuum) touches the three kinds alike.
    const a = await timedGet(`${baseUrl}${LIST}`, headers);
    expectOk(LIST, a, true);
    const b = await timedGet(searchUrl(term), headers);
    expectOk(`${LIST}?${term.query}`, b, true);
    const c = await timedGet(`${baseUrl}${HEALTH}`, headers);
    expectOk(HEALTH, c, false);
    if (!measured) continue;
    firstPage.push(a.ms);
    search.push(b.ms);
    byTerm.get(term)!.push(b.ms);
    health.push(c.ms);
  }
  return {
    size,
    rows,
    firstPage: stats(firstPage),
    search: stats(search),
    health: stats(health),
    byTerm: terms.map((term) => ({ term, stats: stats(byTerm.get(term)!), results: results.get(term) ?? 0 })),
  };
}

/**
 * The plans of the statements the app sends for each kind's first page (admin-list-sql.ts, same
 * text and values, a page of 26 rows: the panel's 25 and one to see whether there is a next),
 * explained here with the bench's own connection, in the app's order (admin-case-list.service.ts):
 * a search's one statement (its matches by the indexes, counted up to COUNT_CAP + 1, with the page
 * when there are at most COUNT_CAP) and beside it the guess (the first part's page walking the list's
 * order over at most WALK_GUESS entries), and for a term matching more whose guess came back short,
 * the overdue part's page walking the list's order, then the rest's if the overdue part did not fill the page; a list without a term
 * its parts' pages and its count. The overdue bound is two days back (the app's is two business days).
 * Each statement: its time in PostgreSQL and the nodes that find its rows.
 */
async function explainTerms(terms: Term[]): Promise<string[]> {
  const { COUNT_CAP, WALK_GUESS, mayMatchMany, countStatement, deadlinePageStatement, pageStatement, searchPageStatement } = listSql();
  const ADMIN_CASE_COLUMNS = adminColumns();
  const lines: string[] = [];
  const overdueBefore = new Date(Date.now() - 2 * 86_400_000).toISOString();
  const explain = async (name: string, statement: Statement): Promise<{ line: string; rows: number }> => {
    const { rows } = await db!.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement.text}`, statement.values);
    const plan = rows.map((row) => row['QUERY PLAN']);
    const nodes = plan
      .filter((line) => /Scan|Sort {2}|BitmapOr/.test(line))
      .slice(0, 3)
      .map((line) => line.trim().replace(/^->\s*/, '').replace(/\s+\(cost=.*$/, '').replace(/ on application application_1| on application/, ''));
    const time = plan.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '?';
    const found = (await db!.query(statement.text, statement.values)).rows;
    return { line: `${name.padEnd(8)}${time.padStart(11)}  ${nodes.join(' / ')}`, rows: found.length };
  };
  for (const term of terms) {
    const statements: string[] = [];
    if (term.sort === 'deadline') {
      statements.push((await explain('page', deadlinePageStatement(ADMIN_CASE_COLUMNS, term.filter, undefined, 26))).line);
      statements.push((await explain('count', countStatement(term.filter))).line);
    } else {
      let walk = !term.filter.term;
      if (term.filter.term) {
        // The guess (the first part's walk over at most WALK_GUESS entries) goes beside the search, on another connection.
        const firstPart = !term.filter.status || term.filter.status === 'review_submitted' ? 'overdue' : 'rest';
        // A term with a digit, @ or . gets none (mayMatchMany).
        const guess = mayMatchMany(term.filter.term)
          ? await explain('guess', pageStatement(ADMIN_CASE_COLUMNS, term.filter, { part: firstPart, overdueBefore }, undefined, 26, WALK_GUESS))
          : undefined;
        const search = searchPageStatement(ADMIN_CASE_COLUMNS, term.filter, overdueBefore, undefined, 26);
        statements.push((await explain('search', search)).line);
        if (guess) statements.push(`${guess.line} (beside the search; ${guess.rows} rows)`);
        const { rows } = await db!.query<{ matched_count: number }>(search.text, search.values);
        walk = (rows[0]?.matched_count ?? 0) > COUNT_CAP && (guess?.rows ?? 0) < 26;
      }
      if (walk) {
        let got = 0;
        if (!term.filter.status || term.filter.status === 'review_submitted') {
          const overdue = await explain('overdue', pageStatement(ADMIN_CASE_COLUMNS, term.filter, { part: 'overdue', overdueBefore }, undefined, 26));
          statements.push(overdue.line);
          got = overdue.rows;
        }
        if (got < 26)
          statements.push((await explain('rest', pageStatement(ADMIN_CASE_COLUMNS, term.filter, { part: 'rest', overdueBefore }, undefined, 26 - got))).line);
        if (!term.filter.term) statements.push((await explain('count', countStatement(term.filter))).line);
      }
    }
    lines.push(`${term.kind.padEnd(18)}${statements[0] ?? ''}`);
    for (const statement of statements.slice(1)) lines.push(`${''.padEnd(18)}${statement}`);
  }
  return lines;
}

/* ---------- cleanup ---------- */

async function cleanup(): Promise<void> {
  if (cleanedUp) return;
  cleanedUp = true;
  await db?.end().catch(() => undefined);
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
    `admin search bench: sizes ${SIZES.join(', ')}; ${WARMUP} warm-up + ${REQUESTS} measured requests of each kind per size; node ${process.version}, ${cpus().length} CPUs`,
  );
  if (!existsSync(join(ROOT, 'backend/dist/main.js')))
    throw new BenchError('backend/dist/main.js does not exist: run npm run build first');
  await prepareDatabase();

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const password = randomBytes(15).toString('base64url'); // 20 characters
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
    ADMIN_USERNAME,
    ADMIN_PASSWORD: password,
  };
  delete env.NODE_ENV;
  log(`app: node backend/dist/main.js on port ${port}, database ${DB_NAME}, Redis prefix ${redisPrefix}`);
  const app = startChild('app', ['backend/dist/main.js'], env);
  await waitForHealth(app, baseUrl, 120_000); // migrates the database first

  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN_USERNAME, password }),
  });
  const loginBody = await login.text();
  let token: unknown;
  try {
    token = (JSON.parse(loginBody) as { token?: unknown }).token;
  } catch {
    // reported below
  }
  if (login.status !== 200 || typeof token !== 'string') {
    throw new BenchError(
      `POST /api/admin/login answered ${login.status} ${loginBody.slice(0, 500)} (expected 200 with a token)\n${tail(app)}`,
    );
  }
  log(`app: signed in as ${ADMIN_USERNAME}`);

  const { rows: yearRows } = await db!.query<{ year: string }>(`select to_char(now() at time zone 'utc', 'YYYY') as year`);
  const { rows: staffRows } = await db!.query<{ id: string }>('select id from staff_account where username = $1', [ADMIN_USERNAME]);
  const adminId = staffRows[0]!.id;
  const year = yearRows[0]!.year;
  const search = (kind: string, q: string): Term => ({ kind, query: `q=${encodeURIComponent(q)}`, filter: { term: q.toLowerCase() } });
  const terms: Term[] = [
    search('last name', 'garci'),
    search('e-mail', 'james.nguyen'),
    search('case no. prefix', `DR-${year}-0001`),
    search('case no. exact', `DR-${year}-005000`),
    search('platform', 'doordash'),
    { kind: 'status', query: 'status=paid', filter: { status: 'paid' } },
    { kind: 'owner', query: 'owner=me', filter: { owner: { id: adminId } } },
    { kind: 'by deadline', query: 'sort=deadline', filter: {}, sort: 'deadline' },
  ];

  const results: SizeResult[] = [];
  const plans = new Map<number, string[]>();
  for (const size of SIZES) {
    log(`\nsize ${size}`);
    const rows = await seed(size);
    // "My cases": one case in a hundred is the bench account's (it is new on every run).
    const assigned = await db!.query(`update application set owner_id = $1 where right(case_number, 2) = '07' and owner_id is distinct from $1`, [adminId]);
    if (assigned.rowCount) await db!.query('vacuum (analyze) application');
    if (app.exitCode !== undefined)
      throw new BenchError(`the app exited (${app.exitReason}); another process may have stopped it\n${tail(app)}`);
    log(`  measuring: ${rows} rows ...`);
    const result = await measure(baseUrl, token, terms, size, rows);
    results.push(result);
    plans.set(size, await explainTerms(terms));
    log(
      `  first page p50 ${fmt(result.firstPage.p50)} / p95 ${fmt(result.firstPage.p95)} ms, search ${fmt(result.search.p50)} / ${fmt(result.search.p95)} ms, ` +
        `health ${fmt(result.health.p50)} / ${fmt(result.health.p95)} ms`,
    );
  }

  const col = (text: string, width: number) => text.padStart(width);
  log('\n                 first page (ms)    search (ms)        health (ms)     search p95 /');
  log('     size      rows    p50    p95    p50    p95       p50    p95      health p95');
  for (const r of results) {
    log(
      `${col(String(r.size), 9)} ${col(String(r.rows), 9)} ${col(fmt(r.firstPage.p50), 6)} ${col(fmt(r.firstPage.p95), 6)} ` +
        `${col(fmt(r.search.p50), 6)} ${col(fmt(r.search.p95), 6)}    ${col(fmt(r.health.p50), 6)} ${col(fmt(r.health.p95), 6)}      ` +
        `${col(fmt(r.search.p95 / r.health.p95), 8)}`,
    );
  }
  const smallest = results[0]!;
  const largest = results[results.length - 1]!;
  log(`\np95 (ms) by kind, results on the first page, growth = p95 at ${largest.rows} / p95 at ${smallest.rows} rows:`);
  log(`  ${'kind'.padEnd(18)}${'query'.padEnd(28)}${results.map((r) => col(String(r.size), 24)).join('')}   growth`);
  const kinds = [
    { name: 'first page', query: '(none)', p95: (r: SizeResult) => r.firstPage.p95, n: (r: SizeResult) => ` (p50 ${fmt(r.firstPage.p50)})` },
    ...terms.map((term, i) => ({
      name: term.kind,
      query: term.query,
      p95: (r: SizeResult) => r.byTerm[i]!.stats.p95,
      n: (r: SizeResult) => ` (${r.byTerm[i]!.results}; p50 ${fmt(r.byTerm[i]!.stats.p50)})`,
    })),
  ];
  let failed = false;
  for (const kind of kinds) {
    const growth = kind.p95(largest) / kind.p95(smallest);
    const ok = kind.p95(largest) < TARGET_MS && (results.length === 1 || growth <= MAX_GROWTH);
    failed ||= !ok;
    log(
      `  ${kind.name.padEnd(18)}${decodeURIComponent(kind.query).padEnd(28)}${results.map((r) => col(`${fmt(kind.p95(r))}${kind.n(r)}`, 24)).join('')}   ${fmt(growth, 2)}${ok ? '' : '  NOT ok'}`,
    );
  }
  log(`\nplans of the statements each kind's first page sends, in order (EXPLAIN ANALYZE, BUFFERS; time in PostgreSQL):`);
  for (const [size, lines] of plans) {
    log(`  ${size} rows:`);
    for (const line of lines) log(`    ${line}`);
  }
  if (results.some((r) => r.rows > r.size)) {
    log(
      '\nnote: the table held more rows than some sizes asked for (rows are reused across runs); use --reset to measure smaller sizes',
    );
  }

  log(`\ntarget: p95 of every kind under ${TARGET_MS} ms at the largest size (${largest.rows} rows) and at most ${MAX_GROWTH}x its p95 at ${smallest.rows} rows`);
  log(failed ? 'target NOT met' : 'target met');
  return failed ? 1 : 0;
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
