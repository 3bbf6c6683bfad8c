import request from 'supertest';
import { ContactService } from '../../src/contact/contact.service';
import type { DomainEventJob } from '../../src/core/events/domain-events';
import { ContactEmailsService } from '../../src/notifications/contact-emails.service';
import { eventually, sleep } from '../utils/eventually';
import { validContactMessage } from '../utils/fixtures';
import { SmtpSink } from '../utils/smtp-sink';
import { startTestApp, type TestApp } from '../utils/test-app';

const STAFF = 'staff@cases.test';

describe('contact form', () => {
  let smtp: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    t = await startTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const post = (body: object) => request(t.url).post('/api/contact').send(body);
  // The visitor's subject is in the body only: the e-mail's own subject holds nothing they wrote.
  const staffMailsAbout = (subject: string) => smtp.to(STAFF).filter((mail) => mail.text?.includes(`Тема: ${subject}`));
  const outboxEventFor = async (messageId: string) => {
    const rows: { id: string; type: string; payload: unknown }[] = await t.orm.em
      .getConnection()
      .execute(`select id, type, payload from outbox_event where payload->>'contactMessageId' = ?`, [messageId]);
    return rows;
  };

  it('stores the message, raises contact.received and e-mails staff once, with Reply-To set to the visitor', async () => {
    const subject = `${validContactMessage.subject} #1`;
    const res = await post({ ...validContactMessage, subject, email: '  rosa.diaz@example.com ', locale: 'es' }).expect(201);
    expect(res.body).toEqual({ success: true });

    const rows: Record<string, unknown>[] = await t.orm.em
      .getConnection()
      .execute('select id, name, email, phone, platform, subject, message, locale from contact_message where subject = ?', [
        subject,
      ]);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Rosa Díaz',
      email: 'rosa.diaz@example.com',
      phone: '(555) 321-7788',
      platform: 'walmart-spark',
      subject,
      message: validContactMessage.message,
      locale: 'es',
    });
    const events = await outboxEventFor(row.id as string);
    expect(events).toEqual([{ id: expect.any(String), type: 'contact.received', payload: { contactMessageId: row.id } }]);

    const [mail] = await eventually(() => {
      const mails = staffMailsAbout(subject);
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(mail!.subject).toBe(`Сообщение с сайта №${(row.id as string).slice(0, 8).toUpperCase()}`);
    expect(mail!.replyTo?.value.map((entry) => entry.address)).toEqual(['rosa.diaz@example.com']);
    expect(mail!.text).toContain('Имя: Rosa Díaz');
    expect(mail!.text).toContain('Эл. почта: rosa.diaz@example.com');
    expect(mail!.text).toContain('Телефон: (555) 321-7788');
    expect(mail!.text).toContain('Платформа: Walmart Spark Driver');
    expect(mail!.text).toContain('Язык посетителя: ES');
    expect(mail!.text).toContain(`Тема: ${subject}`);
    expect(mail!.text).toContain(
      'My Spark Driver account was deactivated on Monday.\nThe background check mixed me up with someone else.',
    );
    expect(mail!.html).toContain('Rosa Díaz');

    // A replayed job finds the ledger row and sends nothing new.
    const job: DomainEventJob<'contact.received'> = {
      eventId: events[0]!.id,
      type: 'contact.received',
      payload: { contactMessageId: row.id as string },
      occurredAt: new Date().toISOString(),
    };
    await t.app.get(ContactEmailsService).onContactReceived(job);
    await sleep(500);
    expect(staffMailsAbout(subject)).toHaveLength(1);
    const ledger: { status: string; recipient_role: string; to_address: string }[] = await t.orm.em
      .getConnection()
      .execute('select status, recipient_role, to_address from email_delivery where event_id = ?', [events[0]!.id]);
    expect(ledger).toEqual([{ status: 'sent', recipient_role: 'staff', to_address: STAFF }]);
  });

  it('accepts a message without phone or platform and says so in the e-mail', async () => {
    const subject = 'Question about fees #2';
    await post({ name: 'Lee', email: 'lee@example.com', phone: '', subject, message: 'How much does it cost?' }).expect(201);
    const [stored] = await t.orm.em
      .getConnection()
      .execute('select id, phone, platform, locale from contact_message where subject = ?', [subject]);
    expect(stored).toMatchObject({ phone: null, platform: null, locale: 'en' });
    expect(await t.app.get(ContactService).findById(stored.id)).toMatchObject({ name: 'Lee', phone: null, platform: null });
    const [mail] = await eventually(() => {
      const mails = staffMailsAbout(subject);
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(mail!.text).toContain('Телефон: не указано');
    expect(mail!.text).toContain('Платформа: не указано');
  });

  describe('each rule names its field with its message, and nothing is written', () => {
    const cases: [string, object, string, string][] = [
      ['name missing', { name: undefined }, 'name', 'Name is required'],
      ['name blank', { name: '   ' }, 'name', 'Name is required'],
      ['name over 100 characters', { name: 'n'.repeat(101) }, 'name', 'This text is too long'],
      ['email missing', { email: '' }, 'email', 'Email is required'],
      ['email without a domain dot', { email: 'rosa@example' }, 'email', 'Please enter a valid email address'],
      ['email with a space', { email: 'rosa diaz@example.com' }, 'email', 'Please enter a valid email address'],
      ['phone too short', { phone: '555-1234' }, 'phone', 'Please enter a valid phone number'],
      ['phone with letters', { phone: '555-CALL-NOW' }, 'phone', 'Please enter a valid phone number'],
      ['platform not offered', { platform: 'myspace' }, 'platform', 'Please choose a platform from the list'],
      ['platform of the home form only', { platform: 'uber-eats' }, 'platform', 'Please choose a platform from the list'],
      ['subject missing', { subject: '' }, 'subject', 'Subject is required'],
      ['subject over 150 characters', { subject: 's'.repeat(151) }, 'subject', 'This text is too long'],
      ['message blank', { message: ' \n ' }, 'message', 'Message is required'],
      [
        'message over 5000 characters',
        { message: 'm'.repeat(5001) },
        'message',
        'Please keep your message under 5,000 characters',
      ],
    ];

    async function expectNothingWritten(act: () => Promise<unknown>): Promise<void> {
      const before = [await t.count('contact_message'), await t.count('outbox_event')];
      await act();
      expect([await t.count('contact_message'), await t.count('outbox_event')]).toEqual(before);
    }

    it.each(cases)('%s', async (_label, change, field, message) => {
      await expectNothingWritten(async () => {
        const res = await post({ ...validContactMessage, ...change }).expect(400);
        expect(res.body).toEqual({
          success: false,
          message: 'Please check the fields marked in the form',
          errors: { [field]: message },
        });
      });
    });

    it('names every missing field of an empty body, in Spanish for a Spanish visitor', async () => {
      await expectNothingWritten(async () => {
        const res = await post({ locale: 'es' }).expect(400);
        expect(res.body.errors).toEqual({
          name: 'El nombre es obligatorio',
          email: 'El correo electrónico es obligatorio',
          subject: 'El asunto es obligatorio',
          message: 'El mensaje es obligatorio',
        });
      });
    });
  });

  it('is described in the OpenAPI document', async () => {
    const res = await request(t.url).get('/api/docs').expect(200);
    const schema = res.body.paths['/api/contact'].post.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(expect.arrayContaining(['name', 'email', 'subject', 'message']));
    expect(schema.required).not.toContain('phone');
    expect(schema.properties.platform.enum).toHaveLength(12);
  });
});

describe('rate limit on the contact form', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_PUBLIC_WRITES: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 after the configured number of messages per IP, and writes nothing', async () => {
    for (let i = 0; i < 3; i++) await request(t.url).post('/api/contact').send(validContactMessage).expect(201);
    const before = await t.count('contact_message');
    const res = await request(t.url).post('/api/contact').send(validContactMessage).expect(429);
    expect(res.body).toEqual({ success: false, message: 'Too many requests. Please wait a moment and try again.' });
    expect(res.headers['retry-after']).toBeDefined();
    expect(await t.count('contact_message')).toBe(before);
  });
});
