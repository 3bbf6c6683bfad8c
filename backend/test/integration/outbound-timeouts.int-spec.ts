import type { EntityManager } from '@mikro-orm/postgresql';
import { getQueueToken } from '@nestjs/bullmq';
import type { Job, Queue } from 'bullmq';
import request from 'supertest';
import { QUEUES } from '../../src/core/queue/queues';
import { RETENTION_JOB } from '../../src/retention/retention.processor';
import { eventually } from '../utils/eventually';
import { PNG, validApplicationFields, validCaseReview } from '../utils/fixtures';
import { SilentServer } from '../utils/silent-server';
import { startTestApp, type TestApp } from '../utils/test-app';

/** Each outbound call gives up after its configured timeout: a server that never answers costs a retry, not a hung worker. */
describe('outbound calls to a server that accepts and never answers', () => {
  let silent: SilentServer;
  let t: TestApp;

  beforeAll(async () => {
    silent = await SilentServer.start();
    t = await startTestApp({
      SMTP_URL: `smtp://127.0.0.1:${silent.port}`,
      SMTP_CONNECTION_TIMEOUT_MS: '500',
      SMTP_GREETING_TIMEOUT_MS: '500',
      SMTP_SOCKET_TIMEOUT_MS: '500',
      S3_BUCKET: 'case-documents',
      S3_ENDPOINT: `http://127.0.0.1:${silent.port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_CONNECTION_TIMEOUT_MS: '500',
      S3_REQUEST_TIMEOUT_MS: '500',
      DATABASE_STATEMENT_TIMEOUT_MS: '300',
      DATABASE_ACQUIRE_TIMEOUT_MS: '300',
      DATABASE_POOL_MAX: '2',
    });
  });
  afterAll(async () => {
    await t.close();
    await silent.stop();
  });

  it('SMTP: the e-mail job fails on the greeting timeout and is retried', async () => {
    const started = Date.now();
    const { caseNumber } = (await request(t.url).post('/api/submit-case-review').send(validCaseReview).expect(201)).body as { caseNumber: string };
    const queue = t.app.get<Queue>(getQueueToken(QUEUES.notifications));
    // The first attempt fails after 500 ms, the retry comes 2 s later (backoff) and fails the same way.
    const job = await eventually(async () => {
      const [found] = (await queue.getJobs(['delayed', 'waiting', 'active', 'failed'])) as Job[];
      expect(found?.attemptsMade).toBeGreaterThanOrEqual(2);
      return found!;
    }, 20_000);
    expect(job.failedReason).toMatch(/greeting never received|timeout/i);
    expect(Date.now() - started).toBeLessThan(20_000);
    const [delivery] = (await t.orm.em
      .getConnection()
      .execute(`select status, attempts from email_delivery where event_id = (select id from outbox_event where payload->>'caseNumber' = ?)`, [
        caseNumber,
      ])) as { status: string; attempts: number }[];
    expect(delivery).toMatchObject({ status: 'sending' });
    expect(delivery!.attempts).toBeGreaterThanOrEqual(2);
  });

  it('S3: an upload fails after the request timeout instead of hanging, and stores nothing', async () => {
    const before = await t.count('application');
    const accepted = silent.accepted;
    const started = Date.now();
    let req = request(t.url).post('/api/applications');
    for (const [name, value] of Object.entries(validApplicationFields)) req = req.field(name, value);
    const res = await req.attach('documents', PNG, 'photo.png').timeout(20_000);
    expect(res.status).toBe(500);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(silent.accepted - accepted).toBeGreaterThanOrEqual(1);
    expect(await t.count('application')).toBe(before);
  });

  it('S3: the retention job fails on the request timeout and is retried, deleting nothing', async () => {
    const sql = <T>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);
    const [old] = await sql<{ id: string }>(
      `insert into application (id, first_name, last_name, email, phone, platform, deactivation_date, deactivation_reason,
         attempted_reactivation, locale, source, created_at, updated_at)
       values (gen_random_uuid(), 'Old', 'Case', 'old@timeouts.test', '5551234567', 'uber', '2018-01-01', 'Old case', false, 'en',
         'case_review', now() - interval '8 years', now() - interval '8 years')
       returning id`,
    );
    await sql(
      `insert into application_document (id, application_id, storage_key, original_name, content_type, size_bytes)
       values (gen_random_uuid(), ?, 'cases/2018/01/old.pdf', 'old.pdf', 'application/pdf', 10)`,
      [old!.id],
    );
    const maintenance = t.app.get<Queue>(getQueueToken(QUEUES.maintenance));
    const job = await maintenance.add(RETENTION_JOB, {});
    const failed = await eventually(async () => {
      const current = (await maintenance.getJob(job.id!))!;
      expect(current.attemptsMade).toBeGreaterThanOrEqual(1);
      return current;
    }, 20_000);
    expect(failed.failedReason).toMatch(/timeout/i);
    expect(await failed.getState()).toMatch(/delayed|waiting|active/); // retried with backoff, not given up
    expect(await t.count('application_document')).toBeGreaterThanOrEqual(1);
    const [still] = await sql<{ n: number }>('select count(*)::int as n from application where id = ?', [old!.id]);
    expect(still!.n).toBe(1);
    // The database is shared with other test files: take the job and the old case away again.
    await maintenance.obliterate({ force: true });
    await sql('delete from application where id = ?', [old!.id]);
  });

  it('PostgreSQL: a statement past the statement timeout is cancelled by the server', async () => {
    await expect(t.orm.em.getConnection().execute('select pg_sleep(5)')).rejects.toThrow(/statement timeout/);
  });

  it('PostgreSQL: a query that finds no free pool connection fails after the acquire timeout', async () => {
    const client = (t.orm.em as unknown as EntityManager).getKnex().client as { acquireConnection(): Promise<unknown>; releaseConnection(c: unknown): Promise<void> };
    const held = await Promise.all([client.acquireConnection(), client.acquireConnection()]);
    try {
      const started = Date.now();
      await expect(t.orm.em.getConnection().execute('select 1')).rejects.toThrow(/Timeout acquiring a connection/);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      for (const connection of held) await client.releaseConnection(connection);
    }
  });
});
