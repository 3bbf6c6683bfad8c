import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import {
  CHAT_ADMIN_NAMESPACE,
  CHAT_PATH,
  chatSeenSchema,
  customerMessageSchema,
  initChatSchema,
  staffMessageSchema,
  type ChatAck,
  type ChatEnvelope,
  type ChatMessage,
  type SessionInitialized,
  translate,
} from '@reactivation/contracts';
import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { AdminAuthService, type Staff } from '../admin-auth/admin-auth.service';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { outageLogger } from '../core/redis/outage-logger';
import { redisOptions } from '../core/redis/redis-options';
import { ChatService } from './chat.service';

type Ack<T> = ((answer: ChatAck<T>) => void) | undefined;

const room = (sessionId: string) => `session:${sessionId}`;

/** Checks a payload against its contract schema; the first bad field names the error. */
function parse<S extends $ZodType>(
  schema: S,
  payload: unknown,
): { ok: true; data: output<S> } | { ok: false; error: string; field?: string } {
  const result = safeParse(schema, payload ?? {});
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  return { ok: false, error: issue?.message ?? 'invalid', field: issue?.path.map(String).join('.') };
}

/**
 * The live chat over socket.io at /ws (DESIGN §5): visitors in the default namespace, staff in
 * /admin. Every message is stored before it is acknowledged or relayed; a retried message (same
 * client id) is acknowledged again but stored and relayed once. The Redis Streams adapter carries
 * events between api instances, so a reply sent on one reaches a visitor connected to another.
 */
@Injectable()
export class ChatSocketServer implements OnApplicationShutdown {
  private readonly logger = new Logger(ChatSocketServer.name);
  private io: Server | null = null;
  private redis: Redis | null = null;
  private readonly adapterClients: Redis[] = [];

  constructor(
    private readonly chat: ChatService,
    private readonly auth: AdminAuthService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** Called once by configureHttpApp with the HTTP server the API listens on. */
  attach(httpServer: HttpServer): void {
    const publicOrigin = new URL(this.env.PUBLIC_URL).origin;
    // The adapter reads the stream with blocking XREAD on connections it duplicates from this one.
    // They are recorded so that shutdown can close them: otherwise a read waiting on a Redis that
    // went away would keep reconnecting, and the process would never exit.
    this.redis = new Redis(redisOptions(this.env.REDIS_URL, 'worker')).on('error', outageLogger('Chat socket Redis'));
    const duplicate = this.redis.duplicate.bind(this.redis);
    this.redis.duplicate = (override) => {
      const client = duplicate(override).on('error', outageLogger('Chat socket Redis'));
      this.adapterClients.push(client);
      return client;
    };
    this.io = new Server(httpServer, {
      path: CHAT_PATH,
      serveClient: false,
      maxHttpBufferSize: 32 * 1024,
      cors: { origin: publicOrigin, credentials: true },
      // A browser always names its page's origin; pages of other sites may not open the chat.
      allowRequest: (req: IncomingMessage, done) => done(null, !req.headers.origin || req.headers.origin === publicOrigin),
      adapter: createAdapter(this.redis, { streamName: `${this.env.REDIS_PREFIX}:socket.io` }),
    });
    this.io.on('connection', (socket) => this.visitor(socket));
    const admin = this.io.of(CHAT_ADMIN_NAMESPACE);
    admin.use((socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown }).token;
      void (typeof token === 'string' ? this.auth.authenticate(token) : Promise.resolve(null)).then(
        (staff) => (staff && !staff.enrolOnly ? ((socket.data.staff = staff), next()) : next(new Error('unauthorized'))),
        () => next(new Error('unauthorized')),
      );
    });
    admin.on('connection', (socket) => this.staff(socket));
  }

  /** A staff reply that came from elsewhere (the messenger): to the visitor and to every staff screen. */
  deliverStaffReply(sessionId: string, message: ChatMessage): void {
    this.emitStaffReply({ sessionId, message });
  }

  private visitor(socket: Socket): void {
    const sentAt: number[] = [];
    socket.on('init_chat', async (payload: unknown, ack: Ack<SessionInitialized>) => {
      const input = parse(initChatSchema, payload);
      if (!input.ok) return ack?.(input);
      try {
        const session = await this.chat.openSession({ ...input.data, locale: input.data.locale ?? 'en' });
        if (socket.data.sessionId && socket.data.sessionId !== session.id)
          await socket.leave(room(socket.data.sessionId as string));
        socket.data.sessionId = session.id;
        await socket.join(room(session.id));
        const initialized: SessionInitialized = {
          sessionId: session.id,
          message: translate(session.locale, 'chat.greeting'),
          history: await this.chat.history(session.id, input.data.lastSeenId),
        };
        socket.emit('session_initialized', initialized);
        ack?.({ ok: true, message: initialized });
      } catch (error) {
        this.fail(ack, error);
      }
    });

    socket.on('customer_message', async (payload: unknown, ack: Ack<ChatMessage>) => {
      const input = parse(customerMessageSchema, payload);
      if (!input.ok) return ack?.(input);
      if (input.data.sessionId !== socket.data.sessionId) return ack?.({ ok: false, error: 'session.notInitialized' });
      const now = Date.now();
      while (sentAt.length > 0 && sentAt[0]! < now - 10_000) sentAt.shift();
      if (sentAt.length >= this.env.CHAT_MESSAGES_PER_10S) return ack?.({ ok: false, error: 'request.tooMany' });
      sentAt.push(now);
      try {
        const { message, fresh } = await this.chat.postVisitorMessage(input.data.sessionId, input.data.clientId, input.data.text);
        if (fresh) {
          const envelope: ChatEnvelope = { sessionId: input.data.sessionId, message };
          this.io?.to(room(input.data.sessionId)).emit('message_sent', envelope);
          this.io?.of(CHAT_ADMIN_NAMESPACE).emit('visitor_message', envelope);
        }
        ack?.({ ok: true, message });
      } catch (error) {
        this.fail(ack, error);
      }
    });

    socket.on('seen', async (payload: unknown) => {
      const input = parse(chatSeenSchema, payload);
      if (!input.ok || input.data.sessionId !== socket.data.sessionId) return;
      await this.chat
        .markVisitorSeen(input.data.sessionId, input.data.lastSeenId)
        .catch((error: unknown) => this.logger.warn(String(error)));
    });
  }

  private staff(socket: Socket): void {
    const staff = socket.data.staff as Staff;
    socket.on('list_sessions', async (_payload: unknown, ack: Ack<unknown>) => {
      try {
        ack?.({ ok: true, message: await this.chat.inbox() });
      } catch (error) {
        this.fail(ack, error);
      }
    });

    socket.on('open_session', async (payload: unknown, ack: Ack<ChatMessage[]>) => {
      const sessionId = (payload as { sessionId?: unknown } | undefined)?.sessionId;
      if (typeof sessionId !== 'string' || !(await this.chat.session(sessionId).catch(() => null)))
        return ack?.({ ok: false, error: 'request.notFound' });
      try {
        await socket.join(room(sessionId));
        await this.chat.markStaffSeen(sessionId);
        ack?.({ ok: true, message: await this.chat.history(sessionId) });
      } catch (error) {
        this.fail(ack, error);
      }
    });

    socket.on('staff_message', async (payload: unknown, ack: Ack<ChatMessage>) => {
      const input = parse(staffMessageSchema, payload);
      if (!input.ok) return ack?.(input);
      try {
        const posted = await this.chat.postStaffMessage(
          input.data.sessionId,
          input.data.clientId,
          staff.username,
          input.data.text,
        );
        if (!posted) return ack?.({ ok: false, error: 'request.notFound' });
        if (posted.fresh) this.emitStaffReply({ sessionId: input.data.sessionId, message: posted.message });
        ack?.({ ok: true, message: posted.message });
      } catch (error) {
        this.fail(ack, error);
      }
    });

    socket.on('staff_typing', (payload: unknown) => {
      const sessionId = (payload as { sessionId?: unknown } | undefined)?.sessionId;
      if (typeof sessionId === 'string') this.io?.to(room(sessionId)).emit('staff_typing', { sessionId });
    });
  }

  private emitStaffReply(envelope: ChatEnvelope): void {
    this.io?.to(room(envelope.sessionId)).emit('admin_message', envelope);
    this.io?.of(CHAT_ADMIN_NAMESPACE).emit('admin_message', envelope);
  }

  private fail(ack: Ack<never> | Ack<unknown>, error: unknown): void {
    this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    ack?.({ ok: false, error: 'request.failed' });
  }

  /** Drops the sockets (clients reconnect to another instance) without closing the HTTP server, which Nest closes itself. */
  onApplicationShutdown(): void {
    if (this.io) {
      this.io.local.disconnectSockets(true);
      for (const namespace of ['/', CHAT_ADMIN_NAMESPACE]) (this.io.of(namespace).adapter as { close?: () => void }).close?.();
      this.io.engine.close();
    }
    for (const client of this.adapterClients) client.disconnect();
    this.redis?.disconnect();
  }
}
