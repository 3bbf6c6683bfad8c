import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { signedInStaff } from '../utils/admin';
import { eventually } from '../utils/eventually';
import { PNG, validCaseReview } from '../utils/fixtures';
import { ownDatabase } from '../utils/own-database';
import { SmtpSink } from '../utils/smtp-sink';
import { TelegramStandIn } from '../utils/telegram-stand-in';
import { acceptance } from '../utils/terms';
import { from, leakedSecrets, report, startSecurityApp, type SecurityApp } from './security-app';

/** A sign-in name no text of ours could hold by chance, in mixed case (searched for in any case). */
const STAFF_USERNAME = 'Quillmarek.Staff';
/** The first name a staff member's Telegram account shows; a reply relayed from Telegram must not carry it either. */
const TELEGRAM_FIRST_NAME = 'Zorvelda';
const TELEGRAM = { TELEGRAM_BOT_TOKEN: '123:abc', TELEGRAM_CHAT_ID: '-100123', TELEGRAM_WEBHOOK_SECRET: 'a-secret-of-sixteen-chars' };

/** Something a client received: where it came from, and its whole text. */
interface Received {
  where: string;
  text: string;
}

/**
 * Issue 21: a staff member's sign-in name reached every client (`staffName` in the case room, the
 * author of live chat replies, the chat's reply e-mail). A full journey, collecting everything the
 * client's side receives: every HTTP answer, every socket payload and every e-mail to the client.
 */
describe('attack: reading staff identities from what a client receives', () => {
  let smtp: SmtpSink;
  let telegram: TelegramStandIn;
  let t: SecurityApp;
  const received: Received[] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    telegram = await TelegramStandIn.start(5000);
    t = await startSecurityApp({
      // Its own database: the Telegram relay publishes every chat event of its database.
      DATABASE_URL: await ownDatabase('staff_identity'),
      SMTP_URL: smtp.url,
      RATE_LIMIT_PUBLIC_WRITES: '100',
      CHAT_REPLY_EMAIL_AFTER_SECONDS: '2',
      CHAT_EMAIL_SWEEP_MS: '200',
      TELEGRAM_API_URL: telegram.url,
      ...TELEGRAM,
    });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    expect(leakedSecrets(t)).toEqual([]);
    await t.close();
    await telegram.stop();
    await smtp.stop();
  });

  const sql = <T>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);

  /** A client's request: its answer, whatever the status, is kept. */
  async function asClient<R extends { status: number; text: string }>(where: string, call: PromiseLike<R>): Promise<R> {
    const res = await call;
    received.push({ where: `${where} (${res.status})`, text: res.text });
    return res;
  }

  /** Every e-mail sent to `address` so far, subject and both bodies. */
  const mailsTo = (address: string): Received[] =>
    smtp.to(address).map((mail) => ({
      where: `e-mail "${mail.subject ?? ''}" to ${address}`,
      text: `${mail.subject ?? ''}\n${mail.text ?? ''}\n${typeof mail.html === 'string' ? mail.html : ''}`,
    }));

  const waitForMail = (address: string, subject: RegExp) =>
    eventually(() => {
      const mail = smtp.to(address).find((candidate) => subject.test(candidate.subject ?? ''));
      if (!mail) throw new Error(`no e-mail ${subject} to ${address} yet`);
      return mail;
    }, 20_000);

  /** A visitor's chat socket: every event it receives is kept. */
  async function visitorSocket(label: string): Promise<Socket> {
    const socket = io(t.url, { path: '/ws', transports: ['websocket'], forceNew: true, extraHeaders: from('198.51.100.150') });
    sockets.push(socket);
    socket.onAny((event: string, ...args: unknown[]) => received.push({ where: `${label} socket event ${event}`, text: JSON.stringify(args) }));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return socket;
  }
  async function visitorEmit<T>(socket: Socket, event: string, payload: unknown): Promise<T> {
    const ack = (await socket.timeout(5000).emitWithAck(event, payload)) as T;
    received.push({ where: `visitor ack of ${event}`, text: JSON.stringify(ack) });
    return ack;
  }

  it('a full journey (case, status, payment, documents, room reply, chat replies from the panel and Telegram) shows the client no staff name', async () => {
    const clientEmail = `identity-${randomUUID().slice(0, 8)}@example.com`;
    const chatEmail = `identity-chat-${randomUUID().slice(0, 8)}@example.com`;
    const client = request(t.url);

    // The client submits a case.
    const submitted = await asClient(
      'submission',
      client.post('/api/submit-case-review').set(from('198.51.100.150')).send({ ...validCaseReview, email: clientEmail }),
    );
    expect(submitted.status).toBe(201);
    const caseNumber = submitted.body.caseNumber as string;
    const [row] = await sql<{ id: string; status_token: string }>('select id, status_token from application where case_number = ?', [caseNumber]);
    const caseId = row!.id;
    const token = row!.status_token;
    t.secrets.add(token);

    // Staff sign in with a distinctive name and work on the case.
    const staff = await signedInStaff(t, STAFF_USERNAME);
    const admin = { Authorization: `Bearer ${staff.token}` };
    t.secrets.add(staff.token);
    await request(t.url)
      .patch(`/api/admin/applications/${caseId}/status`)
      .set(admin)
      .send({ status: 'expert_review' })
      .expect((res) => expect(res.status).toBeLessThan(300));
    await request(t.url).post(`/api/admin/applications/${caseId}/payment-link`).set(admin).expect(201);
    await request(t.url).post(`/api/admin/applications/${caseId}/payment-link/send`).set(admin).expect((res) => expect(res.status).toBeLessThan(300));
    const paymentToken = await eventually(() => {
      const found = smtp
        .to(clientEmail)
        .map((mail) => /\/payment\/([\w-]{43})/.exec(mail.text ?? '')?.[1])
        .find(Boolean);
      if (!found) throw new Error('no payment link e-mailed yet');
      return found;
    }, 20_000);
    t.secrets.add(paymentToken);

    // The client pays through the test gateway.
    await asClient('payment page', client.get(`/api/payment/${paymentToken}`));
    await asClient('terms acceptance', client.post(`/api/payment/${paymentToken}/terms-acceptance`).set(from('198.51.100.150')).send(acceptance()));
    const intent = await asClient('payment intent', client.post(`/api/payment/${paymentToken}/intent`).set(from('198.51.100.150')));
    expect(intent.status).toBe(200);
    t.secrets.add(intent.body.clientSecret as string);
    const paid = await asClient('test payment', client.post('/api/payments/test/confirm').send({ clientSecret: intent.body.clientSecret }));
    expect(paid.status).toBe(200);
    await eventually(async () => {
      const [state] = await sql<{ status: string }>('select status from application where id = ?', [caseId]);
      expect(state!.status).toBe('paid');
    });
    await asClient('payment page after paying', client.get(`/api/payment/${paymentToken}`));

    // Staff ask for a document; the client uploads it and writes.
    const asked = await request(t.url)
      .post(`/api/admin/applications/${caseId}/document-requests`)
      .set(admin)
      .send({ items: ['Photo of your ID'] })
      .expect(201);
    await asClient('case room', client.get(`/api/case-status/${token}`));
    const upload = await asClient(
      'upload',
      client.post(`/api/case-status/${token}/requests/${asked.body[0].id}/documents`).set(from('198.51.100.150')).attach('documents', PNG, 'id.png'),
    );
    expect(upload.status).toBe(201);
    await asClient(
      'client message',
      client.post(`/api/case-status/${token}/messages`).set(from('198.51.100.150')).send({ body: 'Here is my ID.', clientKey: randomUUID() }),
    );

    // Staff reply in the room; the client reads the room, and (not having had it on screen) gets the reply e-mailed.
    const roomReply = await request(t.url)
      .post(`/api/admin/applications/${caseId}/messages`)
      .set(admin)
      .send({ body: 'Thank you, we have your ID.' })
      .expect(201);
    const room = await asClient('case room with the reply', client.get(`/api/case-status/${token}`));
    expect(room.text).toContain('Thank you, we have your ID.');
    await waitForMail(clientEmail, /reply from our team/);
    await asClient('seen', client.post(`/api/case-status/${token}/seen`).set(from('198.51.100.150')).send({ messageId: roomReply.body.id }));

    // The live chat: a visitor writes, staff answer from the panel and from Telegram.
    const visitor = await visitorSocket('visitor');
    const started = await visitorEmit<{ ok: boolean; message: { sessionId: string } }>(visitor, 'init_chat', {
      customerName: 'Ana',
      email: chatEmail,
      locale: 'en',
    });
    const sessionId = started.message.sessionId;
    await visitorEmit(visitor, 'customer_message', { sessionId, text: 'Hello, is anyone there?', clientId: `c-${randomUUID()}` });

    const staffSocket = io(`${t.url}/admin`, { path: '/ws', transports: ['websocket'], forceNew: true, auth: { token: staff.token } });
    sockets.push(staffSocket);
    await new Promise<void>((resolve, reject) => {
      staffSocket.once('connect', resolve);
      staffSocket.once('connect_error', reject);
    });
    const staffAck = (await staffSocket.timeout(5000).emitWithAck('staff_message', {
      sessionId,
      text: 'Hi Ana, we are here.',
      clientId: `s-${randomUUID()}`,
    })) as { ok: boolean };
    expect(staffAck.ok).toBe(true);

    const thread = await eventually(async () => {
      const [session] = await sql<{ messenger_thread_id: string | null }>('select messenger_thread_id from chat_session where id = ?', [sessionId]);
      if (!session?.messenger_thread_id) throw new Error('no Telegram topic yet');
      return Number(session.messenger_thread_id);
    });
    await request(t.url)
      .post('/api/telegram/webhook')
      .set('X-Telegram-Bot-Api-Secret-Token', TELEGRAM.TELEGRAM_WEBHOOK_SECRET)
      .send({
        update_id: 777001,
        message: {
          message_id: 5,
          message_thread_id: thread,
          is_topic_message: true,
          date: Math.floor(Date.now() / 1000),
          chat: { id: Number(TELEGRAM.TELEGRAM_CHAT_ID), type: 'supergroup', title: 'Cases', is_forum: true },
          from: { id: 42, is_bot: false, first_name: TELEGRAM_FIRST_NAME, username: 'zorvelda_tg' },
          text: 'Answered from Telegram.',
        },
      })
      .expect(200);
    await eventually(() => {
      const replies = received.filter((item) => item.where === 'visitor socket event admin_message');
      expect(replies).toHaveLength(2);
    });

    // The visitor leaves and comes back: the whole conversation is replayed; they never read it, so it is e-mailed.
    visitor.disconnect();
    const back = await visitorSocket('returning visitor');
    await visitorEmit(back, 'init_chat', { customerName: 'Ana', sessionId, locale: 'en' });
    back.disconnect();
    await waitForMail(chatEmail, /reply from our team/);

    // Every e-mail the case's events make has gone (their jobs finished), then everything the client's side received
    // is searched for each staff identity in any letter case.
    await eventually(async () => {
      const [left] = await sql<{ n: number }>(
        `select count(*)::int as n from outbox_event where payload->>'applicationId' = ? and finished_at is null`,
        [caseId],
      );
      expect(left!.n).toBe(0);
    }, 20_000);
    received.push(...mailsTo(clientEmail), ...mailsTo(chatEmail));
    const identities = [STAFF_USERNAME, TELEGRAM_FIRST_NAME].map((name) => name.toLowerCase());
    const leaks = received.filter((item) => identities.some((name) => item.text.toLowerCase().includes(name)));
    report({
      attack: 'staff identity in what a client receives (full journey: HTTP answers, socket payloads, e-mails; stored = items naming staff)',
      attempts: received.length,
      refused: received.length - leaks.length,
      stored: leaks.length,
    });
    expect(received.filter((item) => item.where.startsWith('e-mail')).length).toBeGreaterThanOrEqual(6);
    expect(received.filter((item) => item.where.includes('socket event admin_message'))).toHaveLength(2);
    expect(leaks.map((item) => item.where)).toEqual([]);
  }, 120_000);
});
