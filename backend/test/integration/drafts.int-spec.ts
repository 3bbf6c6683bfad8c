import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { RetentionService } from '../../src/retention/retention.service';
import { eventually, sleep } from '../utils/eventually';
import { validApplicationFields } from '../utils/fixtures';
import { SmtpSink } from '../utils/smtp-sink';
import { startTestApp, type TestApp } from '../utils/test-app';

/** Step 1 as a visitor leaves it: the e-mail, and whatever else they typed. */
const stepOne = (email: string) => ({
  email,
  step: 1,
  fields: { firstName: 'Ana', lastName: 'López', phone: '(555) 123-4567', platform: 'doordash' },
  locale: 'es',
});

describe('saved drafts of the home form', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  const sql = <T>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);
  /** Each test speaks from an address of its own, so the per-address limits of one do not touch another. */
  const from = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const resumeMails = (to: string) => smtp.to(to).filter((mail) => mail.text?.includes('#draft='));

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    t = await startTestApp({
      SMTP_URL: smtp.url,
      DRAFT_EMAIL_AFTER_SECONDS: '2',
      DRAFT_SWEEP_SECONDS: '1',
      RATE_LIMIT_DRAFT_SAVES: '5',
      DRAFT_EMAILS_PER_ADDRESS_PER_DAY: '1000',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('saves as the visitor goes and gives the form back as it was left, without documents', async () => {
    const ip = from();
    const email = `draft-${randomUUID()}@example.com`;
    const created = await request(t.url).post('/api/drafts').set('X-Forwarded-For', ip).send(stepOne(email)).expect(201);
    expect(created.body.token).toMatch(/^[\w-]{32}$/);
    const days = (new Date(created.body.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const stepTwo = {
      ...stepOne(email),
      step: 2,
      fields: { ...stepOne(email).fields, state: 'CA', deactivationDate: '2025-06-01', deactivationReason: 'Late deliveries', attemptedReactivation: true },
    };
    await request(t.url).put(`/api/drafts/${created.body.token}`).set('X-Forwarded-For', ip).send(stepTwo).expect(200);
    const view = await request(t.url).get(`/api/drafts/${created.body.token}`).expect(200);
    expect(view.body).toMatchObject({
      email,
      step: 2,
      locale: 'es',
      fields: { ...stepTwo.fields, supportResponse: '' },
    });
    expect(JSON.stringify(view.body)).not.toMatch(/documents/);
  });

  it('refuses a draft without a valid e-mail, naming the field and storing nothing', async () => {
    const before = await sql<{ n: number }>('select count(*)::int as n from application_draft');
    const bad = await request(t.url).post('/api/drafts').set('X-Forwarded-For', from()).send(stepOne('not-an-email')).expect(400);
    expect(Object.keys(bad.body.errors)).toEqual(['email']);
    const badPlatform = await request(t.url)
      .post('/api/drafts')
      .set('X-Forwarded-For', from())
      .send({ ...stepOne('a@example.com'), fields: { platform: 'myspace' } })
      .expect(400);
    expect(Object.keys(badPlatform.body.errors)).toEqual(['fields.platform']);
    expect(await sql('select count(*)::int as n from application_draft')).toEqual(before);
  });

  it('e-mails the visitor once, in their language, with a link back, after they left', async () => {
    const email = `left-${randomUUID()}@example.com`;
    const created = await request(t.url).post('/api/drafts').set('X-Forwarded-For', from()).send(stepOne(email)).expect(201);
    const [mail] = await eventually(() => {
      const mails = resumeMails(email);
      if (mails.length === 0) throw new Error('no resume e-mail yet');
      return mails;
    });
    expect(mail!.subject).toBe('Tu formulario está guardado: termínalo en unos minutos');
    expect(mail!.text).toContain(`${t.env.PUBLIC_URL}/?lang=es#draft=${created.body.token}`);
    expect(mail!.text).toContain('Hola, Ana:');
    expect(mail!.text).toMatch(/archivos que adjuntaste no se guardan/);
    expect(mail!.text).toMatch(/7 días/);
    await sleep(3500); // three more sweeps
    expect(resumeMails(email)).toHaveLength(1);
    const events = await sql(`select 1 from outbox_event where type = 'draft.abandoned' and payload->>'draftId' = (select id::text from application_draft where token = ?)`, [
      created.body.token,
    ]);
    expect(events).toHaveLength(1);
  });

  it('does not chase a visitor who is still typing, or who sent the form', async () => {
    const typing = `typing-${randomUUID()}@example.com`;
    const ip = from();
    const draft = await request(t.url).post('/api/drafts').set('X-Forwarded-For', ip).send(stepOne(typing)).expect(201);
    for (let i = 0; i < 3; i += 1) {
      await sleep(900);
      await request(t.url).put(`/api/drafts/${draft.body.token}`).set('X-Forwarded-For', ip).send(stepOne(typing)).expect(200);
    }
    expect(resumeMails(typing)).toEqual([]);

    const sent = `sent-${randomUUID()}@example.com`;
    const sentDraft = await request(t.url).post('/api/drafts').set('X-Forwarded-For', from()).send(stepOne(sent)).expect(201);
    await request(t.url)
      .post('/api/applications')
      .field({ ...validApplicationFields, email: sent, draftToken: sentDraft.body.token })
      .expect(201);
    await request(t.url).get(`/api/drafts/${sentDraft.body.token}`).expect(404);

    // A case from the same address by another way (the wizard, another tab) also ends the reminder.
    const otherWay = `other-${randomUUID()}@example.com`;
    await request(t.url).post('/api/drafts').set('X-Forwarded-For', from()).send(stepOne(otherWay)).expect(201);
    await request(t.url)
      .post('/api/applications')
      .field({ ...validApplicationFields, email: otherWay })
      .expect(201);
    await sleep(4500);
    expect(resumeMails(sent)).toEqual([]);
    expect(resumeMails(otherWay)).toEqual([]);
  });

  it('an expired draft says so (410); an unknown one is 404; the retention job deletes it', async () => {
    const email = `expired-${randomUUID()}@example.com`;
    const ip = from();
    const created = await request(t.url).post('/api/drafts').set('X-Forwarded-For', ip).send(stepOne(email)).expect(201);
    await sql(`update application_draft set saved_at = now() - interval '7 days 1 minute', reminded_at = now() where token = ?`, [
      created.body.token,
    ]);
    const gone = await request(t.url).get(`/api/drafts/${created.body.token}`).set('Accept-Language', 'es').expect(410);
    expect(gone.body.message).toMatch(/ha caducado/);
    await request(t.url).put(`/api/drafts/${created.body.token}`).set('X-Forwarded-For', ip).send(stepOne(email)).expect(410);
    await request(t.url).get(`/api/drafts/${'x'.repeat(32)}`).expect(404);

    await t.app.get(RetentionService).run({ dryRun: false });
    expect(await sql('select 1 from application_draft where token = ?', [created.body.token])).toEqual([]);
    const unknown = await request(t.url).get(`/api/drafts/${created.body.token}`).expect(404);
    expect(unknown.body.message).toMatch(/not valid any more/);
  });

  it('the visitor can delete their draft at once', async () => {
    const ip = from();
    const created = await request(t.url).post('/api/drafts').set('X-Forwarded-For', ip).send(stepOne(`forget-${randomUUID()}@example.com`)).expect(201);
    await request(t.url).delete(`/api/drafts/${created.body.token}`).set('X-Forwarded-For', ip).expect(204);
    await request(t.url).get(`/api/drafts/${created.body.token}`).expect(404);
  });

  it('limits saves per address (RATE_LIMIT_DRAFT_SAVES) with Retry-After', async () => {
    const ip = from();
    const email = `busy-${randomUUID()}@example.com`;
    const created = await request(t.url).post('/api/drafts').set('X-Forwarded-For', ip).send(stepOne(email)).expect(201);
    for (let i = 0; i < 5; i += 1) {
      await request(t.url).put(`/api/drafts/${created.body.token}`).set('X-Forwarded-For', ip).send(stepOne(email)).expect(200);
    }
    const refused = await request(t.url).put(`/api/drafts/${created.body.token}`).set('X-Forwarded-For', ip).send(stepOne(email)).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await request(t.url).put(`/api/drafts/${created.body.token}`).set('X-Forwarded-For', from()).send(stepOne(email)).expect(200);
  });
});
