/*
 * Two ways of sending one hand-written statement, measured side by side (not a test; ADR 0021):
 * MikroORM's `em.getConnection().execute(sql, params)`, which escapes the values into the text, and a
 * named prepared statement on a connection of the same pool, as `SqlClient` sends it.
 *
 *   node --import tsx scripts/bench/sql-ways.ts [--calls 5000] [--rounds 3] [--url postgres://postgres@127.0.0.1:5432/postgres]
 *
 * It makes a scratch database with one table of 10 000 rows, runs the same indexed lookup `--calls`
 * times one after the other each way, alternating for `--rounds`, prints microseconds per call and
 * the backend's CPU time per call (pg_stat_statements is not needed: the server process's own CPU is
 * read from /proc when the database is on this machine), then drops the database.
 */
import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values: options } = parseArgs({
  options: {
    calls: { type: 'string', default: '5000' },
    rounds: { type: 'string', default: '3' },
    url: { type: 'string', default: process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const CALLS = Number(options.calls);
const ROUNDS = Number(options.rounds);

interface PgConnection {
  query(config: { name?: string; text: string; values?: unknown[] }): Promise<{ rows: unknown[] }>;
  processID?: number;
}

/** CPU seconds (user + system) of a server process, when it runs on this machine. */
function backendCpu(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const admin = new pg.Client({ connectionString: options.url });
  await admin.connect();
  const name = `bench_sql_ways_${process.pid}`;
  await admin.query(`create database ${name}`);
  const url = new URL(options.url);
  url.pathname = `/${name}`;
  const orm = await MikroORM.init({
    clientUrl: url.toString(),
    entities: [],
    discovery: { warnWhenNoEntities: false },
    pool: { min: 1, max: 1 },
  });
  try {
    const setup = new pg.Client({ connectionString: url.toString() });
    await setup.connect();
    await setup.query(`create table item (id uuid primary key, owner uuid not null, status text not null)`);
    await setup.query(`create index item_owner_idx on item (owner)`);
    const owners = Array.from({ length: 1000 }, () => randomUUID());
    await setup.query(
      `insert into item select gen_random_uuid(), ($1::uuid[])[1 + i % 1000], case when i % 7 = 0 then 'succeeded' else 'pending' end
       from generate_series(0, 9999) as i`,
      [owners],
    );
    await setup.query('analyze item');
    await setup.end();
    const connection = orm.em.getConnection();
    const knex = orm.em.getKnex().client as {
      acquireConnection(): Promise<PgConnection>;
      releaseConnection(c: PgConnection): Promise<void>;
    };
    // One pooled connection (pool max 1): both ways use the same server process.
    const probe = await knex.acquireConnection();
    const pid = probe.processID;
    await knex.releaseConnection(probe);

    const ways: Record<string, (owner: string) => Promise<unknown>> = {
      'em.getConnection().execute': (owner) =>
        connection.execute(`select 1 from item where owner = ? and status = 'succeeded' limit 1`, [owner]),
      'prepared (SqlClient)': async (owner) => {
        const pooled = await knex.acquireConnection();
        try {
          return (
            await pooled.query({
              name: 'has-succeeded',
              text: `select 1 from item where owner = $1 and status = 'succeeded' limit 1`,
              values: [owner],
            })
          ).rows;
        } finally {
          await knex.releaseConnection(pooled);
        }
      },
    };
    const totals = new Map<string, { ms: number; cpu: number | null }>();
    for (let round = 0; round <= ROUNDS; round += 1) {
      for (const [label, run] of Object.entries(ways)) {
        const cpuBefore = backendCpu(pid);
        const started = process.hrtime.bigint();
        for (let i = 0; i < CALLS; i += 1) await run(owners[i % owners.length]!);
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        const cpuAfter = backendCpu(pid);
        if (round === 0) continue; // warm-up
        const total = totals.get(label) ?? { ms: 0, cpu: 0 };
        total.ms += ms;
        total.cpu = cpuBefore === null || cpuAfter === null || total.cpu === null ? null : total.cpu + (cpuAfter - cpuBefore);
        totals.set(label, total);
      }
    }
    for (const [label, total] of totals) {
      const calls = CALLS * ROUNDS;
      const cpu = total.cpu === null ? 'n/a' : `${((total.cpu * 1e6) / calls).toFixed(1)} µs`;
      console.log(`${label.padEnd(28)} ${((total.ms * 1000) / calls).toFixed(1)} µs per call, PostgreSQL CPU ${cpu} per call`);
    }
  } finally {
    await orm.close();
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
