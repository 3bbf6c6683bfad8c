import { getQueueToken } from '@nestjs/bullmq';
import type { ChatEnvelope } from '@reactivation/contracts';
import type { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { ChatService, type ChatSession } from '../../src/chat/chat.service';
import type { DomainEventJob } from '../../src/core/events/domain-events';
import { QUEUES } from '../../src/core/queue/queues';
import { eventually, sleep } from '../utils/eventually';
import { TelegramStandIn } from '../utils/telegram-stand-in';
import { ownDatabase } from '../utils/own-database';
import { startTestApp, type TestApp } from '../utils/test-app';

const CHAT_ID = '-100123';
const SECRET = 'a-secret-of-sixteen-chars';
const SECRET_HEADER = 'X-Telegram-Bot-Api-Secret-Token';

describe('Telegram relay of the live chat', () => {
  let standIn: TelegramStandIn;
  let t: TestApp;
  let chat: ChatService;
  let nextUpdateId = 1000;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    standIn = await TelegramStandIn.start();
    t = await startTestApp({
      // Only this file's messages: chat events other files left unpublished would be relayed here too.
      DATABASE_URL: await ownDatabase('telegram'),
      TELEGRAM_BOT_TOKEN: '123:abc',
      TELEGRAM_CHAT_ID: CHAT_ID,
      TELEGRAM_WEBHOOK_SECRET: SECRET,
      TELEGRAM_API_URL: standIn.url,
    });
    chat = t.app.get(ChatService);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
    await standIn.stop();
  });

  const sql = <T>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);
  const openSession = (customerName: string) => chat.startSession({ customerName, locale: 'en' });
  const visitorSays = (session: ChatSession, text: string) => chat.postVisitorMessage(session.id, `c-${randomUUID()}`, text);
  const topicsOf = (session: ChatSession) =>
    standIn.ok('createForumTopic').filter((call) => call.body.name === `${session.customerName} · ${session.id.slice(0, 8)}`);
  /** The session's thread once the relay stored it. */
  const threadOf = (session: ChatSession) =>
    eventually(async () => {
      const threadId = (await chat.session(session.id))?.messengerThreadId;
      expect(threadId).toEqual(expect.any(String));
      return Number(threadId);
    });
  /** A session whose first message was relayed, so it has its topic. */
  async function relayedSession(name: string): Promise<{ session: ChatSession; thread: number }> {
    const session = await openSession(name);
    await visitorSays(session, 'Hello');
    const thread = await threadOf(session);
    await eventually(() => expect(standIn.textsIn(thread)).toEqual([`${name}: Hello`]));
    return { session, thread };
  }
  const staffMessages = async (session: ChatSession) => (await chat.history(session.id)).filter((message) => message.isAdmin);

  function update(thread: number, text: string, overrides: { from?: object; chatId?: number; updateId?: number } = {}) {
    return {
      update_id: overrides.updateId ?? nextUpdateId++,
      message: {
        message_id: 77,
        message_thread_id: thread,
        is_topic_message: true,
        date: Math.floor(Date.now() / 1000),
        chat: { id: overrides.chatId ?? Number(CHAT_ID), type: 'supergroup', title: 'Cases', is_forum: true },
        from: overrides.from ?? { id: 42, is_bot: false, first_name: 'Maria', username: 'maria_staff' },
        text,
      },
    };
  }
  const webhook = (body: unknown, secret: string | null = SECRET) => {
    const call = request(t.url).post('/api/telegram/webhook');
    return (secret === null ? call : call.set(SECRET_HEADER, secret)).send(body as object);
  };

  async function connectVisitor(session: ChatSession): Promise<{ socket: Socket; replies: ChatEnvelope[] }> {
    const socket = io(t.url, { path: '/ws', transports: ['websocket'], forceNew: true });
    sockets.push(socket);
    const replies: ChatEnvelope[] = [];
    socket.on('admin_message', (envelope: ChatEnvelope) => replies.push(envelope));
    const ack = (await socket.timeout(5000).emitWithAck('init_chat', { customerName: session.customerName, sessionId: session.id })) as {
      ok: boolean;
      message?: { sessionId: string };
    };
    expect(ack).toMatchObject({ ok: true, message: { sessionId: session.id } });
    return { socket, replies };
  }

  it('posts one Telegram message per visitor message, in one topic per session', async () => {
    const ana = await openSession('Ana');
    const ben = await openSession('Ben');
    await visitorSays(ana, 'My account was deactivated');
    await visitorSays(ana, 'Can you help?');
    await visitorSays(ben, 'Hi there');

    const anaThread = await threadOf(ana);
    const benThread = await threadOf(ben);
    expect(anaThread).not.toBe(benThread);
    await eventually(() => {
      expect(standIn.textsIn(anaThread)).toEqual(['Ana: My account was deactivated', 'Ana: Can you help?']);
      expect(standIn.textsIn(benThread)).toEqual(['Ben: Hi there']);
    });
    expect(topicsOf(ana)).toHaveLength(1);
    expect(topicsOf(ben)).toHaveLength(1);
    expect(topicsOf(ana)[0]!.body).toMatchObject({ chat_id: CHAT_ID });
    expect(standIn.ok('sendMessage').filter((call) => call.body.message_thread_id === anaThread)[0]!.body).toMatchObject({ chat_id: CHAT_ID });
    expect(standIn.calls.every((call) => call.token === '123:abc')).toBe(true);

    // The next message reuses the topic.
    await visitorSays(ana, 'Thanks');
    await eventually(() => expect(standIn.textsIn(anaThread)).toHaveLength(3));
    await sleep(300);
    expect(standIn.textsIn(anaThread)[2]).toBe('Ana: Thanks');
    expect(topicsOf(ana)).toHaveLength(1);
  });

  it('waits out a 429 (retry_after) and delivers the message once', async () => {
    const { session, thread } = await relayedSession('Carla');
    const before = standIn.calls.length;
    standIn.rateLimitNextSends(2);
    const started = Date.now();
    await visitorSays(session, 'Are you there?');
    await eventually(() => expect(standIn.textsIn(thread)).toEqual(['Carla: Hello', 'Carla: Are you there?']));
    const attempts = standIn.calls.slice(before).filter((call) => call.method === 'sendMessage');
    expect(attempts.map((call) => call.status)).toEqual([429, 429, 200]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    await sleep(500);
    expect(standIn.textsIn(thread)).toHaveLength(2);
  });

  it('posts nothing for a replayed job', async () => {
    const { session, thread } = await relayedSession('Dan');
    const { message } = await visitorSays(session, 'Second message');
    await eventually(() => expect(standIn.textsIn(thread)).toHaveLength(2));
    const [event] = await sql<{ id: string; payload: DomainEventJob<'chat.message_posted'>['payload']; created_at: string }>(
      `select id, payload, created_at from outbox_event where type = 'chat.message_posted' and payload->>'messageId' = ?`,
      [message.id],
    );
    expect(event).toBeDefined();
    const queue = t.app.get<Queue>(getQueueToken(QUEUES.chatRelay));
    const replay: DomainEventJob<'chat.message_posted'> = {
      eventId: event!.id,
      type: 'chat.message_posted',
      payload: event!.payload,
      occurredAt: new Date(event!.created_at).toISOString(),
    };
    const job = await queue.add('chat.message_posted', replay, { jobId: `${event!.id}-replay` });
    await eventually(async () => expect(await job.isCompleted()).toBe(true));
    await sleep(500);
    expect(standIn.textsIn(thread)).toEqual(['Dan: Hello', 'Dan: Second message']);
  });

  it('stores a reply in a topic as a staff message of its session and sends it to the visitor, once', async () => {
    const erin = await relayedSession('Erin');
    const frank = await relayedSession('Frank');
    const visitor = await connectVisitor(erin.session);

    const reply = update(erin.thread, 'We can help, please send your documents.');
    await webhook(reply).expect(200);

    await eventually(() => expect(visitor.replies).toHaveLength(1));
    expect(visitor.replies[0]).toMatchObject({
      sessionId: erin.session.id,
      // The visitor sees "our team", never the Telegram account's name; staff's record keeps it.
      message: { text: 'We can help, please send your documents.', isAdmin: true, author: null },
    });
    const stored = await staffMessages(erin.session);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ text: 'We can help, please send your documents.', author: 'Maria', clientId: `tg-${reply.update_id}` });
    expect(await staffMessages(frank.session)).toHaveLength(0);

    // Telegram redelivers the same update: acknowledged, stored and delivered once.
    await webhook(reply).expect(200);
    await sleep(300);
    expect(await staffMessages(erin.session)).toHaveLength(1);
    expect(visitor.replies).toHaveLength(1);

    // A reply in the other topic goes to the other session only.
    await webhook(update(frank.thread, 'Hello Frank')).expect(200);
    expect(await staffMessages(frank.session)).toMatchObject([{ text: 'Hello Frank', author: 'Maria' }]);
    await sleep(300);
    expect(visitor.replies).toHaveLength(1);
    expect(await staffMessages(erin.session)).toHaveLength(1);
  });

  it('mirrors a reply typed in the admin panel into the topic, and never echoes a reply that came from Telegram', async () => {
    const { session, thread } = await relayedSession('Hugo');
    await chat.postStaffMessage(session.id, `panel-${randomUUID()}`, 'olga', 'Answered from the panel');
    await eventually(() => expect(standIn.textsIn(thread)).toEqual(['Hugo: Hello', '↩ olga (панель): Answered from the panel']));
    await webhook(update(thread, 'Answered in Telegram')).expect(200);
    await sleep(800);
    expect(standIn.textsIn(thread)).toEqual(['Hugo: Hello', '↩ olga (панель): Answered from the panel']);
  });

  it('ignores, with 200, what is not a staff message in a known topic', async () => {
    const { session, thread } = await relayedSession('Gina');
    await webhook(update(thread, 'from a bot', { from: { id: 9, is_bot: true, first_name: 'Bot' } })).expect(200);
    await webhook(update(thread, 'from another chat', { chatId: -100999 })).expect(200);
    await webhook(update(987654, 'in an unknown topic')).expect(200);
    const noThread = update(thread, 'in General');
    delete (noThread.message as Partial<typeof noThread.message>).message_thread_id;
    await webhook(noThread).expect(200);
    await webhook({ update_id: nextUpdateId++, edited_message: { text: 'edited' } }).expect(200);
    await webhook({ update_id: nextUpdateId++, message: { message_id: 1, chat: { id: Number(CHAT_ID) }, message_thread_id: thread, from: { is_bot: false, first_name: 'M' }, photo: [] } }).expect(200);
    expect(await staffMessages(session)).toHaveLength(0);
  });

  it('refuses a webhook without the secret or with a wrong one (401), storing nothing', async () => {
    const { session, thread } = await relayedSession('Hugo');
    const res = await webhook(update(thread, 'no secret'), null).expect(401);
    expect(res.body).toEqual(expect.objectContaining({ message: expect.any(String) }));
    await webhook(update(thread, 'wrong secret'), 'a-secret-of-sixteen-charz').expect(401);
    await webhook(update(thread, 'short secret'), 'a-secret').expect(401);
    await webhook(update(thread, 'empty secret'), '').expect(401);
    expect(await staffMessages(session)).toHaveLength(0);
  });
});

describe('without Telegram settings', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('completes relay jobs doing nothing and has no webhook', async () => {
    const chat = t.app.get(ChatService);
    const session = await chat.startSession({ customerName: 'Ida', locale: 'en' });
    await chat.postVisitorMessage(session.id, `c-${randomUUID()}`, 'Hello');
    const queue = t.app.get<Queue>(getQueueToken(QUEUES.chatRelay));
    await eventually(async () => expect(await queue.getJobCounts('completed', 'failed')).toEqual({ completed: 1, failed: 0 }));
    expect((await chat.session(session.id))?.messengerThreadId).toBeNull();
    await request(t.url).post('/api/telegram/webhook').set('X-Telegram-Bot-Api-Secret-Token', SECRET).send({ update_id: 1 }).expect(404);
  });
});
