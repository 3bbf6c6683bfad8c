import { Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
  type OnGatewayDisconnect,
  type OnGatewayInit,
} from '@nestjs/websockets';
import {
  CHAT_ADMIN_NAMESPACE,
  CHAT_PATH,
  chatSeenSchema,
  customerMessageSchema,
  initChatSchema,
  type ChatAck,
  type ChatEnvelope,
  type ChatMessage,
  type SessionInitialized,
  translate,
} from '@reactivation/contracts';
import type { DefaultEventsMap, Server, Socket } from 'socket.io';
import { clientIp, type TrustProxyFunction } from '../core/http/client-ip';
import { ChatService, forVisitor, type ChatSession } from './chat.service';
import { failed, parse, sessionRoom } from './chat-socket.shared';
import { CONNECTION_LEASE_MS, VisitorLimits } from './visitor-limits';

/** What the connection middleware leaves on a visitor socket. */
interface VisitorData {
  ip: string;
  /** The conversation this socket joined with init_chat; messages for any other are refused. */
  sessionId?: string;
}
type VisitorSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, VisitorData>;

/**
 * The visitors' side of the live chat (default namespace at /ws, DESIGN §5). Every message is
 * stored before it is acknowledged or relayed; a retried message (same client id) is acknowledged
 * again but stored and relayed once. Each handler's return value is the event's ack.
 */
@WebSocketGateway({ path: CHAT_PATH })
export class VisitorChatGateway implements OnGatewayInit<Server>, OnGatewayDisconnect<VisitorSocket>, BeforeApplicationShutdown {
  private readonly logger = new Logger(VisitorChatGateway.name);
  @WebSocketServer() private readonly server: Server;
  private leaseTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly chat: ChatService,
    private readonly limits: VisitorLimits,
    private readonly http: HttpAdapterHost,
  ) {}

  afterInit(server: Server): void {
    // Each address may hold CHAT_CONNECTIONS_PER_IP visitor connections, across instances; the slot
    // is taken before the connection is accepted and given back in handleDisconnect.
    server.use((socket, next) => {
      const ip = this.clientAddress(socket);
      void this.limits.openConnection(ip, socket.id).then(
        (opened) => (opened ? ((socket.data.ip = ip), next()) : next(new Error('chat.tooManyConnections'))),
        () => next(new Error('request.failed')),
      );
    });
    this.leaseTimer = setInterval(() => void this.renewLeases(), CONNECTION_LEASE_MS / 3).unref();
  }

  handleDisconnect(socket: VisitorSocket): void {
    void this.limits.closeConnection(socket.data.ip, socket.id);
  }

  @SubscribeMessage('init_chat')
  async initChat(@ConnectedSocket() socket: VisitorSocket, @MessageBody() payload: unknown): Promise<ChatAck<SessionInitialized>> {
    const input = parse(initChatSchema, payload);
    if (!input.ok) return input;
    const { ip } = socket.data;
    try {
      const allowed = await this.limits.init(ip);
      if (!allowed.ok) return allowed;
      const details = { ...input.data, locale: input.data.locale ?? 'en' };
      let session: ChatSession | null = details.sessionId
        ? await this.chat.resumeSession({ ...details, sessionId: details.sessionId })
        : null;
      if (!session) {
        const started = await this.limits.startSession(ip);
        if (!started.ok) return started;
        session = await this.chat.startSession(details);
      }
      if (socket.data.sessionId && socket.data.sessionId !== session.id) await socket.leave(sessionRoom(socket.data.sessionId));
      socket.data.sessionId = session.id;
      await socket.join(sessionRoom(session.id));
      const initialized: SessionInitialized = {
        sessionId: session.id,
        message: translate(session.locale, 'chat.greeting'),
        history: (await this.chat.history(session.id, input.data.lastSeenId)).map(forVisitor),
      };
      // The contract's event (DESIGN §5), which the widget listens to, as well as the ack.
      socket.emit('session_initialized', initialized);
      return { ok: true, message: initialized };
    } catch (error) {
      return failed(this.logger, error);
    }
  }

  @SubscribeMessage('customer_message')
  async customerMessage(@ConnectedSocket() socket: VisitorSocket, @MessageBody() payload: unknown): Promise<ChatAck<ChatMessage>> {
    const input = parse(customerMessageSchema, payload);
    if (!input.ok) return input;
    if (input.data.sessionId !== socket.data.sessionId) return { ok: false, error: 'session.notInitialized' };
    try {
      // Counted per address in Redis: reconnecting does not start a fresh allowance.
      const allowed = await this.limits.send(socket.data.ip);
      if (!allowed.ok) return allowed;
      const { message, fresh } = await this.chat.postVisitorMessage(input.data.sessionId, input.data.clientId, input.data.text);
      if (fresh) {
        this.server.to(sessionRoom(input.data.sessionId)).emit('message_sent', { sessionId: input.data.sessionId, message: forVisitor(message) });
        const envelope: ChatEnvelope = { sessionId: input.data.sessionId, message };
        this.server.of(CHAT_ADMIN_NAMESPACE).emit('visitor_message', envelope);
      }
      return { ok: true, message: forVisitor(message) };
    } catch (error) {
      return failed(this.logger, error);
    }
  }

  /** Not acknowledged: the visitor's read mark is a hint for staff, and a lost one is sent again with the next. */
  @SubscribeMessage('seen')
  async seen(@ConnectedSocket() socket: VisitorSocket, @MessageBody() payload: unknown): Promise<void> {
    const input = parse(chatSeenSchema, payload);
    if (!input.ok || input.data.sessionId !== socket.data.sessionId) return;
    await this.chat
      .markVisitorSeen(input.data.sessionId, input.data.lastSeenId)
      .catch((error: unknown) => this.logger.warn(String(error)));
  }

  beforeApplicationShutdown(): void {
    if (this.leaseTimer) clearInterval(this.leaseTimer);
  }

  /** The client's address exactly as Express reads req.ip (by TRUST_PROXY), so HTTP and socket limits agree. */
  private clientAddress(socket: Socket): string {
    const trust = this.http.httpAdapter.getInstance<{ get(name: string): unknown }>().get('trust proxy fn') as TrustProxyFunction;
    return clientIp(socket.request, trust);
  }

  /** Keeps this instance's visitor connections counted (an instance that died stops renewing, and its slots lapse). */
  private async renewLeases(): Promise<void> {
    const open = [...this.server.of('/').sockets.values()].map((socket) => ({ ip: (socket.data as VisitorData).ip, id: socket.id }));
    await this.limits.renewConnections(open);
  }
}
