import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import { ChatService } from '../../src/chat/chat.service';
import { ConversionsProcessor } from '../../src/conversions/conversions.processor';
import { QUEUES } from '../../src/core/queue/queues';
import { ChatRelayProcessor } from '../../src/messenger/chat-relay.processor';
import { NotificationsProcessor } from '../../src/notifications/notifications.processor';
import { eventually } from '../utils/eventually';
import { validCaseReview } from '../utils/fixtures';
import { RedisProcess } from '../utils/redis-process';
import { SmtpSink } from '../utils/smtp-sink';
import { TelegramStandIn } from '../utils/telegram-stand-in';
import { acceptTerms } from '../utils/terms';
import { runDatabaseUrl } from '../utils/test-env';
import { startTestApp, type TestApp } from '../utils/test-app';

/** Other test files share the database; their unfinished events are not this test's to publish again. */
async function finishLeftovers(): Promise<void> {
  const leftovers = new Client({ connectionString: runDatabaseUrl() });
  await leftovers.connect();
  await leftovers.query('update outbox_event set published_at = coalesce(published_at, now()), finished_at = now() where finished_at is null');
  await leftovers.end();
}

/**
 * Redis loses its data (no persistence, killed, started empty) while jobs wait in it: the outbox
 * knows which events were not finished and publishes them again, and the ledgers keep every
 * e-mail, chat relay and conversion to one.
 */
describe('outbox when Redis loses its data', () => {
  let redis: RedisProcess;
  let smtp: SmtpSink;
  let telegram: TelegramStandIn;
  let t: TestApp;

  beforeAll(async () => {
    redis = await RedisProcess.start();
    smtp = await SmtpSink.start();
    telegram = await TelegramStandIn.start();
    await finishLeftovers();
    t = await startTestApp({
      REDIS_URL: redis.url,
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: '200',
      OUTBOX_REDRIVE_AFTER_SECONDS: '2',
      TELEGRAM_BOT_TOKEN: '123:abc',
      TELEGRAM_CHAT_ID: '-100123',
      TELEGRAM_WEBHOOK_SECRET: 'a-secret-of-sixteen-chars',
      TELEGRAM_API_URL: telegram.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await redis.kill();
    await smtp.stop();
    await telegram.stop();
  });

  const sql = <T>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);
  const workers = () => [NotificationsProcessor, ConversionsProcessor, ChatRelayProcessor].map((type) => t.app.get(type).worker);

  async function submitCase(): Promise<{ applicationId: string; email: string }> {
    const email = `loss-${randomUUID()}@example.com`;
    const created = await request(t.url).post('/api/submit-case-review').send({ ...validCaseReview, email }).expect(201);
    const [row] = await sql<{ id: string }>('select id from application where case_number = ?', [created.body.caseNumber]);
    return { applicationId: row!.id, email };
  }

  it('delivers every e-mail, chat message and conversion once, though the queued jobs were lost', async () => {
    // Other test files share the database: look only at the events made from here on.
    const [{ since }] = (await sql<{ since: Date }>('select now() as since')) as [{ since: Date }];
    const ours = `created_at >= '${new Date(since).toISOString()}'`;
    // Before: one case handled normally, so finished events are seen not to come back.
    const early = await submitCase();
    await eventually(() => expect(smtp.to(early.email)).toHaveLength(1));

    // The workers stop taking jobs, so the next events wait in Redis, published but not finished.
    await Promise.all(workers().map((worker) => worker.pause()));
    const cases = await Promise.all(Array.from({ length: 10 }, () => submitCase()));
    const paid = cases[0]!;
    await acceptTerms(t.url, paid.applicationId);
    const intent = await request(t.url).post('/api/create-payment-intent').send({ applicationId: paid.applicationId }).expect(200);
    await request(t.url).post('/api/payments/test/confirm').send({ clientSecret: intent.body.clientSecret }).expect(200);
    const chat = t.app.get(ChatService);
    const session = await chat.startSession({ customerName: 'Lena', locale: 'en' });
    const texts = Array.from({ length: 5 }, (_, index) => `message ${index + 1}`);
    for (const text of texts) await chat.postVisitorMessage(session.id, `c-${randomUUID()}`, text);
    await eventually(async () => {
      const [waiting] = await sql<{ n: number }>(`select count(*)::int as n from outbox_event where published_at is null and ${ours}`);
      expect(waiting!.n).toBe(0);
    });
    const [unfinished] = await sql<{ n: number }>(`select count(*)::int as n from outbox_event where finished_at is null and ${ours}`);
    expect(unfinished!.n).toBe(10 + 1 + 5); // the cases, the payment (two queues), the chat messages

    // Redis dies without persistence and comes back empty: every waiting job is gone.
    await redis.kill();
    await redis.start();
    await Promise.all(workers().map((worker) => worker.resume()));

    await eventually(async () => {
      const [left] = await sql<{ n: number }>(`select count(*)::int as n from outbox_event where finished_at is null and ${ours}`);
      expect(left!.n).toBe(0);
    }, 45_000, 250);

    for (const { email } of [early, ...cases]) expect(smtp.to(email).length).toBeGreaterThanOrEqual(1);
    const messageIds = smtp.messages.map((mail) => mail.messageId);
    expect(new Set(messageIds).size).toBe(messageIds.length); // no e-mail twice
    const [ledger] = await sql<{ sent: number; total: number }>(
      `select count(*) filter (where status = 'sent')::int as sent, count(*)::int as total from email_delivery
       where event_id in (select id from outbox_event where ${ours})`,
    );
    expect(ledger).toEqual({ sent: messageIds.length, total: messageIds.length });
    // Client and staff for each of the 11 cases, and for the payment.
    expect(messageIds).toHaveLength(11 * 2 + 2);

    const [thread] = await sql<{ messenger_thread_id: string }>('select messenger_thread_id from chat_session where id = ?', [session.id]);
    // Each once; after a loss the order is not kept (events go out again as each one's wait runs out).
    expect(telegram.textsIn(Number(thread!.messenger_thread_id)).sort()).toEqual(texts.map((text) => `Lena: ${text}`).sort());
    const [conversions] = await sql<{ n: number }>('select count(*)::int as n from conversion where application_id = ?', [paid.applicationId]);
    expect(conversions!.n).toBe(1);

    const [redriven] = await sql<{ n: number }>(`select count(*)::int as n from outbox_event where redrives > 0 and ${ours}`);
    expect(redriven!.n).toBe(16);
  });
});

/**
 * The same loss with production's re-drive wait (OUTBOX_REDRIVE_AFTER_SECONDS=300): the relays notice
 * that Redis came back empty (their marker key is gone) and publish the unfinished events again at
 * once, so the confirmations the success page promises arrive within seconds, not five minutes.
 */
describe('outbox when Redis loses its data, with the default re-drive wait', () => {
  /** Well under the 300 s re-drive wait, and under the success page's promise: every e-mail within this of Redis's return. */
  const BOUND_MS = 30_000;
  let redis: RedisProcess;
  let smtp: SmtpSink;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    redis = await RedisProcess.start();
    smtp = await SmtpSink.start();
    await finishLeftovers();
    const settings = { REDIS_URL: redis.url, SMTP_URL: smtp.url, OUTBOX_POLL_MS: '1000', OUTBOX_REDRIVE_AFTER_SECONDS: '300' };
    first = await startTestApp(settings);
    // A second instance (relay and workers) on the same Redis and prefix: several relays watch one Redis.
    second = await startTestApp({ ...settings, REDIS_PREFIX: first.env.REDIS_PREFIX });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await redis.kill();
    await smtp.stop();
  });

  const sql = <T>(text: string, params: unknown[] = []) => first.orm.em.getConnection().execute<T[]>(text, params);
  const workers = () => [first, second].map((app) => app.app.get(NotificationsProcessor).worker);
  const unfinished = async (emails: string[]) => {
    const [row] = await sql<{ n: number }>(
      `select count(*)::int as n from outbox_event e join application a on a.id = (e.payload->>'applicationId')::uuid
       where e.finished_at is null and a.email in (?)`,
      [emails],
    );
    return row!.n;
  };

  async function submitCases(count: number): Promise<string[]> {
    return Promise.all(
      Array.from({ length: count }, async () => {
        const email = `loss-default-${randomUUID()}@example.com`;
        await request(first.url).post('/api/submit-case-review').send({ ...validCaseReview, email }).expect(201);
        return email;
      }),
    );
  }

  /** Every case's two e-mails (client and staff) sent, none twice; answers how long after `since` the last one was. */
  async function allDelivered(emails: string[], since: number): Promise<number> {
    await eventually(
      async () => {
        const [sent] = await sql<{ n: number }>(
          `select count(*)::int as n from email_delivery d join outbox_event e on e.id = d.event_id
           join application a on a.id = (e.payload->>'applicationId')::uuid where d.status = 'sent' and a.email in (?)`,
          [emails],
        );
        expect(sent!.n).toBe(emails.length * 2);
      },
      BOUND_MS,
      250,
    );
    const elapsed = Date.now() - since;
    for (const email of emails) expect(smtp.to(email)).toHaveLength(1);
    const ids = smtp.messages.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    return elapsed;
  }

  async function restartEmpty(): Promise<number> {
    await redis.kill();
    await redis.start();
    return Date.now();
  }

  it('publishes again at once the events whose jobs an emptied Redis lost: every e-mail well within the bound, none twice', async () => {
    // One case before, so that the relays have seen this Redis's marker.
    const before = await submitCases(1);
    await allDelivered(before, Date.now());

    await Promise.all(workers().map((worker) => worker.pause()));
    const emails = await submitCases(10);
    await eventually(async () => {
      const [waiting] = await sql<{ n: number }>(
        `select count(*)::int as n from outbox_event e join application a on a.id = (e.payload->>'applicationId')::uuid
         where e.published_at is null and a.email in (?)`,
        [emails],
      );
      expect(waiting!.n).toBe(0);
    });
    expect(await unfinished(emails)).toBe(10);

    const back = await restartEmpty();
    await Promise.all(workers().map((worker) => worker.resume()));
    const elapsed = await allDelivered(emails, back);
    expect(elapsed).toBeLessThan(BOUND_MS);
    expect(await unfinished(emails)).toBe(0);
    // Published again under the marker the new Redis holds (one for both relays).
    const client = new Redis(redis.url);
    const marker = await client.get(`${first.env.REDIS_PREFIX}:outbox:epoch`);
    client.disconnect();
    expect(marker).toMatch(new RegExp(`^${first.env.REDIS_PREFIX}:`));
    const epochs = await sql<{ published_epoch: string }>(
      `select distinct e.published_epoch from outbox_event e join application a on a.id = (e.payload->>'applicationId')::uuid
       where a.email in (?)`,
      [emails],
    );
    expect(epochs).toEqual([{ published_epoch: marker }]);
  });

  it('also when Redis comes back empty while a relay is between adding the jobs and recording them as published', async () => {
    await Promise.all(workers().map((worker) => worker.pause()));
    // The next publish reaches Redis, and Redis loses it before the relay's next look: a crash mid-publish.
    const queues = [first, second].map((app) => app.app.get<Queue>(getQueueToken(QUEUES.notifications), { strict: false }));
    let restarted: Promise<number> | undefined;
    for (const queue of queues) {
      const addBulk = queue.addBulk.bind(queue);
      jest.spyOn(queue, 'addBulk').mockImplementationOnce(async (jobs) => {
        const added = await addBulk(jobs);
        restarted ??= restartEmpty();
        return added;
      });
    }
    const emails = await submitCases(1);
    await eventually(() => expect(restarted).toBeDefined());
    const back = await restarted!;
    await Promise.all(workers().map((worker) => worker.resume()));
    const elapsed = await allDelivered(emails, back);
    expect(elapsed).toBeLessThan(BOUND_MS);
    expect(await unfinished(emails)).toBe(0);
    jest.restoreAllMocks();
  });
});
