import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { StaffCaseAlertStore } from '../../src/notifications/staff-case-alert.store';
import { signedInStaff } from '../utils/admin';
import { eventually } from '../utils/eventually';
import { PNG, validCaseReview } from '../utils/fixtures';
import { SmtpSink } from '../utils/smtp-sink';
import { startTestApp, type TestApp } from '../utils/test-app';

const STAFF = 'staff@cases.test';

/**
 * The case room's limits on what a client link can make staff receive: a cap of messages per case
 * per hour, and one staff alert per case per window listing what arrived, sent once across workers.
 */
describe('case room: message cap and batched staff alerts', () => {
  let smtp: SmtpSink;
  let a: TestApp;
  let b: TestApp;
  let staffToken: string;

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    const settings = {
      SMTP_URL: smtp.url,
      CASE_ROOM_MESSAGES_PER_HOUR: '5',
      CASE_ROOM_ALERT_WINDOW_SECONDS: '3',
      CHAT_EMAIL_SWEEP_MS: '200',
    };
    a = await startTestApp(settings);
    // A second process on the same database and queues: two relays, two sets of workers, two sweeps.
    b = await startTestApp({ ...settings, REDIS_PREFIX: a.env.REDIS_PREFIX });
    staffToken = (await signedInStaff(a)).token;
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await smtp.stop();
  });

  const sql = <T>(text: string, params: unknown[] = []) => a.orm.em.getConnection().execute<T[]>(text, params);

  async function newCase() {
    const email = `alerts-${randomUUID().slice(0, 8)}@example.com`;
    const res = await request(a.url).post('/api/submit-case-review').send({ ...validCaseReview, email }).expect(201);
    const [row] = await sql<{ id: string; status_token: string }>('select id, status_token from application where case_number = ?', [
      res.body.caseNumber,
    ]);
    return { id: row!.id, caseNumber: res.body.caseNumber as string, token: row!.status_token };
  }

  const post = (app: TestApp, token: string, body: string) =>
    request(app.url).post(`/api/case-status/${token}/messages`).send({ body, clientKey: randomUUID() });
  const roomAlerts = (caseNumber: string) =>
    smtp.to(STAFF).filter((mail) => mail.subject?.includes(caseNumber) && !mail.subject.startsWith('Новая заявка'));
  const clientMessages = async (caseId: string) =>
    (await sql<{ n: number }>(`select count(*)::int as n from case_message where application_id = ? and author = 'client'`, [caseId]))[0]!.n;
  /** Waits until nothing of the case waits for an alert and every alert is marked sent. */
  const settled = (caseId: string) =>
    eventually(async () => {
      const [left] = await sql<{ waiting: number; unsent: number }>(
        `select (select count(*)::int from staff_case_alert_item where application_id = ? and alert_id is null) as waiting,
                (select count(*)::int from staff_case_alert where application_id = ? and sent_at is null) as unsent`,
        [caseId, caseId],
      );
      expect(left).toEqual({ waiting: 0, unsent: 0 });
    }, 20_000);

  it('20 messages at once through two processes: exactly the cap is stored, the rest get 429 with Retry-After', async () => {
    const client = await newCase();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post(i % 2 ? b : a, client.token, `Parallel ${i}`)));
    expect(answers.filter((res) => res.status === 201)).toHaveLength(5);
    const refused = answers.filter((res) => res.status === 429);
    expect(refused).toHaveLength(15);
    expect(refused[0]!.body).toMatchObject({ message: expect.stringContaining('wait a little'), errors: { body: expect.any(String) } });
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await clientMessages(client.id)).toBe(5);

    // A retry of a stored message still answers it, over the cap; a new one is refused.
    const clientKey = randomUUID();
    await sql(`delete from case_message where id = (select id from case_message where application_id = ? order by created_at limit 1)`, [
      client.id,
    ]);
    const stored = await request(a.url).post(`/api/case-status/${client.token}/messages`).send({ body: 'Once', clientKey }).expect(201);
    const again = await request(b.url).post(`/api/case-status/${client.token}/messages`).send({ body: 'Once', clientKey }).expect(201);
    expect(again.body).toEqual(stored.body);
    await post(a, client.token, 'One too many').expect(429);
    expect(await clientMessages(client.id)).toBe(5);
  });

  it('a quiet case alerts at once; what follows within the window comes in one e-mail, once, whichever worker sends it', async () => {
    const client = await newCase();
    await post(a, client.token, 'First words').expect(201);
    const [first] = await eventually(() => {
      const mails = roomAlerts(client.caseNumber);
      if (mails.length === 0) throw new Error('no alert yet');
      return mails;
    });
    expect(first!.subject).toBe(`Сообщение клиента: ${client.caseNumber}`);
    expect(first!.text).toContain('First words');

    // Within the window: two more messages and an upload, through both processes.
    await post(b, client.token, 'Second words').expect(201);
    await post(a, client.token, 'Third words').expect(201);
    const [item] = (
      await request(a.url)
        .post(`/api/admin/applications/${client.id}/document-requests`)
        .set('Authorization', `Bearer ${staffToken}`)
        .send({ items: ['Your ID'] })
        .expect(201)
    ).body as Array<{ id: string }>;
    await request(b.url)
      .post(`/api/case-status/${client.token}/requests/${item!.id}/documents`)
      .attach('documents', PNG, 'id-card.png')
      .expect(201);

    const digest = await eventually(() => {
      const mails = roomAlerts(client.caseNumber);
      if (mails.length < 2) throw new Error('no digest yet');
      return mails[1]!;
    }, 20_000);
    await settled(client.id);
    expect(digest.subject).toBe(`Новое в комнате дела: ${client.caseNumber}`);
    expect(digest.text).toContain('Second words');
    expect(digest.text).toContain('Third words');
    expect(digest.text).toContain('Файлы по запросу «Your ID»');
    expect(digest.text).toContain('id-card.png');
    expect(digest.text).not.toContain('First words');
    // The window is kept between the two alerts.
    const [times] = await sql<{ gap: number }>(
      `select extract(epoch from max(created_at) - min(created_at))::float as gap from staff_case_alert where application_id = ?`,
      [client.id],
    );
    expect(times!.gap).toBeGreaterThanOrEqual(3);
    expect(roomAlerts(client.caseNumber)).toHaveLength(2);
    const [ledger] = await sql<{ n: number }>(
      `select count(*)::int as n from email_delivery where application_id = ? and template = 'staff-case-room'`,
      [client.id],
    );
    expect(ledger!.n).toBe(2);
  });

  it('an alert a worker opened and never sent (it stopped) is sent once by another after its claim runs out', async () => {
    const client = await newCase();
    await post(a, client.token, 'Before the crash').expect(201);
    await eventually(() => {
      if (roomAlerts(client.caseNumber).length === 0) throw new Error('no alert yet');
    });
    await settled(client.id);

    // What a worker leaves when it stops between opening an alert (with its item) and sending it.
    const [message] = await sql<{ id: string }>(`select id from case_message where application_id = ? order by created_at limit 1`, [client.id]);
    const alertId = randomUUID();
    await sql(
      `with alert as (insert into staff_case_alert (id, application_id) values (?, ?) returning id)
       insert into staff_case_alert_item (event_id, application_id, kind, message_id, alert_id) select ?, ?, 'message', ?, id from alert`,
      [alertId, client.id, randomUUID(), client.id, message!.id],
    );
    // While the claim is fresh, the case's window holds no new alert either.
    expect(await a.app.get(StaffCaseAlertStore).openAlert(client.id, 3)).toBeNull();

    // Its claim lasts 5 minutes; once they have passed, one of the sweeps sends it, once.
    await sql(`update staff_case_alert set claimed_at = claimed_at - interval '6 minutes' where id = ?`, [alertId]);
    await settled(client.id);
    const mails = roomAlerts(client.caseNumber);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('Before the crash');
  });
});
