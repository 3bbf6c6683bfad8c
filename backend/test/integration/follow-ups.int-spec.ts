import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { TEXT_CONSENT_VERSION, type FollowUpAlert } from '@reactivation/contracts';
import type { Clock } from '../../src/core/clock/clock';
import { FollowUpsService } from '../../src/cases/follow-ups/follow-ups.service';
import { signedInStaff } from '../utils/admin';
import { eventually } from '../utils/eventually';
import { validCaseReview } from '../utils/fixtures';
import { ownDatabase } from '../utils/own-database';
import { SmtpSink } from '../utils/smtp-sink';
import { TelegramStandIn } from '../utils/telegram-stand-in';
import { TwilioStandIn } from '../utils/twilio-stand-in';
import { startTestApp, type TestApp } from '../utils/test-app';
import { uniqueRedisPrefix } from '../utils/test-env';

/** A clock the test sets to a chosen instant. */
class MovableClock implements Clock {
  private at = new Date();
  now(): Date {
    return this.at;
  }
  set(at: string): void {
    this.at = new Date(at);
  }
}

/*
 * The weeks below, read in the business zone (BUSINESS_HOURS Mon-Fri 09:00-18:00 America/New_York,
 * the default): Friday 2026-11-20 10:00 is 15:00 UTC. Two business days after it is Tuesday
 * 2026-11-24 10:00; two more, Thursday 2026-11-26 10:00.
 */
const FRIDAY_10 = '2026-11-20T15:00:00.000Z';
const MONDAY_17 = '2026-11-23T22:00:00.000Z';
const TUESDAY_0959 = '2026-11-24T14:59:00.000Z';
const TUESDAY_1001 = '2026-11-24T15:01:00.000Z';
const WEDNESDAY_17 = '2026-11-25T22:00:00.000Z';
const THURSDAY_1002 = '2026-11-26T15:02:00.000Z';

describe('follow-ups that run themselves', () => {
  let smtp: SmtpSink;
  let telegram: TelegramStandIn;
  let twilio: TwilioStandIn;
  const clock = new MovableClock();
  const prefix = uniqueRedisPrefix();
  let database: string;
  const settings = () => ({
    DATABASE_URL: database,
    SMTP_URL: smtp.url,
    REDIS_PREFIX: prefix,
    TELEGRAM_BOT_TOKEN: '123:follow',
    TELEGRAM_CHAT_ID: '-100777',
    TELEGRAM_WEBHOOK_SECRET: 'follow-ups-webhook-secret',
    TELEGRAM_API_URL: telegram.url,
    ...twilio.settings(),
  });
  // Two workers on one Redis and one database, as two instances run in production.
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    database = await ownDatabase('follow_ups');
    smtp = await SmtpSink.start();
    telegram = await TelegramStandIn.start();
    twilio = await TwilioStandIn.start();
    first = await startTestApp(settings(), { clock });
    second = await startTestApp(settings(), { clock });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await telegram.stop();
    await twilio.stop();
    await smtp.stop();
  });

  const sql = <T>(text: string, params: unknown[] = []) => first.orm.em.getConnection().execute<T[]>(text, params);
  /** Both workers sweep at once, as their schedules may. */
  const sweepBoth = () => Promise.all([first.app.get(FollowUpsService).raiseDue(), second.app.get(FollowUpsService).raiseDue()]);
  const alerts = (caseNumber: string) => telegram.ok('sendMessage').filter((call) => String(call.body.text).includes(caseNumber));

  /** A case through the wizard, in New York, whose client consented to texts on a number of its own. */
  async function newCase(locale: 'en' | 'es', platform = 'DoorDash') {
    const email = `follow-${randomUUID().slice(0, 8)}@example.com`;
    const phone = `+1555${String(Math.floor(2_000_000 + Math.random() * 7_999_999))}`;
    const res = await request(first.url)
      .post('/api/submit-case-review')
      .send({
        ...validCaseReview,
        platform,
        email,
        phone,
        state: 'NY',
        locale,
        firstName: 'Lucía',
        textConsent: { channel: 'sms', version: TEXT_CONSENT_VERSION },
      })
      .expect(201);
    const [row] = await sql<{ id: string }>('select id from application where case_number = ?', [res.body.caseNumber]);
    return { id: row!.id, caseNumber: res.body.caseNumber as string, email, phone };
  }
  /** The texts a number got that say `words`, once the texting queue has sent what it will. */
  const textsSaying = (phone: string, words: string) => twilio.to(phone).filter((text) => text.body.includes(words));

  it('reminds the client once 2 business days after a request (a weekend between), then alerts the owner once after 2 more', async () => {
    const staff = await signedInStaff(first, `follow-${randomUUID().slice(0, 6)}`);
    const auth = { Authorization: `Bearer ${staff.token}` };
    const client = await newCase('es');
    const [account] = await sql<{ id: string }>('select id from staff_account where username = ?', [staff.username]);
    await request(first.url).put(`/api/admin/applications/${client.id}/owner`).set(auth).send({ ownerId: account!.id }).expect(200);
    await request(first.url)
      .post(`/api/admin/applications/${client.id}/document-requests`)
      .set(auth)
      .send({ items: ['Captura del aviso de desactivación', 'Licencia de conducir'] })
      .expect(201);
    // Asked on Friday at 10:00 in the business zone.
    await sql(`update document_request set created_at = ? where application_id = ?`, [FRIDAY_10, client.id]);
    const reminders = () => smtp.to(client.email).filter((mail) => /todavía esperamos tus documentos/.test(mail.subject ?? ''));
    await eventually(() => expect(smtp.to(client.email).some((mail) => /necesitamos algunos documentos/.test(mail.subject ?? ''))).toBe(true));

    // Monday evening and Tuesday 09:59 are under two business days (the weekend does not count).
    for (const at of [MONDAY_17, TUESDAY_0959]) {
      clock.set(at);
      const [one, two] = await sweepBoth();
      expect(one.documentsReminded + two.documentsReminded).toBe(0);
    }
    // Tuesday 10:01: both workers sweep at once; the case is reminded once, in Spanish, with both items and its room link.
    clock.set(TUESDAY_1001);
    const [one, two] = await sweepBoth();
    expect(one.documentsReminded + two.documentsReminded).toBe(1);
    await eventually(() => expect(reminders()).toHaveLength(1));
    const [reminder] = reminders();
    expect(reminder!.text).toContain('Captura del aviso de desactivación');
    expect(reminder!.text).toContain('Licencia de conducir');
    expect(reminder!.text).toMatch(/\/case\/[\w-]+\?lang=es/);
    // The client consented to texts: the reminder is texted too, in Spanish, with the room link.
    await eventually(() => expect(textsSaying(client.phone, 'seguimos esperando tus documentos')).toHaveLength(1));
    expect(textsSaying(client.phone, 'seguimos esperando tus documentos')[0]!.body).toMatch(/\/case\/[\w-]+\?lang=es/);

    // A worker restarts; sweeping again on both (Wednesday) sends nothing more and alerts nobody yet.
    await second.close();
    second = await startTestApp(settings(), { clock });
    clock.set(WEDNESDAY_17);
    await sweepBoth();
    expect(alerts(client.caseNumber)).toHaveLength(0);

    // Thursday 10:02, two business days after the reminder: the owner is alerted once, in the panel and the messenger.
    clock.set(THURSDAY_1002);
    const escalated = await sweepBoth();
    expect(escalated[0].documentsOverdue + escalated[1].documentsOverdue).toBe(1);
    await eventually(() => expect(alerts(client.caseNumber)).toHaveLength(1));
    expect(String(alerts(client.caseNumber)[0]!.body.text)).toContain(staff.username);
    expect(String(alerts(client.caseNumber)[0]!.body.text)).toContain('Licencia de conducir');
    const mine = await request(first.url).get('/api/admin/follow-ups').set(auth).expect(200);
    expect((mine.body as FollowUpAlert[]).filter((alert) => alert.caseNumber === client.caseNumber)).toEqual([
      expect.objectContaining({ kind: 'documents_overdue', documents: ['Captura del aviso de desactivación', 'Licencia de conducir'] }),
    ]);

    // Later sweeps on both workers add nothing: one reminder, one alert, one event of each.
    clock.set('2026-11-30T16:00:00.000Z');
    await sweepBoth();
    const events = await sql<{ type: string; n: number }>(
      `select type, count(*)::int as n from outbox_event where payload->>'applicationId' = ? and type like 'case.documents_%' group by type order by type`,
      [client.id],
    );
    expect(events).toEqual([
      { type: 'case.documents_overdue', n: 1 },
      { type: 'case.documents_reminder_due', n: 1 },
      { type: 'case.documents_requested', n: 1 },
    ]);
    expect(reminders()).toHaveLength(1);
    expect(textsSaying(client.phone, 'seguimos esperando tus documentos')).toHaveLength(1);
    expect(alerts(client.caseNumber)).toHaveLength(1);

    // Another staff member's "mine" does not list it; "all" does.
    const other = await signedInStaff(first, `follow-${randomUUID().slice(0, 6)}`);
    const theirs = await request(first.url).get('/api/admin/follow-ups').set({ Authorization: `Bearer ${other.token}` }).expect(200);
    expect((theirs.body as FollowUpAlert[]).some((alert) => alert.caseNumber === client.caseNumber)).toBe(false);
    const everyone = await request(first.url).get('/api/admin/follow-ups?owner=all').set({ Authorization: `Bearer ${other.token}` }).expect(200);
    expect((everyone.body as FollowUpAlert[]).some((alert) => alert.caseNumber === client.caseNumber)).toBe(true);
    await request(first.url).get('/api/admin/follow-ups?owner=nobody').set(auth).expect(400);
    await request(first.url).get('/api/admin/follow-ups').expect(401);
  });

  it('reminds the client once of a payment link unused 3 days before it expires', async () => {
    const staff = await signedInStaff(first, `follow-${randomUUID().slice(0, 6)}`);
    const auth = { Authorization: `Bearer ${staff.token}` };
    const client = await newCase('en');
    await request(first.url).post(`/api/admin/applications/${client.id}/payment-link`).set(auth).expect(201);
    const [link] = await sql<{ expires_at: Date }>('select payment_token_expires_at as expires_at from application where id = ?', [client.id]);
    const expiresAt = new Date(link!.expires_at).getTime();
    const reminders = () => smtp.to(client.email).filter((mail) => /payment link expires on/.test(mail.subject ?? ''));

    clock.set(new Date(expiresAt - 3 * 86_400_000 - 60_000).toISOString());
    await sweepBoth();
    // Noon in New York two days before it expires (inside the 3 days, and not in the client's quiet hours for the text).
    const twoDaysBefore = new Date(expiresAt - 2 * 86_400_000);
    twoDaysBefore.setUTCHours(17, 0, 0, 0);
    clock.set(twoDaysBefore.toISOString());
    const [one, two] = await sweepBoth();
    expect(one.paymentLinksReminded + two.paymentLinksReminded).toBe(1);
    await eventually(() => expect(reminders()).toHaveLength(1));
    expect(reminders()[0]!.text).toMatch(/\/payment\/[\w-]+/);
    await eventually(() => expect(textsSaying(client.phone, 'your payment link works until')).toHaveLength(1));
    clock.set(new Date(expiresAt - 86_400_000).toISOString());
    await sweepBoth();
    const events = await sql<{ n: number }>(
      `select count(*)::int as n from outbox_event where type = 'payment.link_reminder_due' and payload->>'applicationId' = ?`,
      [client.id],
    );
    expect(events[0]!.n).toBe(1);
    expect(reminders()).toHaveLength(1);
    expect(textsSaying(client.phone, 'your payment link works until')).toHaveLength(1);
  });

  it("alerts the owner once when an appeal waits longer than the platform's answer time from the guide", async () => {
    // Roadie answers within 10 business days (the guide); filed Friday 2026-11-06, due by Friday 2026-11-20.
    const roadie = await newCase('en', 'Roadie');
    const other = await newCase('en', 'Uber');
    for (const waiting of [roadie, other]) {
      await sql(`update application set status = 'appeal_filed' where id = ?`, [waiting.id]);
      await sql(
        `insert into case_history (application_id, kind, actor, from_status, to_status, at) values (?, 'status_changed', 'test', 'in_progress', 'appeal_filed', ?)`,
        [waiting.id, '2026-11-06T17:00:00.000Z'],
      );
    }
    clock.set('2026-11-20T20:00:00.000Z');
    await sweepBoth();
    expect(alerts(roadie.caseNumber)).toHaveLength(0);
    clock.set('2026-11-23T15:00:00.000Z');
    const [one, two] = await sweepBoth();
    // Uber publishes no answer time: it waits FOLLOW_UP_PLATFORM_WAIT_DAYS (30), not reached yet.
    expect(one.platformWaitsOverdue + two.platformWaitsOverdue).toBe(1);
    await eventually(() => expect(alerts(roadie.caseNumber)).toHaveLength(1));
    expect(String(alerts(roadie.caseNumber)[0]!.body.text)).toMatch(/16 дн\./);
    clock.set('2026-12-07T15:00:00.000Z');
    await sweepBoth();
    await eventually(() => expect(alerts(other.caseNumber)).toHaveLength(1));
    expect(alerts(roadie.caseNumber)).toHaveLength(1);
  });
});
