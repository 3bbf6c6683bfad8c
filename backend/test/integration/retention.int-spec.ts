import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { ChatService } from '../../src/chat/chat.service';
import { QUEUES } from '../../src/core/queue/queues';
import { RetentionService } from '../../src/retention/retention.service';
import { RETENTION_JOB } from '../../src/retention/retention.processor';
import { eventually } from '../utils/eventually';
import { PNG, validApplicationFields, validContactMessage } from '../utils/fixtures';
import { TEST_REDIS_URL, runDatabaseUrl } from '../utils/test-env';
import { startTestApp, type TestApp } from '../utils/test-app';

const RETENTION_CLI = join(__dirname, '../../dist/retention.js');

/**
 * Every kind of data the privacy page promises to delete, some of it past its period and some not:
 * the retention job leaves only the recent rows and files, and its dry run deletes nothing.
 */
describe('retention', () => {
  let t: TestApp;
  let redis: Redis;
  const sql = <T>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);
  const ids: Record<string, string> = {};
  const files: Record<string, string> = {};

  beforeAll(async () => {
    // Small batches, so the job goes round several times; no re-drive, so the old unfinished event stays so.
    t = await startTestApp({ RETENTION_BATCH_SIZE: '2', OUTBOX_REDRIVE_AFTER_SECONDS: '1000000000' });
    redis = new Redis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    redis.disconnect();
    await t.close();
  });

  async function caseWithDocument(label: string): Promise<string> {
    let req = request(t.url).post('/api/applications');
    for (const [name, value] of Object.entries({ ...validApplicationFields, email: `${label}@retention.test` })) req = req.field(name, value);
    const res = await req.attach('documents', PNG, `${label}.png`).expect(201);
    const [doc] = await sql<{ storage_key: string }>(`select storage_key from application_document where application_id = ?`, [res.body.applicationId]);
    files[label] = join(t.env.DATA_DIR, 'documents', doc!.storage_key);
    return res.body.applicationId as string;
  }
  const ago = (interval: string) => `now() - interval '${interval}'`;
  const exists = async (table: string, column: string, value: string) =>
    (await sql<{ n: number }>(`select count(*)::int as n from ${table} where ${column} = ?`, [value]))[0]!.n > 0;

  beforeAll(async () => {
    // Case files: four cases untouched for 8 years (more than one batch), one with a payment of then, one
    // with a payment attempt of last month (a failed one, which changes nothing of the case); one case changed
    // 8 years ago but with a note last month, one with a message in its room last month; one new case.
    for (const label of ['old1', 'old2', 'old3', 'attempted', 'noted', 'roomed', 'recent']) ids[label] = await caseWithDocument(label);
    for (const label of ['old1', 'old2', 'old3', 'attempted', 'noted', 'roomed']) {
      await sql(`update application set created_at = ${ago('8 years')}, updated_at = ${ago('8 years')} where id = ?`, [ids[label]]);
      await sql(`update case_history set at = ${ago('8 years')} where application_id = ?`, [ids[label]]);
    }
    await sql(`insert into case_note (application_id, author, body, created_at) values (?, 'anna', 'Called the client', ${ago('1 month')})`, [ids.noted]);
    await sql(`insert into case_note (application_id, author, body, created_at) values (?, 'anna', 'Old note', ${ago('8 years')})`, [ids.old1]);
    await sql(
      `insert into case_history (application_id, kind, actor, from_status, to_status, at) values (?, 'status_changed', 'anna', 'review_submitted', 'expert_review', ${ago('8 years')})`,
      [ids.old1],
    );
    await sql(
      `insert into payment (application_id, attempt, gateway, amount, currency, status, created_at) values (?, 1, 'test', 20000, 'usd', 'succeeded', ${ago('8 years')})`,
      [ids.old1],
    );
    await sql(`insert into payment (application_id, attempt, gateway, amount, currency, status) values (?, 1, 'test', 20000, 'usd', 'succeeded')`, [ids.recent]);
    await sql(
      `insert into payment (application_id, attempt, gateway, amount, currency, status, created_at) values (?, 1, 'test', 20000, 'usd', 'failed', ${ago('1 month')})`,
      [ids.attempted],
    );
    await sql(`insert into case_message (application_id, author, body, created_at) values (?, 'client', 'Any news?', ${ago('1 month')})`, [ids.roomed]);
    // Staff actions are kept as long as case files: an audit entry from 8 years ago, one from today.
    for (const label of ['oldAudit', 'recentAudit']) {
      ids[label] = randomUUID();
      await sql(`insert into audit_log (id, at, actor, action) values (?, ${label === 'oldAudit' ? ago('8 years') : 'now()'}, 'anna', 'signed_in')`, [ids[label]]);
    }
    // Unfinished home forms: one last saved 8 days ago (past its 7), one 6 days ago.
    for (const [label, age] of [['oldDraft', '8 days'], ['recentDraft', '6 days']] as const) {
      ids[label] = randomUUID();
      await sql(
        `insert into application_draft (id, token, email, locale, step, fields, saved_at, reminded_at)
         values (?, ?, 'draft@retention.test', 'en', 1, '{}', ${ago(age)}, now())`,
        [ids[label], randomUUID().replace(/-/g, '')],
      );
    }
    // Usage data: a conversion 3 years old, one from today.
    await sql(`insert into conversion (transaction_id, application_id, value, currency, recorded_at) values ('DR-OLD', ?, 200, 'USD', ${ago('3 years')})`, [ids.noted]);
    await sql(`insert into conversion (transaction_id, application_id, value, currency) values ('DR-NEW', ?, 200, 'USD')`, [ids.recent]);
    // A conversion within its period, of a case that goes: it stays until its own period ends (no cascade).
    await sql(`insert into conversion (transaction_id, application_id, value, currency, recorded_at) values ('DR-OLD2', ?, 200, 'USD', ${ago('1 year')})`, [ids.old2]);

    // Communications: a chat conversation and a contact message from 4 years ago, and recent ones; e-mail ledger rows.
    const chat = t.app.get(ChatService);
    for (const label of ['oldChat', 'recentChat']) {
      const session = await chat.startSession({ customerName: label, locale: 'en' });
      await chat.postVisitorMessage(session.id, `c-${randomUUID()}`, 'Hello');
      ids[label] = session.id;
    }
    await sql(`update chat_session set updated_at = ${ago('4 years')} where id = ?`, [ids.oldChat]);
    for (const label of ['oldContact', 'recentContact']) {
      await request(t.url).post('/api/contact').send({ ...validContactMessage, email: `${label}@retention.test` }).expect(201);
      ids[label] = (await sql<{ id: string }>(`select id from contact_message where email = ?`, [`${label}@retention.test`]))[0]!.id;
    }
    await sql(`update contact_message set created_at = ${ago('4 years')} where id = ?`, [ids.oldContact]);
    for (const label of ['oldMail', 'recentMail']) {
      ids[label] = randomUUID();
      await sql(
        `insert into email_delivery (id, event_id, recipient_role, to_address, mailbox, template, subject, message_id, status, created_at)
         values (?, ?, 'client', 'someone@retention.test', 'someone@retention.test', 'case-received', 'Subject', '<x@y>', 'sent', ${label === 'oldMail' ? ago('4 years') : 'now()'})`,
        [ids[label], randomUUID()],
      );
    }

    // Operational records, 100 days old and new: outbox events (one old but unfinished), webhook receipts, relay marks.
    for (const [label, finished, published] of [
      ['oldFinished', ago('100 days'), ago('100 days')],
      ['oldUnfinished', 'null', ago('100 days')],
      ['recentFinished', 'now()', 'now()'],
    ] as const) {
      ids[label] = randomUUID();
      await sql(
        `insert into outbox_event (id, type, payload, created_at, published_at, finished_at) values (?, 'payment_link.created', '{}', ${published}, ${published}, ${finished})`,
        [ids[label]],
      );
    }
    // A submission's claim that expired 100 days ago (the noted case's), and a recent one (the new case's).
    await sql(`update submission_claim set expires_at = ${ago('100 days')} where application_id = ?`, [ids.noted]);
    await sql(`insert into payment_webhook_event (event_id, type, outcome, received_at) values ('evt_old', 'payment_intent.succeeded', 'handled', ${ago('100 days')})`);
    await sql(`insert into payment_webhook_event (event_id, type, outcome) values ('evt_new', 'payment_intent.succeeded', 'handled')`);
    for (const label of ['oldRelay', 'recentRelay']) {
      ids[label] = randomUUID();
      const at = label === 'oldRelay' ? ago('100 days') : 'now()';
      await sql(`insert into chat_relay_delivery (event_id, status, claimed_at, sent_at) values (?, 'sent', ${at}, ${at})`, [ids[label]]);
    }

    // Failed jobs: two that fail for good at once (no such event), one of them backdated 100 days.
    const notifications = t.app.get<Queue>(getQueueToken(QUEUES.notifications));
    const failed = await Promise.all(['oldFailed', 'recentFailed'].map((label) => notifications.add('no.such_event', { label }, { jobId: label })));
    await eventually(async () => expect(await notifications.getFailedCount()).toBe(2));
    const old = Date.now() - 100 * 24 * 3600 * 1000;
    const prefix = `${t.env.REDIS_PREFIX}:bull:${QUEUES.notifications}`;
    await redis.zadd(`${prefix}:failed`, old, failed[0]!.id!);
    await redis.hset(`${prefix}:${failed[0]!.id}`, 'finishedOn', String(old));
  });

  async function kept(): Promise<Record<string, boolean>> {
    return {
      old1: await exists('application', 'id', ids.old1!),
      old2: await exists('application', 'id', ids.old2!),
      old3: await exists('application', 'id', ids.old3!),
      attempted: await exists('application', 'id', ids.attempted!),
      noted: await exists('application', 'id', ids.noted!),
      roomed: await exists('application', 'id', ids.roomed!),
      recent: await exists('application', 'id', ids.recent!),
      old1Payment: await exists('payment', 'application_id', ids.old1!),
      attemptedPayment: await exists('payment', 'application_id', ids.attempted!),
      recentPayment: await exists('payment', 'application_id', ids.recent!),
      old1Documents: await exists('application_document', 'application_id', ids.old1!),
      old1Notes: await exists('case_note', 'application_id', ids.old1!),
      old1History: await exists('case_history', 'application_id', ids.old1!),
      oldAudit: await exists('audit_log', 'id', ids.oldAudit!),
      recentAudit: await exists('audit_log', 'id', ids.recentAudit!),
      oldDraft: await exists('application_draft', 'id', ids.oldDraft!),
      recentDraft: await exists('application_draft', 'id', ids.recentDraft!),
      oldConversion: await exists('conversion', 'transaction_id', 'DR-OLD'),
      recentConversion: await exists('conversion', 'transaction_id', 'DR-NEW'),
      old2Conversion: await exists('conversion', 'transaction_id', 'DR-OLD2'),
      oldChat: await exists('chat_session', 'id', ids.oldChat!),
      oldChatMessages: await exists('chat_message', 'session_id', ids.oldChat!),
      recentChat: await exists('chat_session', 'id', ids.recentChat!),
      oldContact: await exists('contact_message', 'id', ids.oldContact!),
      recentContact: await exists('contact_message', 'id', ids.recentContact!),
      oldMail: await exists('email_delivery', 'id', ids.oldMail!),
      recentMail: await exists('email_delivery', 'id', ids.recentMail!),
      oldFinished: await exists('outbox_event', 'id', ids.oldFinished!),
      oldUnfinished: await exists('outbox_event', 'id', ids.oldUnfinished!),
      recentFinished: await exists('outbox_event', 'id', ids.recentFinished!),
      oldWebhook: await exists('payment_webhook_event', 'event_id', 'evt_old'),
      recentWebhook: await exists('payment_webhook_event', 'event_id', 'evt_new'),
      oldRelay: await exists('chat_relay_delivery', 'event_id', ids.oldRelay!),
      recentRelay: await exists('chat_relay_delivery', 'event_id', ids.recentRelay!),
      oldClaim: await exists('submission_claim', 'application_id', ids.noted!),
      recentClaim: await exists('submission_claim', 'application_id', ids.recent!),
      oldFailedJob: (await redis.exists(`${t.env.REDIS_PREFIX}:bull:${QUEUES.notifications}:oldFailed`)) === 1,
      recentFailedJob: (await redis.exists(`${t.env.REDIS_PREFIX}:bull:${QUEUES.notifications}:recentFailed`)) === 1,
      ...Object.fromEntries(['old1', 'old2', 'old3', 'attempted', 'noted', 'roomed', 'recent'].map((label) => [`${label}File`, existsSync(files[label]!)])),
    };
  }

  it('dry run (npm run retention:dry-run) prints the counts and deletes nothing', async () => {
    if (!existsSync(RETENTION_CLI)) throw new Error(`${RETENTION_CLI} is missing: run "npm run build -w backend" first (npm test does)`);
    const before = await kept();
    expect(Object.values(before).every(Boolean)).toBe(true);
    const run = spawnSync(process.execPath, [RETENTION_CLI, '--dry-run'], {
      encoding: 'utf8',
      timeout: 60_000,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        DATABASE_URL: runDatabaseUrl(),
        REDIS_URL: TEST_REDIS_URL,
        REDIS_PREFIX: t.env.REDIS_PREFIX,
        DATA_DIR: t.env.DATA_DIR,
        LOG_LEVEL: 'warn',
      },
    });
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    const out = run.stdout;
    expect(out).toContain('Retention dry run: nothing deleted. It would delete:');
    expect(out).toMatch(/^ {2}cases 4, documents 4 {2}\(case files, older than \d{4}-\d\d-\d\d\)$/m);
    expect(out).toMatch(/^ {2}payments 1 {2}\(case files/m);
    expect(out).toMatch(/^ {2}audit log entries 1 {2}\(case files/m);
    expect(out).toMatch(/^ {2}drafts 1 {2}\(unfinished forms, older than \d{4}-\d\d-\d\d\)$/m);
    expect(out).toMatch(/^ {2}chat conversations 1 {2}\(communications/m);
    expect(out).toMatch(/^ {2}contact messages 1 {2}\(communications/m);
    expect(out).toMatch(/^ {2}e-mail ledger entries 1 {2}\(communications/m);
    expect(out).toMatch(/^ {2}ad conversions 1 {2}\(usage data/m);
    expect(out).toMatch(/^ {2}finished outbox events 1 {2}\(operational records/m);
    expect(out).toMatch(/^ {2}expired submission claims 1 {2}\(operational records/m);
    expect(out).toMatch(/^ {2}Stripe webhook receipts 1 {2}\(operational records/m);
    expect(out).toMatch(/^ {2}chat relay marks 1 {2}\(operational records/m);
    expect(out).toMatch(/^ {2}failed jobs 1 {2}\(operational records/m);
    expect(out).not.toContain('@retention.test'); // counts, never contents
    // The command finds, in its own process, the rules the worker runs, in the same order (cases first).
    const printed = out.split('\n').filter((line) => line.startsWith('  ')).map((line) => line.trim());
    const workerRules = t.app.get(RetentionService).rules().map((rule) => rule.name);
    expect(workerRules[0]).toBe('cases');
    expect(printed).toHaveLength(workerRules.length);
    printed.forEach((line, i) => expect(line.startsWith(`${workerRules[i]} `)).toBe(true));
    expect(await kept()).toEqual(before);
  });

  it('the scheduled job deletes what is past its period, files in storage included, and keeps the rest', async () => {
    const maintenance = t.app.get<Queue>(getQueueToken(QUEUES.maintenance));
    const job = await maintenance.add(RETENTION_JOB, {});
    await eventually(async () => expect(await job.isCompleted()).toBe(true), 30_000);
    const done = await maintenance.getJob(job.id!);
    expect(done!.returnvalue).toMatchObject({ cases: 'cases 4, documents 4', payments: 'payments 1', 'failed jobs': 'failed jobs 1' });

    expect(await kept()).toEqual({
      old1: false,
      old2: false,
      old3: false,
      attempted: false,
      noted: true,
      roomed: true,
      recent: true,
      old1Payment: false,
      attemptedPayment: true,
      recentPayment: true,
      old1Documents: false,
      old1Notes: false,
      old1History: false,
      oldAudit: false,
      recentAudit: true,
      oldDraft: false,
      recentDraft: true,
      oldConversion: false,
      recentConversion: true,
      old2Conversion: true,
      oldChat: false,
      oldChatMessages: false,
      recentChat: true,
      oldContact: false,
      recentContact: true,
      oldMail: false,
      recentMail: true,
      oldFinished: false,
      oldUnfinished: true,
      recentFinished: true,
      oldWebhook: false,
      recentWebhook: true,
      oldRelay: false,
      recentRelay: true,
      oldClaim: false,
      recentClaim: true,
      oldFailedJob: false,
      recentFailedJob: true,
      old1File: false,
      old2File: false,
      old3File: false,
      attemptedFile: false,
      notedFile: true,
      roomedFile: true,
      recentFile: true,
    });
  });

  it('is on a schedule that every worker writes under one id', async () => {
    const maintenance = t.app.get<Queue>(getQueueToken(QUEUES.maintenance));
    const schedulers = await eventually(async () => {
      const found = await maintenance.getJobSchedulers();
      expect(found).toHaveLength(1);
      return found;
    });
    expect(schedulers[0]).toMatchObject({ key: 'retention', name: RETENTION_JOB, pattern: '30 3 * * *', tz: 'UTC' });
  });
});
