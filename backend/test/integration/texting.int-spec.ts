import { TEXT_CONSENT_VERSION } from '@reactivation/contracts';
import { randomInt, randomUUID } from 'node:crypto';
import request from 'supertest';
import type { Clock } from '../../src/core/clock/clock';
import { DueTextsSweep } from '../../src/texting/texting.sweep';
import { signedInStaff } from '../utils/admin';
import { eventually } from '../utils/eventually';
import { PNG, validApplicationFields, validCaseReview } from '../utils/fixtures';
import { startTestApp, type TestApp } from '../utils/test-app';
import { TwilioStandIn } from '../utils/twilio-stand-in';

/** The clock texting reads; a test sets it instead of waiting for a time of day. */
class MovableClock implements Clock {
  private at = new Date('2026-12-01T20:00:00Z');
  now(): Date {
    return new Date(this.at);
  }
  set(iso: string): void {
    this.at = new Date(iso);
  }
}

const PUBLIC_URL = 'https://texts.example';

/** Text messages to clients who consented (ADR 0035), against a local stand-in of Twilio's API. */
describe('text messages', () => {
  const clock = new MovableClock();
  let twilio: TwilioStandIn;
  let t: TestApp;
  let staff: { token: string };

  beforeAll(async () => {
    twilio = await TwilioStandIn.start();
    // The sweep is run by the tests (never by its timer), so a text held for quiet hours leaves only when a test says.
    t = await startTestApp({ ...twilio.settings(), PUBLIC_URL, TEXT_SWEEP_MS: '3600000', TEXT_QUIET_HOURS: '21-08', CHAT_REPLY_EMAIL_AFTER_SECONDS: '1', CHAT_EMAIL_SWEEP_MS: '200' }, { clock });
    staff = await signedInStaff(t, `texts-${randomUUID().slice(0, 6)}`);
  });
  afterAll(async () => {
    await t.close();
    await twilio.stop();
  });
  beforeEach(() => clock.set('2026-12-01T20:00:00Z')); // 14:00 in Texas, 15:00 in New York

  const sql = <T>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);
  const admin = () => ({ Authorization: `Bearer ${staff.token}` });
  /** A number of its own per client: STOP and the daily cap are per number, and test files share the database. */
  const newNumber = () => `+1555${randomInt(2_000_000, 9_999_999)}`;

  async function newCase(options: { locale?: 'en' | 'es'; consent?: 'sms' | 'whatsapp'; state?: string; phone?: string } = {}) {
    const phone = options.phone ?? newNumber();
    const res = await request(t.url)
      .post('/api/submit-case-review')
      .set('X-Forwarded-For', '198.51.100.23')
      .send({
        ...validCaseReview,
        email: `texts-${randomUUID().slice(0, 8)}@example.com`,
        phone,
        locale: options.locale ?? 'en',
        state: options.state ?? 'TX',
        ...(options.consent ? { textConsent: { channel: options.consent, version: TEXT_CONSENT_VERSION } } : {}),
      })
      .expect(201);
    const [row] = await sql<{ id: string; status_token: string }>('select id, status_token from application where case_number = ?', [
      res.body.caseNumber,
    ]);
    return { id: row!.id, caseNumber: res.body.caseNumber as string, token: row!.status_token, phone };
  }

  /** Waits until the texting queue finished the case's event of this type (recorded in its outbox row). */
  const handledByTexting = (applicationId: string, type: string) =>
    eventually(async () => {
      const rows = await sql<{ n: string }>(
        `select count(*) as n from outbox_event where payload ->> 'applicationId' = ? and type = ? and 'texting' = any(finished_queues)`,
        [applicationId, type],
      );
      if (Number(rows[0]!.n) < 1) throw new Error(`${type} not handled yet`);
    });

  /** Waits until the ledger recorded the provider's id of a text (it is marked after the provider answered). */
  const recorded = (sid: string) =>
    eventually(async () => {
      const rows = await sql('select 1 from text_delivery where provider_id = ?', [sid]);
      if (rows.length === 0) throw new Error(`${sid} not marked sent yet`);
    });

  const textsTo = (phone: string, count: number) =>
    eventually(() => {
      const texts = twilio.to(phone);
      if (texts.length < count) throw new Error(`${texts.length} of ${count} texts to ${phone}`);
      return texts;
    });

  /** A webhook call as Twilio makes it: form fields, signed for the URL it was configured with. */
  function webhook(path: string, form: Record<string, string>, signed = true) {
    const call = request(t.url).post(path).type('form').send(form);
    return signed ? call.set('X-Twilio-Signature', twilio.sign(`${PUBLIC_URL}${path}`, form)) : call;
  }
  const reply = (from: string, body: string) => webhook('/api/texting/inbound', { MessageSid: `SM${randomUUID().replace(/-/g, '')}`, From: from, To: '+15550100200', Body: body });

  it('a consented Spanish client gets the submission, status and request texts in Spanish, each with the case room link', async () => {
    const client = await newCase({ locale: 'es', consent: 'sms' });
    const link = `${PUBLIC_URL}/case/${client.token}?lang=es`;
    const [submitted] = await textsTo(client.phone, 1);
    expect(submitted!.body).toBe(`Recibimos tu caso ${client.caseNumber}. Síguelo aquí: ${link} Responde PARAR para no recibir más.`);
    expect(submitted!.from).toBe('+15550100200');
    expect(submitted!.statusCallback).toBe(`${PUBLIC_URL}/api/texting/status`);

    await request(t.url).patch(`/api/admin/applications/${client.id}/status`).set(admin()).send({ status: 'expert_review' }).expect(200);
    const status = (await textsTo(client.phone, 2))[1]!;
    expect(status.body).toContain(`Caso ${client.caseNumber}: un experto lo está revisando.`);
    expect(status.body).toContain(link);

    await request(t.url)
      .post(`/api/admin/applications/${client.id}/document-requests`)
      .set(admin())
      .send({ items: ['Captura del aviso', 'Historial de entregas'] })
      .expect(201);
    const documents = (await textsTo(client.phone, 3))[2]!;
    expect(documents.body).toContain(`Caso ${client.caseNumber}: necesitamos 2 documento(s).`);
    expect(documents.body).toContain(link);

    // The consent is on record with its words' version, time, address and channel.
    const [consent] = await sql<{ kind: string; channel: string; version: string; address: string; source: string; locale: string }>(
      'select kind, channel, version, address, source, locale from text_consent where application_id = ?',
      [client.id],
    );
    expect(consent).toEqual({ kind: 'given', channel: 'sms', version: TEXT_CONSENT_VERSION, address: '198.51.100.23', source: 'case_review', locale: 'es' });
  });

  it('the home form sends its consent beside the answers, and WhatsApp is texted as WhatsApp', async () => {
    const phone = newNumber();
    let call = request(t.url).post('/api/applications').set('X-Forwarded-For', '198.51.100.24');
    for (const [key, value] of Object.entries({ ...validApplicationFields, email: `home-${randomUUID().slice(0, 8)}@example.com`, phone, state: 'TX' })) {
      call = call.field(key, value);
    }
    const res = await call
      .field('textConsent', JSON.stringify({ channel: 'whatsapp', version: TEXT_CONSENT_VERSION }))
      .attach('documents', PNG, 'notice.png')
      .expect(201);
    const [text] = await textsTo(phone, 1);
    expect(text!.to).toBe(`whatsapp:${phone}`);
    expect(text!.from).toBe('whatsapp:+15550100201');
    expect(text!.body).toContain(`We got your case ${res.body.caseNumber}.`);
  });

  it('a client without consent gets no text, however the case moves', async () => {
    const client = await newCase();
    await request(t.url).patch(`/api/admin/applications/${client.id}/status`).set(admin()).send({ status: 'expert_review' }).expect(200);
    // Both events were handled by the texting queue, and nothing left.
    await handledByTexting(client.id, 'case.status_changed');
    await handledByTexting(client.id, 'case.submitted');
    expect(twilio.to(client.phone)).toEqual([]);
    expect(await sql('select 1 from text_delivery where application_id = ?', [client.id])).toEqual([]);
  });

  it('STOP (and PARAR) through the signed webhook ends texting with one confirmation; START renews it', async () => {
    const client = await newCase({ consent: 'sms' });
    await textsTo(client.phone, 1);

    const stop = { MessageSid: `SM${randomUUID().replace(/-/g, '')}`, From: client.phone, To: '+15550100200', Body: 'Stop' };
    await webhook('/api/texting/inbound', stop).expect(204);
    await webhook('/api/texting/inbound', stop).expect(204); // Twilio redelivers: still one confirmation
    const [, confirmation] = await textsTo(client.phone, 2);
    expect(confirmation!.body).toBe('You will get no more texts from us. Reply START to get them again.');

    await request(t.url).patch(`/api/admin/applications/${client.id}/status`).set(admin()).send({ status: 'expert_review' }).expect(200);
    await handledByTexting(client.id, 'case.status_changed');
    await reply(client.phone, 'START').expect(204);
    const [, , renewed] = await textsTo(client.phone, 3);
    expect(renewed!.body).toBe('Texts about your case are on again. Reply STOP to end them, HELP for help.');
    expect(twilio.to(client.phone).some((text) => text.body.includes('an expert is reviewing it'))).toBe(false);

    await request(t.url).post(`/api/admin/applications/${client.id}/document-requests`).set(admin()).send({ items: ['Notice'] }).expect(201);
    const [, , , requested] = await textsTo(client.phone, 4);
    expect(requested!.body).toContain('we need 1 document(s) from you.');

    await reply(client.phone, 'PARAR').expect(204);
    const [, , , , parar] = await textsTo(client.phone, 5);
    expect(parar!.body).toBe('Ya no recibirás mensajes nuestros. Responde START para volver a recibirlos.');
    await reply(client.phone, 'please stop texting me').expect(204);
    await textsTo(client.phone, 6);
    await reply(client.phone, 'HELP').expect(204);
    const help = (await textsTo(client.phone, 7))[6]!;
    expect(help.body).toContain('support@example.com');
  });

  it('an unsigned or wrongly signed webhook is refused and changes nothing', async () => {
    const client = await newCase({ consent: 'sms' });
    await textsTo(client.phone, 1);
    const form = { MessageSid: `SM${randomUUID().replace(/-/g, '')}`, From: client.phone, To: '+15550100200', Body: 'STOP' };
    await webhook('/api/texting/inbound', form, false).expect(403);
    await webhook('/api/texting/inbound', form, false).set('X-Twilio-Signature', twilio.sign(`${PUBLIC_URL}/api/texting/status`, form)).expect(403);
    await webhook('/api/texting/status', { MessageSid: 'SM1', MessageStatus: 'failed' }, false).expect(403);
    expect(await sql("select 1 from text_consent where phone = ? and kind = 'withdrawn'", [client.phone])).toEqual([]);
  });

  it('a text due at 02:00 in the client’s time zone leaves at 08:00', async () => {
    clock.set('2026-12-02T07:00:00Z'); // 02:00 in New York
    const client = await newCase({ consent: 'sms', state: 'NY' });
    const [planned] = await eventually(async () => {
      const rows = await sql<{ due_at: Date; status: string }>('select due_at, status from text_delivery where application_id = ?', [client.id]);
      if (rows.length === 0) throw new Error('not planned yet');
      return rows;
    });
    expect(planned!.status).toBe('waiting');
    expect(new Date(planned!.due_at).toISOString()).toBe('2026-12-02T13:00:00.000Z'); // 08:00 in New York
    const sweep = t.app.get(DueTextsSweep);
    clock.set('2026-12-02T12:59:00Z');
    await sweep.sweep();
    expect(twilio.to(client.phone)).toEqual([]);
    clock.set('2026-12-02T13:00:00Z');
    await sweep.sweep();
    expect(twilio.to(client.phone)).toHaveLength(1);
  });

  it('delivery reports are recorded; a failed text goes to the client by e-mail, once', async () => {
    const client = await newCase({ consent: 'sms' });
    const [text] = await textsTo(client.phone, 1);
    await recorded(text!.sid);
    await webhook('/api/texting/status', { MessageSid: text!.sid, MessageStatus: 'delivered', AccountSid: twilio.accountSid }).expect(204);
    const [row] = await sql<{ status: string }>('select status from text_delivery where provider_id = ?', [text!.sid]);
    expect(row!.status).toBe('delivered');

    await request(t.url).patch(`/api/admin/applications/${client.id}/status`).set(admin()).send({ status: 'expert_review' }).expect(200);
    const failed = (await textsTo(client.phone, 2))[1]!;
    await recorded(failed.sid);
    const report = { MessageSid: failed.sid, MessageStatus: 'undelivered', ErrorCode: '30003' };
    await webhook('/api/texting/status', report).expect(204);
    await webhook('/api/texting/status', report).expect(204);
    const events = await sql<{ n: string }>("select count(*) as n from outbox_event where type = 'text.delivery_failed' and payload ->> 'applicationId' = ?", [client.id]);
    expect(Number(events[0]!.n)).toBe(1);
    await eventually(async () => {
      const mails = await sql<{ status: string }>("select status from email_delivery where application_id = ? and template = 'text-undelivered'", [client.id]);
      expect(mails).toEqual([{ status: 'sent' }]);
    });
  });

  it('a staff reply left unseen is texted once, with the e-mail the sweep sends', async () => {
    const client = await newCase({ consent: 'sms' });
    await textsTo(client.phone, 1);
    await request(t.url).post(`/api/admin/applications/${client.id}/messages`).set(admin()).send({ body: 'Please check your room' }).expect(201);
    const [, unseen] = await textsTo(client.phone, 2);
    expect(unseen!.body).toBe(`Case ${client.caseNumber}: our team replied to you. Read it here: ${PUBLIC_URL}/case/${client.token} Reply STOP to opt out.`);
  });

  it('a deadline reminder is texted with the day in the client’s language; a stale one is not', async () => {
    const client = await newCase({ locale: 'es', consent: 'sms' });
    await textsTo(client.phone, 1);
    // As the deadlines sweep raises it (a due date far enough ahead that the sweep itself raises none today).
    await sql("update application set appeal_due_on = '2027-06-01' where id = ?", [client.id]);
    const raise = async (dueOn: string) => {
      const [reminder] = await sql<{ id: string }>(
        'insert into case_deadline_reminder (application_id, due_on, days_before) values (?, ?, 14) returning id',
        [client.id, dueOn],
      );
      await sql(`insert into outbox_event (id, type, payload) values (gen_random_uuid(), 'case.deadline_approaching', ?::jsonb)`, [
        JSON.stringify({ applicationId: client.id, reminderId: reminder!.id, dueOn, daysBefore: 14 }),
      ]);
    };
    await raise('2027-05-01'); // the due date moved since: stale
    await raise('2027-06-01');
    const [, reminder] = await textsTo(client.phone, 2);
    expect(reminder!.body).toContain(`Caso ${client.caseNumber}: tu plazo de apelación vence el 1 de junio de 2027 (faltan 14 días).`);
    await handledByTexting(client.id, 'case.deadline_approaching');
    await eventually(async () => {
      const [row] = await sql<{ n: string }>(
        `select count(*) as n from outbox_event where type = 'case.deadline_approaching' and payload ->> 'applicationId' = ? and 'texting' = any(finished_queues)`,
        [client.id],
      );
      expect(Number(row!.n)).toBe(2);
    });
    expect(twilio.to(client.phone)).toHaveLength(2);
  });

  it('at most TEXT_DAILY_CAP texts a number a day; the answer to STOP is never capped', async () => {
    const client = await newCase({ consent: 'sms' });
    await textsTo(client.phone, 1);
    let asked = 0;
    const ask = async (item: string) => {
      await request(t.url).post(`/api/admin/applications/${client.id}/document-requests`).set(admin()).send({ items: [item] }).expect(201);
      await eventually(async () => {
        const [row] = await sql<{ n: string }>(
          `select count(*) as n from outbox_event where type = 'case.documents_requested' and payload ->> 'applicationId' = ? and 'texting' = any(finished_queues)`,
          [client.id],
        );
        if (Number(row!.n) < asked + 1) throw new Error('not handled yet');
      });
      asked += 1;
    };
    for (const item of ['One', 'Two', 'Three', 'Four', 'Five']) await ask(item);
    expect(twilio.to(client.phone)).toHaveLength(5); // the case number and four requests: the fifth is over the cap
    const [skipped] = await sql<{ status: string; error: string }>(
      "select status, error from text_delivery where application_id = ? and status = 'skipped'",
      [client.id],
    );
    expect(skipped).toEqual({ status: 'skipped', error: 'daily cap' });

    clock.set('2026-12-02T20:30:00Z'); // a day later
    await ask('Six');
    await textsTo(client.phone, 6);
    await reply(client.phone, 'STOP').expect(204);
    const texts = await textsTo(client.phone, 7);
    expect(texts[6]!.body).toBe('You will get no more texts from us. Reply START to get them again.');
  });

  it('the case room box records a consent for a case that had none', async () => {
    const client = await newCase();
    await handledByTexting(client.id, 'case.submitted'); // the room's link is the client's once the case is in
    const before = await request(t.url).get(`/api/texting/consent/${client.token}`).expect(200);
    expect(before.body).toEqual({ consented: false, channel: null });
    await request(t.url)
      .post(`/api/texting/consent/${client.token}`)
      .set('X-Forwarded-For', '198.51.100.77')
      .send({ channel: 'sms', version: TEXT_CONSENT_VERSION })
      .expect(201, { consented: true, channel: 'sms' });
    await request(t.url).post(`/api/texting/consent/${client.token}`).send({ channel: 'sms', version: '2000-01-01' }).expect(400);
    await request(t.url).post(`/api/texting/consent/not-a-token`).send({ channel: 'sms', version: TEXT_CONSENT_VERSION }).expect(404);
    await request(t.url).patch(`/api/admin/applications/${client.id}/status`).set(admin()).send({ status: 'expert_review' }).expect(200);
    const [text] = await textsTo(client.phone, 1);
    expect(text!.body).toContain('an expert is reviewing it.');
  });
});
