import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { eventually } from '../utils/eventually';
import { validCaseReview } from '../utils/fixtures';
import { SmtpSink } from '../utils/smtp-sink';
import { from, leakedSecrets, report, startSecurityApp, type SecurityApp } from './security-app';

const STAFF = 'staff@cases.test';

/** The numbers of the messages an alert lists ("Mensaje número 7"). */
const listed = (text: string | undefined) => [...(text ?? '').matchAll(/Mensaje número (\d+)\b/g)].map((match) => Number(match[1]));

/** Issue 21: a client's link used to flood staff's inbox, one alert per message. */
describe('attack: flooding staff through a case room', () => {
  let smtp: SmtpSink;
  let t: SecurityApp;

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    // Shipped limits: 10 writes a minute per address, the per-case message cap and the alert window at their defaults.
    t = await startSecurityApp({ SMTP_URL: smtp.url, CHAT_EMAIL_SWEEP_MS: '200' });
  });
  afterAll(async () => {
    expect(leakedSecrets(t)).toEqual([]);
    await t.close();
    await smtp.stop();
  });

  const sql = <T>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);

  async function newCase() {
    const email = `flood-${randomUUID().slice(0, 8)}@example.com`;
    const res = await request(t.url).post('/api/submit-case-review').set(from('192.0.2.200')).send({ ...validCaseReview, email }).expect(201);
    const [row] = await sql<{ id: string; status_token: string }>('select id, status_token from application where case_number = ?', [
      res.body.caseNumber,
    ]);
    t.secrets.add(row!.status_token);
    return { id: row!.id, caseNumber: res.body.caseNumber as string, token: row!.status_token };
  }

  /** Waits until every job of the case's message events has finished, so no alert is still on its way. */
  async function messageEventsFinished(caseId: string): Promise<void> {
    await eventually(async () => {
      const [row] = await sql<{ n: number }>(
        `select count(*)::int as n from outbox_event
         where type = 'case.message_posted' and payload->>'applicationId' = ? and finished_at is null`,
        [caseId],
      );
      if (row!.n !== 0) throw new Error(`${row!.n} message events unfinished`);
    }, 30_000);
  }

  /** Staff e-mails about the case's room (not the new-case alert its submission sent). */
  const staffAlerts = (caseNumber: string) =>
    smtp.to(STAFF).filter((mail) => mail.subject?.includes(caseNumber) && !mail.subject.startsWith('Новая заявка'));

  it('30 messages in a minute from 3 addresses: the case cap refuses the rest, staff get one alert now and one digest later', async () => {
    const target = await newCase();
    const answers: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const res = await request(t.url)
        .post(`/api/case-status/${target.token}/messages`)
        .set(from(`198.51.100.${110 + (i % 3)}`))
        .set('Accept-Language', 'es')
        .send({ body: `Mensaje número ${i + 1}`, clientKey: randomUUID() });
      answers.push(res.status);
      if (res.status === 429) expect(res.body.message).toMatch(/mensajes/i);
    }
    const [stored] = await sql<{ n: number }>(`select count(*)::int as n from case_message where application_id = ? and author = 'client'`, [
      target.id,
    ]);
    await messageEventsFinished(target.id);
    const refused = answers.filter((status) => status === 429).length;
    const alertsInTheMinute = staffAlerts(target.caseNumber).length;
    report({ attack: `case room messages (30 in a minute from 3 addresses; staff e-mails: ${alertsInTheMinute})`, attempts: 30, refused, stored: stored!.n });

    expect(answers.filter((status) => status === 201)).toHaveLength(20);
    expect(refused).toBe(10);
    expect(stored!.n).toBe(20);
    // The first message of a quiet case reaches staff at once; the rest wait for the alert window.
    expect(alertsInTheMinute).toBe(1);
    const first = listed(staffAlerts(target.caseNumber)[0]!.text);
    expect(first.length).toBeGreaterThan(0);

    // Ten minutes later (the window moved back rather than waited for): one digest lists all the others.
    await sql(`update staff_case_alert set created_at = created_at - interval '10 minutes' where application_id = ?`, [target.id]);
    const digest = await eventually(() => {
      const mails = staffAlerts(target.caseNumber);
      if (mails.length < 2) throw new Error('no digest yet');
      return mails[1]!;
    });
    // Every stored message reaches staff exactly once across the two e-mails; no refused one does.
    const all = [...first, ...listed(digest.text)].sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // Nothing is left waiting, and the digest is marked sent once the mail server took it.
    await eventually(async () => {
      const [left] = await sql<{ waiting: number; unsent: number }>(
        `select (select count(*)::int from staff_case_alert_item where application_id = ? and alert_id is null) as waiting,
                (select count(*)::int from staff_case_alert where application_id = ? and sent_at is null) as unsent`,
        [target.id, target.id],
      );
      expect(left).toEqual({ waiting: 0, unsent: 0 });
    });
    expect(staffAlerts(target.caseNumber)).toHaveLength(2);
  });
});
