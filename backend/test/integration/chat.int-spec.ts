import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import type { ChatAck, ChatEnvelope, ChatMessage, SessionInitialized } from '@reactivation/contracts';
import { SqlClient } from '../../src/core/database/sql-client';
import { ChatReplyEmailsService } from '../../src/notifications/chat-reply-emails.service';
import { signedInStaff } from '../utils/admin';
import { eventually, sleep } from '../utils/eventually';
import { SmtpSink } from '../utils/smtp-sink';
import { startTestApp, type TestApp } from '../utils/test-app';

const sockets: Socket[] = [];
function open(url: string, options: { namespace?: string; token?: string; origin?: string } = {}): Socket {
  const socket = connect(`${url}${options.namespace ?? ''}`, {
    path: '/ws',
    transports: ['websocket'],
    reconnectionDelay: 50,
    reconnectionDelayMax: 200,
    ...(options.token ? { auth: { token: options.token } } : {}),
    ...(options.origin ? { extraHeaders: { Origin: options.origin } } : {}),
  });
  sockets.push(socket);
  return socket;
}
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

const emit = <T>(socket: Socket, event: string, payload: unknown, timeoutMs = 3000) =>
  socket.timeout(timeoutMs).emitWithAck(event, payload) as Promise<ChatAck<T>>;
const connected = (socket: Socket) =>
  socket.connected ? Promise.resolve() : new Promise<void>((resolve) => socket.once('connect', () => resolve()));

/** Emits until acknowledged, over disconnects: what the widget's outbox does. */
async function sendReliably(
  socket: Socket,
  payload: { sessionId: string; text: string; clientId: string; customerName: string },
  init: () => Promise<void>,
) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    await connected(socket);
    try {
      const ack = await emit<ChatMessage>(socket, 'customer_message', payload, 1000);
      if (ack.ok) return ack.message;
      if (ack.error === 'session.notInitialized') await init();
    } catch {
      // no answer in time (the connection dropped): try again once reconnected
    }
  }
  throw new Error(`message ${payload.clientId} was never acknowledged`);
}

describe('live chat', () => {
  let t: TestApp;
  let staffToken: string;

  beforeAll(async () => {
    t = await startTestApp({ CHAT_MESSAGES_PER_10S: '1000' });
    staffToken = (await signedInStaff(t, 'chat-olga')).token;
  });
  afterAll(() => t.close());

  const storedTexts = async (sessionId: string): Promise<string[]> => {
    const rows: Array<{ text: string }> = await t.orm.em
      .getConnection()
      .execute('select text from chat_message where session_id = ? order by id', [sessionId]);
    return rows.map((row) => row.text);
  };

  async function startChat(url = t.url, name = 'Dana') {
    const socket = open(url);
    const initialized = new Promise<SessionInitialized>((resolve) => socket.once('session_initialized', resolve));
    const ack = await emit<SessionInitialized>(socket, 'init_chat', {
      customerName: name,
      locale: 'es',
      email: 'dana@example.com',
    });
    if (!ack.ok) throw new Error(ack.error);
    expect(await initialized).toEqual(ack.message);
    return { socket, sessionId: ack.message.sessionId, greeting: ack.message.message };
  }

  it('starts a session, acknowledges a message with the stored one, and a returning visitor resumes with the history', async () => {
    const { socket, sessionId, greeting } = await startChat();
    expect(greeting).toMatch(/conectado/);
    const ack = await emit<ChatMessage>(socket, 'customer_message', {
      sessionId,
      text: '  Hola, me desactivaron ayer  ',
      customerName: 'Dana',
      clientId: randomUUID(),
    });
    expect(ack).toEqual({
      ok: true,
      message: {
        id: expect.stringMatching(/^\d+$/),
        text: 'Hola, me desactivaron ayer',
        isAdmin: false,
        timestamp: expect.any(String),
        clientId: expect.any(String),
        author: null,
      },
    });
    socket.disconnect();

    const again = open(t.url);
    const resumed = await emit<SessionInitialized>(again, 'init_chat', { customerName: 'Dana', sessionId });
    expect(resumed.ok && resumed.message.sessionId).toBe(sessionId);
    expect(resumed.ok && resumed.message.history.map((message) => message.text)).toEqual(['Hola, me desactivaron ayer']);
    // From a last seen id on, only what came after it.
    const first = resumed.ok ? resumed.message.history[0]!.id : '';
    await emit(again, 'customer_message', { sessionId, text: 'Second', customerName: 'Dana', clientId: randomUUID() });
    const replay = await emit<SessionInitialized>(open(t.url), 'init_chat', {
      customerName: 'Dana',
      sessionId,
      lastSeenId: first,
    });
    expect(replay.ok && replay.message.history.map((message) => message.text)).toEqual(['Second']);
  });

  it('stores a message retried 5 times once, and acknowledges every try with it', async () => {
    const { socket, sessionId } = await startChat();
    const payload = { sessionId, text: 'Are you there?', customerName: 'Dana', clientId: randomUUID() };
    const acks = [];
    for (let i = 0; i < 5; i += 1) acks.push(await emit<ChatMessage>(socket, 'customer_message', payload));
    expect(new Set(acks.map((ack) => ack.ok && ack.message.id)).size).toBe(1);
    expect(await storedTexts(sessionId)).toEqual(['Are you there?']);
    const [event] = await t.orm.em
      .getConnection()
      .execute<Array<{ n: number }>>(
        `select count(*)::int as n from outbox_event where type = 'chat.message_posted' and payload->>'sessionId' = ?`,
        [sessionId],
      );
    expect(event!.n).toBe(1);
  });

  it('accepts a message without a client id (the SPEC §7 shape): stored, acknowledged and echoed as message_sent', async () => {
    const { socket, sessionId } = await startChat();
    const echoed = new Promise<ChatEnvelope>((resolve) => socket.once('message_sent', resolve));
    const ack = await emit<ChatMessage>(socket, 'customer_message', { sessionId, text: 'Hello without an id', customerName: 'Dana' });
    expect(ack.ok).toBe(true);
    const envelope = await echoed;
    expect(envelope.sessionId).toBe(sessionId);
    expect(envelope.message.text).toBe('Hello without an id');
    expect(envelope.message.clientId).toMatch(/^server-/);
    // Each such message is a new one: the same text sent twice is stored twice.
    await emit<ChatMessage>(socket, 'customer_message', { sessionId, text: 'Hello without an id', customerName: 'Dana' });
    expect(await storedTexts(sessionId)).toEqual(['Hello without an id', 'Hello without an id']);
  });

  it('delivers 200 messages across two forced disconnects exactly once and in order', async () => {
    const { socket, sessionId } = await startChat();
    const staff = open(t.url, { namespace: '/admin', token: staffToken });
    const seenByStaff: string[] = [];
    staff.on('visitor_message', (envelope: ChatEnvelope) => {
      if (envelope.sessionId === sessionId) seenByStaff.push(envelope.message.text);
    });
    await connected(staff);
    const init = async () => {
      await emit(socket, 'init_chat', { customerName: 'Dana', sessionId });
    };
    socket.on('connect', () => void init());
    const texts = Array.from({ length: 200 }, (_, i) => `message ${i + 1}`);
    for (const [index, text] of texts.entries()) {
      // Drop the connection under the visitor twice, as a phone changing networks would.
      if (index === 70 || index === 140) socket.io.engine.close();
      await sendReliably(socket, { sessionId, text, customerName: 'Dana', clientId: `c-${sessionId}-${index}` }, init);
    }
    expect(await storedTexts(sessionId)).toEqual(texts);
    await eventually(() => expect(seenByStaff).toHaveLength(200));
    expect(seenByStaff).toEqual(texts);
  });

  it('a staff reply reaches the visitor without the staff name and staff screens with it, and staff see the session with its unread count', async () => {
    const { socket, sessionId } = await startChat(t.url, 'Ilse');
    await emit(socket, 'customer_message', {
      sessionId,
      text: 'Need help with Spark',
      customerName: 'Ilse',
      clientId: randomUUID(),
    });
    const staff = open(t.url, { namespace: '/admin', token: staffToken });
    const list = await emit<Array<{ sessionId: string; unread: number; customerName: string }>>(staff, 'list_sessions', {});
    expect(list.ok && list.message.find((item) => item.sessionId === sessionId)).toMatchObject({
      customerName: 'Ilse',
      unread: 1,
    });
    const history = await emit<ChatMessage[]>(staff, 'open_session', { sessionId });
    expect(history.ok && history.message.map((message) => message.text)).toEqual(['Need help with Spark']);
    const after = await emit<Array<{ sessionId: string; unread: number }>>(staff, 'list_sessions', {});
    expect(after.ok && after.message.find((item) => item.sessionId === sessionId)?.unread).toBe(0);

    const typing = new Promise((resolve) => socket.once('staff_typing', resolve));
    staff.emit('staff_typing', { sessionId });
    expect(await typing).toEqual({ sessionId });
    const reply = new Promise<ChatEnvelope>((resolve) => socket.once('admin_message', resolve));
    const onStaffScreens = new Promise<ChatEnvelope>((resolve) => staff.once('admin_message', resolve));
    const sent = await emit<ChatMessage>(staff, 'staff_message', {
      sessionId,
      text: 'Hi Ilse, we can help.',
      clientId: randomUUID(),
    });
    expect(sent.ok).toBe(true);
    expect(await reply).toEqual({
      sessionId,
      message: expect.objectContaining({ text: 'Hi Ilse, we can help.', isAdmin: true, author: null }),
    });
    expect(await onStaffScreens).toEqual({
      sessionId,
      message: expect.objectContaining({ text: 'Hi Ilse, we can help.', isAdmin: true, author: 'chat-olga' }),
    });
  });

  it('refuses an admin connection without a valid token, and a page of another site', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const socket = open(t.url, { namespace: '/admin', ...(token ? { token } : {}) });
      const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
      expect(error.message).toBe('unauthorized');
    }
    const foreign = open(t.url, { origin: 'https://evil.example' });
    await new Promise<Error>((resolve) => foreign.once('connect_error', resolve));
    expect(foreign.connected).toBe(false);
    const ours = open(t.url, { origin: new URL(t.env.PUBLIC_URL).origin });
    await connected(ours);
  });

  it('names a bad message, and refuses one for a session the socket has not opened', async () => {
    const { socket, sessionId } = await startChat();
    expect(await emit(socket, 'customer_message', { sessionId, text: '   ', clientId: randomUUID() })).toMatchObject({
      ok: false,
      field: 'text',
    });
    expect(await emit(socket, 'customer_message', { sessionId, text: 'x'.repeat(2001), clientId: randomUUID() })).toMatchObject({
      ok: false,
      field: 'text',
    });
    expect(await emit(socket, 'customer_message', { sessionId: randomUUID(), text: 'hi', clientId: randomUUID() })).toEqual({
      ok: false,
      error: 'session.notInitialized',
    });
    expect(await emit(socket, 'init_chat', { customerName: '' })).toMatchObject({ ok: false, field: 'customerName' });
  });
});

describe('a staff reply the visitor did not see', () => {
  it('is e-mailed in their language after the wait, once; a reply they saw is not', async () => {
    const smtp = await SmtpSink.start();
    // The sweep runs by hand here (its timer never fires in the test), so a busy machine that takes a
    // second between two replies cannot make it e-mail the first alone.
    const t = await startTestApp({ SMTP_URL: smtp.url, CHAT_REPLY_EMAIL_AFTER_SECONDS: '1', CHAT_EMAIL_SWEEP_MS: '3600000' });
    try {
      const staff = open(t.url, { namespace: '/admin', token: (await signedInStaff(t, 'chat-marta')).token });
      const chat = async (name: string, email: string) => {
        const socket = open(t.url);
        const ack = await emit<SessionInitialized>(socket, 'init_chat', { customerName: name, email, locale: 'es' });
        return { socket, sessionId: ack.ok ? ack.message.sessionId : '' };
      };
      const gone = await chat('Lucía', 'lucia@example.com');
      const stayed = await chat('Tomás', 'tomas@example.com');
      gone.socket.disconnect();
      await emit(staff, 'staff_message', {
        sessionId: gone.sessionId,
        text: 'Hola Lucía, ya revisamos tu caso.',
        clientId: randomUUID(),
      });
      await emit(staff, 'staff_message', {
        sessionId: gone.sessionId,
        text: '¿Tienes la captura del aviso?',
        clientId: randomUUID(),
      });
      const reply = new Promise<ChatEnvelope>((resolve) => stayed.socket.once('admin_message', resolve));
      await emit(staff, 'staff_message', { sessionId: stayed.sessionId, text: 'Hola Tomás', clientId: randomUUID() });
      stayed.socket.emit('seen', { sessionId: stayed.sessionId, lastSeenId: (await reply).message.id });
      const sql = t.app.get(SqlClient);
      await eventually(async () => {
        const [row] = await sql.query<{ seen: string }>('test-visitor-seen', 'select visitor_seen_id::text as seen from chat_session where id = $1', [stayed.sessionId]);
        if (row?.seen === '0') throw new Error('the visitor has not seen it yet');
      });

      const sweeper = t.app.get(ChatReplyEmailsService);
      const [mail] = await eventually(async () => {
        await sweeper.sweep();
        const mails = smtp.to('lucia@example.com');
        if (mails.length === 0) throw new Error('no e-mail yet');
        return mails;
      });
      expect(mail!.subject).toBe('Tienes una respuesta de nuestro equipo');
      expect(mail!.text).toContain('Hola Lucía, ya revisamos tu caso.');
      expect(mail!.text).toContain('¿Tienes la captura del aviso?');
      await sweeper.sweep();
      await sweeper.sweep();
      expect(smtp.to('lucia@example.com')).toHaveLength(1);
      expect(smtp.to('tomas@example.com')).toHaveLength(0);
    } finally {
      for (const socket of sockets.splice(0)) socket.disconnect();
      await t.close();
      await smtp.stop();
    }
  });
});

describe('live chat rate limit', () => {
  it('refuses messages past the per-socket rate, without storing them', async () => {
    const t = await startTestApp({ CHAT_MESSAGES_PER_10S: '3' });
    try {
      const socket = open(t.url);
      const ack = await emit<SessionInitialized>(socket, 'init_chat', { customerName: 'Quinn' });
      const sessionId = ack.ok ? ack.message.sessionId : '';
      const answers = [];
      for (let i = 0; i < 4; i += 1)
        answers.push(await emit(socket, 'customer_message', { sessionId, text: `m${i}`, clientId: randomUUID() }));
      expect(answers.map((answer) => answer.ok)).toEqual([true, true, true, false]);
      expect(answers[3]).toEqual({ ok: false, error: 'request.tooMany' });
      const rows = await t.orm.em
        .getConnection()
        .execute<Array<{ n: number }>>('select count(*)::int as n from chat_message where session_id = ?', [sessionId]);
      expect(rows[0]!.n).toBe(3);
    } finally {
      for (const socket of sockets.splice(0)) socket.disconnect();
      await t.close();
    }
  });
});

describe('live chat across two api instances', () => {
  it('a staff reply sent on one instance reaches a visitor connected to the other', async () => {
    const a = await startTestApp();
    const b = await startTestApp({ REDIS_PREFIX: a.env.REDIS_PREFIX });
    try {
      const visitor = open(b.url);
      const ack = await emit<SessionInitialized>(visitor, 'init_chat', { customerName: 'Pat' });
      const sessionId = ack.ok ? ack.message.sessionId : '';
      const staffToken = (await signedInStaff(a, 'chat-ana')).token;
      const staff = open(a.url, { namespace: '/admin', token: staffToken });
      const visitorMessages: string[] = [];
      staff.on('visitor_message', (envelope: ChatEnvelope) => visitorMessages.push(envelope.message.text));
      await connected(staff);
      const reply = new Promise<ChatEnvelope>((resolve) => visitor.once('admin_message', resolve));
      await sleep(300); // the adapters' first stream read
      await emit(visitor, 'customer_message', { sessionId, text: 'From instance B', clientId: randomUUID() });
      await eventually(() => expect(visitorMessages).toEqual(['From instance B']));
      await emit(staff, 'staff_message', { sessionId, text: 'Answered from instance A', clientId: randomUUID() });
      expect((await reply).message.text).toBe('Answered from instance A');
    } finally {
      for (const socket of sockets.splice(0)) socket.disconnect();
      await b.close();
      await a.close();
    }
  });
});
