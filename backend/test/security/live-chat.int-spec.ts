import type { ChatAck, SessionInitialized } from '@reactivation/contracts';
import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import request from 'supertest';
import { signedInStaff } from '../utils/admin';
import { eventually, sleep } from '../utils/eventually';
import { TelegramStandIn } from '../utils/telegram-stand-in';
import { startTestApp, type TestApp } from '../utils/test-app';
import { leakedSecrets, report, startSecurityApp, type SecurityApp } from './security-app';

const BOT_TOKEN = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw';
const TELEGRAM = {
  TELEGRAM_BOT_TOKEN: BOT_TOKEN,
  TELEGRAM_CHAT_ID: '-100123',
  TELEGRAM_WEBHOOK_SECRET: 'a-secret-of-sixteen-chars',
};

const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

/** A socket.io client as a visitor's browser (or a script) opens one, from `ip` when given. */
function open(url: string, options: { namespace?: string; token?: string; ip?: string; reconnection?: boolean } = {}): Socket {
  const socket = connect(`${url}${options.namespace ?? ''}`, {
    path: '/ws',
    transports: ['websocket'],
    reconnection: options.reconnection ?? false,
    forceNew: true,
    ...(options.token ? { auth: { token: options.token } } : {}),
    ...(options.ip ? { extraHeaders: { 'X-Forwarded-For': options.ip } } : {}),
  });
  sockets.push(socket);
  return socket;
}

/** Resolves once connected, or with the server's refusal. */
const connection = (socket: Socket) =>
  new Promise<{ connected: boolean; error?: string }>((resolve) => {
    socket.once('connect', () => resolve({ connected: true }));
    socket.once('connect_error', (error) => resolve({ connected: false, error: error.message }));
  });

const emit = <T>(socket: Socket, event: string, payload: unknown, timeoutMs = 5000) =>
  socket.timeout(timeoutMs).emitWithAck(event, payload) as Promise<ChatAck<T>>;

const sessionCount = async (t: TestApp) =>
  (await t.orm.em.getConnection().execute<Array<{ n: number }>>('select count(*)::int as n from chat_session'))[0]!.n;

/** Item 3 and part of 10: staff sockets after log-out, expiry or a revoked token; unchecked staff events. */
describe('attack: a staff chat socket that outlives its token', () => {
  let t: SecurityApp;

  beforeAll(async () => {
    t = await startSecurityApp();
  });
  afterAll(async () => {
    expect(leakedSecrets(t)).toEqual([]);
    await t.close();
  });

  it('log-out disconnects the staff socket within a second, and it can neither read nor post any more', async () => {
    const { token } = await signedInStaff(t, 'chat-lena');
    t.secrets.add(token);
    const staff = open(t.url, { namespace: '/admin', token });
    expect(await connection(staff)).toEqual({ connected: true });
    expect((await emit(staff, 'list_sessions', {})).ok).toBe(true);

    const dropped = new Promise<number>((resolve) => {
      const started = Date.now();
      staff.once('disconnect', () => resolve(Date.now() - started));
    });
    await request(t.url).post('/api/admin/logout').set('Authorization', `Bearer ${token}`).expect(204);
    expect(await Promise.race([dropped, sleep(1000).then(() => 'still connected')])).toEqual(expect.any(Number));

    const before = await t.count('outbox_event');
    const again = open(t.url, { namespace: '/admin', token });
    expect(await connection(again)).toEqual({ connected: false, error: 'unauthorized' });
    expect(await t.count('outbox_event')).toBe(before);
    report({ attack: 'staff socket kept open after log-out', attempts: 2, refused: 2, stored: 0 });
  });

  it('a log-out on another instance drops the socket here too', async () => {
    const other = await startTestApp({ REDIS_PREFIX: t.env.REDIS_PREFIX, JWT_SECRET: t.env.JWT_SECRET });
    try {
      const { token } = await signedInStaff(t, 'chat-mila');
      t.secrets.add(token);
      const staff = open(t.url, { namespace: '/admin', token });
      expect(await connection(staff)).toEqual({ connected: true });
      const dropped = new Promise<void>((resolve) => staff.once('disconnect', () => resolve()));
      await request(other.url).post('/api/admin/logout').set('Authorization', `Bearer ${token}`).expect(204);
      await Promise.race([dropped, sleep(1000).then(() => Promise.reject(new Error('still connected after 1 s')))]);
    } finally {
      await other.close();
    }
  });

  it('a token revoked without a log-out event is refused at the socket’s next event, with nothing done', async () => {
    const { username, token } = await signedInStaff(t, 'chat-nora');
    t.secrets.add(token);
    const staff = open(t.url, { namespace: '/admin', token });
    expect(await connection(staff)).toEqual({ connected: true });
    await t.orm.em
      .getConnection()
      .execute('update staff_account set token_version = token_version + 1 where username = ?', [username]);
    const visitor = open(t.url);
    const started = await emit<SessionInitialized>(visitor, 'init_chat', { customerName: 'Vera' });
    const sessionId = started.ok ? started.message.sessionId : '';
    const answer = await emit(staff, 'staff_message', { sessionId, text: 'hello from a dead token', clientId: randomUUID() });
    expect(answer).toEqual({ ok: false, error: 'admin.unauthorized' });
    await eventually(() => expect(staff.connected).toBe(false), 1000);
    const stored = await t.orm.em
      .getConnection()
      .execute('select count(*)::int as n from chat_message where session_id = ?', [sessionId]);
    expect(stored[0].n).toBe(0);
    report({ attack: 'staff message with a revoked token on an open socket', attempts: 1, refused: 1, stored: 0 });
  });

  it('an expired token’s socket is dropped when the token expires', async () => {
    const { username, token } = await signedInStaff(t, 'chat-olga');
    t.secrets.add(token);
    const [, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const shortLived = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) + 2 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(t.env.JWT_SECRET));
    t.secrets.add(shortLived);
    const staff = open(t.url, { namespace: '/admin', token: shortLived });
    expect(await connection(staff)).toEqual({ connected: true });
    await eventually(() => expect(staff.connected).toBe(false), 4000);
    expect(username).toBe('chat-olga');
  });

  it('staff events with a malformed session are refused with the field named', async () => {
    const { token } = await signedInStaff(t, 'chat-petra');
    t.secrets.add(token);
    const staff = open(t.url, { namespace: '/admin', token });
    await connection(staff);
    const bad = [{ sessionId: 42 }, { sessionId: "x' or 1=1 --" }, null, 'text', { sessionId: { $ne: null } }];
    for (const payload of bad) {
      expect(await emit(staff, 'open_session', payload)).toMatchObject({ ok: false, field: expect.any(String) });
      staff.emit('staff_typing', payload);
    }
    expect((await emit(staff, 'list_sessions', {})).ok).toBe(true);
    report({ attack: 'malformed open_session / staff_typing', attempts: bad.length * 2, refused: bad.length * 2, stored: 0 });
  });
});

/** Item 4: flooding the public chat from one address. */
describe('attack: flooding the live chat from one address', () => {
  let standIn: TelegramStandIn;
  let t: SecurityApp;

  beforeAll(async () => {
    // Topic ids of its own: the integration suite's Telegram stand-in starts at 100 in the same database.
    standIn = await TelegramStandIn.start(500_000);
    t = await startSecurityApp({
      ...TELEGRAM,
      TELEGRAM_API_URL: standIn.url,
      CHAT_CONNECTIONS_PER_IP: '20',
      CHAT_SESSIONS_PER_IP_PER_HOUR: '10',
    });
    t.secrets.add(BOT_TOKEN);
  });
  afterAll(async () => {
    expect(leakedSecrets(t)).toEqual([]);
    await t.close();
    await standIn.stop();
  });

  it('1,000 init_chat calls from one address, over ten sockets: at most 10 conversations, clear refusals, no Telegram topic', async () => {
    const before = await sessionCount(t);
    const clients = Array.from({ length: 10 }, () => open(t.url, { ip: '198.51.100.20' }));
    await Promise.all(clients.map(connection));
    const answers = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        emit<SessionInitialized>(clients[i % 10]!, 'init_chat', { customerName: `Bot ${i}` }),
      ),
    );
    const created = (await sessionCount(t)) - before;
    const accepted = answers.filter((answer) => answer.ok).length;
    const errors = new Set(answers.flatMap((answer) => (answer.ok ? [] : [answer.error])));
    expect(accepted).toBeLessThanOrEqual(10);
    expect(created).toBe(accepted);
    expect([...errors].every((error) => error === 'request.tooMany' || error === 'chat.tooManySessions')).toBe(true);
    await sleep(1500);
    expect(standIn.ok('createForumTopic')).toHaveLength(0);
    report({
      attack: '1,000 init_chat from one address (shipped limits)',
      attempts: 1000,
      refused: 1000 - accepted,
      stored: created,
    });
  });

  it('with the call rate opened wide, the conversation limit alone stops at 10, and the refusal says why', async () => {
    const wide = await startSecurityApp({ CHAT_MESSAGES_PER_10S: '100000', CHAT_SESSIONS_PER_IP_PER_HOUR: '10' });
    try {
      const before = await sessionCount(wide);
      const clients = Array.from({ length: 10 }, () => open(wide.url, { ip: '198.51.100.21' }));
      await Promise.all(clients.map(connection));
      const answers = await Promise.all(
        Array.from({ length: 1000 }, (_, i) =>
          emit<SessionInitialized>(clients[i % 10]!, 'init_chat', { customerName: `Bot ${i}` }),
        ),
      );
      expect(answers.filter((answer) => answer.ok)).toHaveLength(10);
      expect(answers.filter((answer) => !answer.ok && answer.error === 'chat.tooManySessions')).toHaveLength(990);
      expect((await sessionCount(wide)) - before).toBe(10);
      // Another address is not held back by this one.
      const neighbour = open(wide.url, { ip: '198.51.100.22' });
      expect((await emit(neighbour, 'init_chat', { customerName: 'Ana' })).ok).toBe(true);
      report({ attack: '1,000 init_chat from one address (session limit alone)', attempts: 1000, refused: 990, stored: 10 });
    } finally {
      // The app's shutdown waits for open connections: the clients leave first.
      for (const socket of sockets.splice(0)) socket.disconnect();
      await wide.close();
    }
  });

  it('an address holds at most 20 open connections; a closed one frees its slot', async () => {
    const clients = Array.from({ length: 30 }, () => open(t.url, { ip: '198.51.100.30' }));
    const outcomes = await Promise.all(clients.map(connection));
    expect(outcomes.filter((outcome) => outcome.connected)).toHaveLength(20);
    expect(outcomes.filter((outcome) => outcome.error === 'chat.tooManyConnections')).toHaveLength(10);
    clients.find((client) => client.connected)!.disconnect();
    await eventually(
      async () => expect(await connection(open(t.url, { ip: '198.51.100.30' }))).toEqual({ connected: true }),
      3000,
    );
    report({ attack: '30 sockets from one address', attempts: 30, refused: 10, stored: 0 });
  });

  it('reconnecting does not reset the message limit; the first real message opens the one Telegram topic', async () => {
    const ip = '198.51.100.40';
    const first = open(t.url, { ip });
    const started = await emit<SessionInitialized>(first, 'init_chat', { customerName: 'Rita' });
    const sessionId = started.ok ? started.message.sessionId : '';
    const answers: boolean[] = [];
    for (let i = 0; i < 6; i += 1)
      answers.push((await emit(first, 'customer_message', { sessionId, text: `m${i}`, clientId: randomUUID() })).ok);
    first.disconnect();
    const second = open(t.url, { ip });
    await emit(second, 'init_chat', { customerName: 'Rita', sessionId });
    for (let i = 6; i < 20; i += 1)
      answers.push((await emit(second, 'customer_message', { sessionId, text: `m${i}`, clientId: randomUUID() })).ok);
    expect(answers.filter(Boolean)).toHaveLength(10);
    const stored = await t.orm.em
      .getConnection()
      .execute('select count(*)::int as n from chat_message where session_id = ?', [sessionId]);
    expect(stored[0].n).toBe(10);
    await eventually(() => expect(standIn.ok('createForumTopic')).toHaveLength(1));
    report({ attack: '20 messages in 10 s over two sockets from one address', attempts: 20, refused: 10, stored: 10 });
  });
});
