import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { SqlClient } from '../../src/core/database/sql-client';
import { runDatabaseUrl } from '../utils/test-env';

/** SqlClient.transaction: one connection between BEGIN and COMMIT, everything undone on an error (ADR 0021). */
describe('SqlClient.transaction', () => {
  let orm: MikroORM;
  let sql: SqlClient;
  const table = `sql_client_${randomUUID().slice(0, 8)}`;
  const rows = async () =>
    (await sql.query<{ n: number }>(`count-${table}`, `select count(*)::int as n from ${table}`, []))[0]!.n;

  beforeAll(async () => {
    orm = await MikroORM.init({
      clientUrl: runDatabaseUrl(),
      entities: [],
      discovery: { warnWhenNoEntities: false },
      pool: { min: 0, max: 2 },
    });
    sql = new SqlClient(orm.em);
    await sql.query(`create-${table}`, `create table ${table} (id int primary key)`, []);
  });
  afterAll(async () => {
    await sql.query(`drop-${table}`, `drop table ${table}`, []);
    await orm.close();
  });

  it('commits all its statements together and returns what the function returns', async () => {
    const result = await sql.transaction(async (tx) => {
      await tx.query(`insert-${table}`, `insert into ${table} (id) values ($1)`, [1]);
      await tx.query(`insert-${table}`, `insert into ${table} (id) values ($1)`, [2]);
      // Not visible outside before the commit.
      expect(await rows()).toBe(0);
      return 'done';
    });
    expect(result).toBe('done');
    expect(await rows()).toBe(2);
  });

  it('rolls every statement back when one fails or the function throws, and rethrows', async () => {
    await expect(
      sql.transaction(async (tx) => {
        await tx.query(`insert-${table}`, `insert into ${table} (id) values ($1)`, [3]);
        await tx.query(`insert-${table}`, `insert into ${table} (id) values ($1)`, [1]); // duplicate key
      }),
    ).rejects.toThrow(/duplicate key/);
    await expect(
      sql.transaction(async (tx) => {
        await tx.query(`insert-${table}`, `insert into ${table} (id) values ($1)`, [4]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await rows()).toBe(2);
    // The connections went back to the pool in a usable state.
    await sql.transaction((tx) => tx.query(`insert-${table}`, `insert into ${table} (id) values ($1)`, [5]));
    expect(await rows()).toBe(3);
  });

  it('holds its row locks until the end: a second transaction skips the locked row', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const first = sql.transaction(async (tx) => {
      await tx.query(`lock-one-${table}`, `select id from ${table} where id = 1 for update`, []);
      locked();
      await held;
    });
    await isLocked;
    const seen = await sql.transaction((tx) =>
      tx.query<{ id: number }>(`skip-locked-${table}`, `select id from ${table} order by id for update skip locked`, []),
    );
    release();
    await first;
    expect(seen.map((row) => row.id)).toEqual([2, 5]);
  });
});
