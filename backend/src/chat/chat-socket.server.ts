import { Inject, Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import {
  CHAT_ADMIN_NAMESPACE,
  CHAT_PATH,
  chatSeenSchema,
  customerMessageSchema,
  initChatSchema,
  staffMessageSchema,
  staffSessionRefSchema,
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
import { StaffSessionEvents } from '../admin-auth/staff-session-events';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { outageLogger } from '../core/redis/outage-logger';
import { redisOptions } from '../core/redis/redis-options';
import { ChatService, type ChatSession } from './chat.service';
import { StaffSocketGuard } from './staff-socket-guard';
import { CONNECTION_LEASE_MS, VisitorLimits } from './visitor-limits';

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
export class ChatSocketServer implements BeforeApplicationShutdown {
  private readonly logger = new Logger(ChatSocketServer.name);
  private io: Server | null = null;
  private redis: Redis | null = null;
  private readonly adapterClients: Redis[] = [];
  private staffGuard: StaffSocketGuard | null = null;
  private leaseTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly chat: ChatService,
    private readonly auth: AdminAuthService,
    private readonly staffSessions: StaffSessionEvents,
    private readonly limits: VisitorLimits,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /**
   * Called once by configureHttpApp with the HTTP server the API listens on, and how to read a
   * client's address from a request (as Express does, by TRUST_PROXY).
   */
  attach(httpServer: HttpServer, clientAddress: (req: IncomingMessage) => string): void {
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
    // Each address may hold CHAT_CONNECTIONS_PER_IP visitor connections, across instances.
    this.io.use((socket, next) => {
      const ip = clientAddress(socket.request);
      void this.limits.openConnection(ip, socket.id).then(
        (opened) => (opened ? ((socket.data.ip = ip), next()) : next(new Error('chat.tooManyConnections'))),
        () => next(new Error('request.failed')),
      );
    });
    this.io.on('connection', (socket) => this.visitor(socket));
    this.leaseTimer = setInterval(() => void this.renewLeases(), CONNECTION_LEASE_MS / 3).unref();
    const admin = this.io.of(CHAT_ADMIN_NAMESPACE);
    admin.use((socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown }).token;
      void (typeof token === 'string' ? this.auth.authenticate(token) : Promise.resolve(null)).then(
        (staff) =>
          staff && !staff.enrolOnly
            ? ((socket.data.staff = staff), (socket.data.token = token), next())
            : next(new Error('unauthorized')),
        () => next(new Error('unauthorized')),
      );
    });
    this.staffGuard = new StaffSocketGuard(admin, this.auth, this.staffSessions);
    admin.on('connection', (socket) => {
      this.staffGuard?.watch(socket);
      this.staff(socket);
    });
  }

  /** A staff reply that came from elsewhere (the messenger): to the visitor and to every staff screen. */
  deliverStaffReply(sessionId: string, message: ChatMessage): void {
    this.emitStaffReply({ sessionId, message });
  }

  private visitor(socket: Socket): void {
    const ip = socket.data.ip as string;
    socket.once('disconnect', () => void this.limits.closeConnection(ip, socket.id));
    socket.on('init_chat', async (payload: unknown, ack: Ack<SessionInitialized>) => {
      const input = parse(initChatSchema, payload);
      if (!input.ok) return ack?.(input);
      try {
        const allowed = await this.limits.init(ip);
        if (!allowed.ok) return ack?.(allowed);
        const details = { ...input.data, locale: input.data.locale ?? 'en' };
        let session: ChatSession | null = details.sessionId
          ? await this.chat.resumeSession({ ...details, sessionId: details.sessionId })
          : null;
        if (!session) {
          const started = await this.limits.startSession(ip);
          if (!started.ok) return ack?.(started);
          session = await this.chat.startSession(details);
        }
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
      try {
        // Counted per address in Redis: reconnecting does not start a fresh allowance.
        const allowed = await this.limits.send(ip);
        if (!allowed.ok) return ack?.(allowed);
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
      const input = parse(staffSessionRefSchema, payload);
      if (!input.ok) return ack?.(input);
      const { sessionId } = input.data;
      try {
        if (!(await this.chat.session(sessionId))) return ack?.({ ok: false, error: 'request.notFound' });
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
      const input = parse(staffSessionRefSchema, payload);
      if (input.ok) this.io?.to(room(input.data.sessionId)).emit('staff_typing', { sessionId: input.data.sessionId });
    });
  }

  /** Keeps this instance's visitor connections counted (an instance that died stops renewing, and its slots lapse). */
  private async renewLeases(): Promise<void> {
    const open = [...(this.io?.of('/').sockets.values() ?? [])].map((socket) => ({ ip: socket.data.ip as string, id: socket.id }));
    await this.limits.renewConnections(open);
  }

  private emitStaffReply(envelope: ChatEnvelope): void {
    this.io?.to(room(envelope.sessionId)).emit('admin_message', envelope);
    this.io?.of(CHAT_ADMIN_NAMESPACE).emit('admin_message', envelope);
  }

  private fail(ack: Ack<never> | Ack<unknown>, error: unknown): void {
    this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    ack?.({ ok: false, error: 'request.failed' });
  }

  /**
   * Drops the sockets (clients reconnect to another instance) before Nest closes the HTTP server:
   * `server.close()` waits for every upgraded connection, so sockets still open then would hold the
   * shutdown until the process is killed.
   */
  beforeApplicationShutdown(): void {
    this.staffGuard?.close();
    if (this.leaseTimer) clearInterval(this.leaseTimer);
    if (this.io) {
      this.io.local.disconnectSockets(true);
      for (const namespace of ['/', CHAT_ADMIN_NAMESPACE]) (this.io.of(namespace).adapter as { close?: () => void }).close?.();
      this.io.engine.close();
    }
    for (const client of this.adapterClients) client.disconnect();
    this.redis?.disconnect();
  }
}
