import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { Clock } from '../../src/core/clock/clock';
import { AppealDeadlinesService } from '../../src/cases/deadlines/appeal-deadlines.service';
import { signedInStaff } from '../utils/admin';
import { eventually } from '../utils/eventually';
import { validCaseReview } from '../utils/fixtures';
import { ownDatabase } from '../utils/own-database';
import { SmtpSink } from '../utils/smtp-sink';
import { startTestApp, type TestApp } from '../utils/test-app';
import { uniqueRedisPrefix } from '../utils/test-env';

/** A clock the test sets to noon UTC (mid-day in the business time zone) of a chosen day. */
class MovableClock implements Clock {
  private at = new Date();
  now(): Date {
    return this.at;
  }
  setDay(day: string): void {
    this.at = new Date(`${day}T17:00:00Z`);
  }
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (day: string, days: number) => isoDay(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);

describe('appeal deadline reminders', () => {
  let smtp: SmtpSink;
  const clock = new MovableClock();
  const prefix = uniqueRedisPrefix();
  // A database of its own: the list sorted by deadline must hold only this file's cases, whatever other
  // files (DoorDash cases with earlier deactivations) left in the run's database.
  let database: string;
  const settings = () => ({ DATABASE_URL: database, SMTP_URL: smtp.url, REDIS_PREFIX: prefix, DEADLINE_SWEEP_SECONDS: '1' });
  // Two workers on one Redis and one database, as two instances run in production.
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    database = await ownDatabase('deadline_reminders');
    smtp = await SmtpSink.start();
    first = await startTestApp(settings(), { clock });
    second = await startTestApp(settings(), { clock });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await smtp.stop();
  });

  const sql = <T>(text: string, params: unknown[] = []) => first.orm.em.getConnection().execute<T[]>(text, params);

  /** A DoorDash case deactivated 30 days before today (due a year after), through the wizard. */
  async function newCase(locale: 'en' | 'es', state: string) {
    const email = `deadline-${randomUUID().slice(0, 8)}@example.com`;
    const deactivationDate = isoDay(Date.now() - 30 * DAY_MS);
    const res = await request(first.url)
      .post('/api/submit-case-review')
      .send({ ...validCaseReview, platform: 'DoorDash', state, deactivationDate, email, locale })
      .expect(201);
    const [row] = await sql<{ id: string; appeal_due_on: string }>(
      `select id, to_char(appeal_due_on, 'YYYY-MM-DD') as appeal_due_on from application where case_number = ?`,
      [res.body.caseNumber],
    );
    return { id: row!.id, caseNumber: res.body.caseNumber as string, email, dueOn: row!.appeal_due_on, deactivationDate };
  }

  const reminders = (caseId: string) =>
    sql<{ days_before: number }>('select days_before from case_deadline_reminder where application_id = ? order by days_before desc', [caseId]);
  const ownerMails = (caseNumber: string) => smtp.to('staff@cases.test').filter((mail) => mail.subject?.includes(caseNumber) && /апелляци/.test(mail.subject));
  /** The reminders a client got (not the confirmation of their case). */
  const clientMails = (email: string) => smtp.to(email).filter((mail) => /para apelar|to appeal/.test(mail.subject ?? ''));

  it('stores the deadline when the case comes in: a year after the deactivation for DoorDash outside Seattle', async () => {
    const spanish = await newCase('es', 'CA');
    const [y, m, d] = spanish.deactivationDate.split('-').map(Number) as [number, number, number];
    const expected = isoDay(Date.UTC(y + 1, m - 1, d));
    expect(spanish.dueOn === expected || (m === 2 && d === 29)).toBe(true);
  });

  it('e-mails the client in Spanish and the owner 14, 7 and 2 days before, once each, with two workers and one restarted', async () => {
    const staff = await signedInStaff(first, `marta-${randomUUID().slice(0, 4)}`);
    const spanish = await newCase('es', 'CA');
    const filed = await newCase('en', 'TX');
    const [account] = await sql<{ id: string }>('select id from staff_account where username = ?', [staff.username]);
    await request(first.url)
      .put(`/api/admin/applications/${spanish.id}/owner`)
      .set({ Authorization: `Bearer ${staff.token}` })
      .send({ ownerId: account!.id })
      .expect(200);
    // Its appeal filed with the platform (the step the letter's filing starts): no reminder however near its deadline.
    await sql(`update application set status = 'appeal_filed' where id = ?`, [filed.id]);
    expect(filed.dueOn).toBe(spanish.dueOn);

    // 14 days before: both workers sweep at once, by their schedule and by hand; one reminder is written.
    clock.setDay(addDays(spanish.dueOn, -14));
    const together = await Promise.all([first.app.get(AppealDeadlinesService).remindDue(), second.app.get(AppealDeadlinesService).remindDue()]);
    expect(together.length).toBe(2);
    expect(await reminders(spanish.id)).toEqual([{ days_before: 14 }]);
    await eventually(() => expect(clientMails(spanish.email)).toHaveLength(1));
    await eventually(() => expect(ownerMails(spanish.caseNumber)).toHaveLength(1));
    const [fourteen] = clientMails(spanish.email);
    expect(fourteen!.subject).toMatch(/quedan 14 días para apelar/);
    expect(fourteen!.text).toMatch(/El último día para apelar la desactivación de tu cuenta de DoorDash es el/);
    expect(fourteen!.text).toContain('help.doordash.com');
    const [owner] = ownerMails(spanish.caseNumber);
    expect(owner!.text).toContain(`Ответственный: ${staff.username}`);
    expect(owner!.subject).toMatch(/14 дн\./);

    // A worker restarts between reminders; the day after, nothing new is due.
    await second.close();
    clock.setDay(addDays(spanish.dueOn, -13));
    second = await startTestApp(settings(), { clock });
    await second.app.get(AppealDeadlinesService).remindDue();
    expect(await reminders(spanish.id)).toEqual([{ days_before: 14 }]);

    clock.setDay(addDays(spanish.dueOn, -7));
    await eventually(() => expect(clientMails(spanish.email)).toHaveLength(2));
    expect(clientMails(spanish.email)[1]!.subject).toMatch(/quedan 7 días/);

    clock.setDay(addDays(spanish.dueOn, -2));
    await eventually(() => expect(clientMails(spanish.email)).toHaveLength(3));
    await eventually(() => expect(ownerMails(spanish.caseNumber)).toHaveLength(3));
    expect(clientMails(spanish.email)[2]!.subject).toMatch(/quedan 2 días/);

    // The next day and the last day: the 2-day stage was sent; sweeping again on both workers adds nothing.
    for (const offset of [-1, 0]) {
      clock.setDay(addDays(spanish.dueOn, offset));
      await Promise.all([first.app.get(AppealDeadlinesService).remindDue(), second.app.get(AppealDeadlinesService).remindDue()]);
    }
    expect((await reminders(spanish.id)).map((row: { days_before: number }) => row.days_before)).toEqual([14, 7, 2]);
    const events = await sql<{ n: number }>(
      `select count(*)::int as n from outbox_event where type = 'case.deadline_approaching' and payload->>'applicationId' = ?`,
      [spanish.id],
    );
    expect(events[0]!.n).toBe(3);
    expect(clientMails(spanish.email)).toHaveLength(3);
    expect(ownerMails(spanish.caseNumber)).toHaveLength(3);

    // The filed case: no reminder row, no e-mail.
    expect(await reminders(filed.id)).toEqual([]);
    expect(clientMails(filed.email)).toHaveLength(0);
  });

  it('shows the deadline and its calendar file to the client by the room link and to staff, and sorts the list by it', async () => {
    const staff = await signedInStaff(first);
    const admin = { Authorization: `Bearer ${staff.token}` };
    const doordash = await newCase('es', 'WA');
    const [{ status_token: token } = { status_token: '' }] = await sql<{ status_token: string }>('select status_token from application where id = ?', [doordash.id]);
    clock.setDay(addDays(doordash.deactivationDate, 30));

    // Washington without a city: Seattle's 90 days count, with DoorDash's year beside it.
    const view = await request(first.url).get(`/api/case-status/${token}/deadline`).expect(200);
    expect(view.body).toMatchObject({ platformKey: 'doordash', dueOn: addDays(doordash.deactivationDate, 90), daysLeft: 60, appealFiled: false });
    expect(view.body.windows.map((window: { place: string | null }) => window.place)).toEqual(['seattle', null]);
    expect(view.body.offices[0]).toMatchObject({ place: 'seattle', url: expect.stringContaining('seattle.gov') });

    const ics = await request(first.url).get(`/api/case-status/${token}/deadline.ics`).expect(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.headers['content-disposition']).toBe(`attachment; filename="appeal-deadline-${doordash.caseNumber}.ics"`);
    expect(ics.text).toContain(`DTSTART;VALUE=DATE:${addDays(doordash.deactivationDate, 90).replace(/-/g, '')}`);
    expect(ics.text).toContain('SUMMARY:Último día para apelar: DoorDash');
    expect(ics.text.match(/BEGIN:VALARM/g)).toHaveLength(3);
    await request(first.url).get('/api/case-status/not-a-real-token-not-a-real-token/deadline').expect(404);

    await request(first.url).get(`/api/admin/applications/${doordash.caseNumber}/deadline`).expect(401);
    const staffView = await request(first.url).get(`/api/admin/applications/${doordash.caseNumber}/deadline`).set(admin).expect(200);
    expect(staffView.body.dueOn).toBe(view.body.dueOn);
    const staffIcs = await request(first.url).get(`/api/admin/applications/${doordash.id}/deadline.ics`).set(admin).expect(200);
    expect(staffIcs.text).toContain('SUMMARY:Последний день апелляции: DoorDash');

    // A platform with no published window: said so, and no calendar file.
    const email = `uber-${randomUUID().slice(0, 8)}@example.com`;
    const uber = await request(first.url)
      .post('/api/submit-case-review')
      .send({ ...validCaseReview, platform: 'Uber', state: 'CO', email, locale: 'en' })
      .expect(201);
    const none = await request(first.url).get(`/api/admin/applications/${uber.body.caseNumber}/deadline`).set(admin).expect(200);
    expect(none.body).toMatchObject({ platformKey: 'uber', dueOn: null, daysLeft: null, windows: [] });
    expect(none.body.offices.map((office: { place: string }) => office.place)).toEqual(['colorado']);
    const refused = await request(first.url).get(`/api/admin/applications/${uber.body.caseNumber}/deadline.ics`).set(admin).expect(404);
    expect(refused.body.code ?? refused.body.message).toBeTruthy();

    // Sorted by deadline: soonest first, none last, across pages.
    const pages: Array<{ caseNumber: string; appealDueOn: string | null }> = [];
    let next: string | undefined = '/api/admin/applications?sort=deadline&limit=1';
    while (next) {
      const page: { body: typeof pages; headers: Record<string, string | undefined> } = await request(first.url).get(next).set(admin).expect(200);
      pages.push(...page.body);
      next = /<([^>]+)>;\s*rel="next"/.exec(page.headers.link ?? '')?.[1]?.replace(/^https?:\/\/[^/]+/, '');
    }
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const dues = pages.map((row) => row.appealDueOn);
    const dated = dues.filter((due): due is string => due !== null);
    expect(dated).toEqual([...dated].sort());
    expect(dues.slice(dated.length).every((due) => due === null)).toBe(true);
    expect(new Set(pages.map((row) => row.caseNumber)).size).toBe(pages.length);
    expect(pages[0]!.caseNumber).toBe(doordash.caseNumber);
    await request(first.url).get('/api/admin/applications?sort=oldest').set(admin).expect(400);
  });
});
