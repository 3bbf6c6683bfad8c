import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import { ChatService } from '../../src/chat/chat.service';
import { ConversionsProcessor } from '../../src/conversions/conversions.processor';
import { ChatRelayProcessor } from '../../src/messenger/chat-relay.processor';
import { NotificationsProcessor } from '../../src/notifications/notifications.processor';
import { eventually } from '../utils/eventually';
import { validCaseReview } from '../utils/fixtures';
import { RedisProcess } from '../utils/redis-process';
import { SmtpSink } from '../utils/smtp-sink';
import { TelegramStandIn } from '../utils/telegram-stand-in';
import { runDatabaseUrl } from '../utils/test-env';
import { startTestApp, type TestApp } from '../utils/test-app';

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
    // Other test files share the database; their unfinished events are not this test's to publish again.
    const leftovers = new Client({ connectionString: runDatabaseUrl() });
    await leftovers.connect();
    await leftovers.query('update outbox_event set published_at = coalesce(published_at, now()), finished_at = now() where finished_at is null');
    await leftovers.end();
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
