import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import request from 'supertest';
import type { DomainEventJob } from '../../src/core/events/domain-events';
import { QUEUES } from '../../src/core/queue/queues';
import { eventually, sleep } from '../utils/eventually';
import { validCaseReview } from '../utils/fixtures';
import { RedisProcess } from '../utils/redis-process';
import { SmtpSink } from '../utils/smtp-sink';
import { startTestApp, type TestApp } from '../utils/test-app';

describe('outbox while Redis is down', () => {
  let redis: RedisProcess;
  let smtp: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    redis = await RedisProcess.start();
    smtp = await SmtpSink.start();
    t = await startTestApp({ REDIS_URL: redis.url, SMTP_URL: smtp.url, OUTBOX_POLL_MS: '200' });
  });
  afterAll(async () => {
    await t.close();
    await redis.kill();
    await smtp.stop();
  });

  const unpublished = async () => {
    const rows: { n: string }[] = await t.orm.em.getConnection().execute('select count(*) as n from outbox_event where published_at is null');
    return Number(rows[0]?.n);
  };

  it('accepts cases, keeps their events, and delivers every e-mail exactly once when Redis returns', async () => {
    await redis.kill();

    const emails = ['one@outage.test', 'two@outage.test', 'three@outage.test'];
    const caseNumbers: string[] = [];
    for (const email of emails) {
      const res = await request(t.url).post('/api/submit-case-review').send({ ...validCaseReview, email }).expect(201);
      caseNumbers.push(res.body.caseNumber);
    }
    // Several relay polls go by with Redis away: the events wait in PostgreSQL.
    await sleep(1500);
    expect(await unpublished()).toBe(3);
    expect(smtp.messages).toHaveLength(0);

    await redis.start();

    await eventually(() => expect(smtp.messages).toHaveLength(6), 30_000);
    expect(await unpublished()).toBe(0);
    for (const [index, email] of emails.entries()) {
      const [mail] = smtp.to(email);
      expect(smtp.to(email)).toHaveLength(1);
      expect(mail!.subject).toContain(caseNumbers[index]);
    }
    expect(smtp.to('staff@cases.test')).toHaveLength(3);

    // A job that runs again (a retry, or the relay publishing the same event twice) sends nothing new.
    // One of this test's own events: the database is shared with other test files, whose e-mails may never have left.
    const [event] = (await t.orm.em
      .getConnection()
      .execute(`select id, type, payload, created_at from outbox_event where payload->>'caseNumber' = ?`, [caseNumbers[0]])) as {
      id: string;
      payload: DomainEventJob<'case.submitted'>['payload'];
      created_at: string;
    }[];
    const queue = t.app.get<Queue>(getQueueToken(QUEUES.notifications));
    const replay: DomainEventJob<'case.submitted'> = {
      eventId: event!.id,
      type: 'case.submitted',
      payload: event!.payload,
      occurredAt: new Date(event!.created_at).toISOString(),
    };
    const job = await queue.add('case.submitted', replay, { jobId: `${event!.id}-replay` });
    await eventually(async () => expect(await job.isCompleted()).toBe(true));
    await sleep(500);
    expect(smtp.messages).toHaveLength(6);
  });
});
