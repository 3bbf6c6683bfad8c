import { Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
  type OnGatewayConnection,
  type OnGatewayInit,
} from '@nestjs/websockets';
import {
  CHAT_ADMIN_NAMESPACE,
  CHAT_PATH,
  staffMessageSchema,
  staffSessionRefSchema,
  type ChatAck,
  type ChatEnvelope,
  type ChatMessage,
} from '@reactivation/contracts';
import type { DefaultEventsMap, Namespace, Socket } from 'socket.io';
import { AdminAuthService, type Staff } from '../admin-auth/admin-auth.service';
import { StaffSessionEvents } from '../admin-auth/staff-session-events';
import { ChatService, forVisitor } from './chat.service';
import { failed, parse, sessionRoom } from './chat-socket.shared';
import { StaffSocketGuard } from './staff-socket-guard';

/** What the handshake middleware leaves on a staff socket (StaffSocketGuard reads the same fields). */
interface StaffData {
  staff: Staff;
  token: string;
}
type StaffSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, StaffData>;

/**
 * The staff inbox of the live chat (`/admin` namespace at /ws): only signed-in staff connect (the
 * admin token in the handshake), and StaffSocketGuard drops a socket whose token stops being good.
 * Each handler's return value is the event's ack.
 */
@WebSocketGateway({ path: CHAT_PATH, namespace: CHAT_ADMIN_NAMESPACE })
export class StaffChatGateway implements OnGatewayInit<Namespace>, OnGatewayConnection<StaffSocket>, BeforeApplicationShutdown {
  private readonly logger = new Logger(StaffChatGateway.name);
  @WebSocketServer() private readonly namespace: Namespace;
  private guard: StaffSocketGuard | null = null;

  constructor(
    private readonly chat: ChatService,
    private readonly auth: AdminAuthService,
    private readonly staffSessions: StaffSessionEvents,
  ) {}

  afterInit(namespace: Namespace): void {
    // The handshake carries the admin token; an enrolment-only token (two-step sign-in not finished) opens nothing.
    namespace.use((socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown }).token;
      void (typeof token === 'string' ? this.auth.authenticate(token) : Promise.resolve(null)).then(
        (staff) =>
          staff && !staff.enrolOnly
            ? ((socket.data.staff = staff), (socket.data.token = token), next())
            : next(new Error('unauthorized')),
        () => next(new Error('unauthorized')),
      );
    });
    this.guard = new StaffSocketGuard(namespace, this.auth, this.staffSessions);
  }

  /** Runs before any event of the socket is handled, so the guard's per-event check sees every one. */
  handleConnection(socket: StaffSocket): void {
    this.guard?.watch(socket);
  }

  @SubscribeMessage('list_sessions')
  async listSessions(): Promise<ChatAck<unknown>> {
    try {
      return { ok: true, message: await this.chat.inbox() };
    } catch (error) {
      return failed(this.logger, error);
    }
  }

  @SubscribeMessage('open_session')
  async openSession(@ConnectedSocket() socket: StaffSocket, @MessageBody() payload: unknown): Promise<ChatAck<ChatMessage[]>> {
    const input = parse(staffSessionRefSchema, payload);
    if (!input.ok) return input;
    const { sessionId } = input.data;
    try {
      if (!(await this.chat.session(sessionId))) return { ok: false, error: 'request.notFound' };
      await socket.join(sessionRoom(sessionId));
      await this.chat.markStaffSeen(sessionId);
      return { ok: true, message: await this.chat.history(sessionId) };
    } catch (error) {
      return failed(this.logger, error);
    }
  }

  @SubscribeMessage('staff_message')
  async staffMessage(@ConnectedSocket() socket: StaffSocket, @MessageBody() payload: unknown): Promise<ChatAck<ChatMessage>> {
    const input = parse(staffMessageSchema, payload);
    if (!input.ok) return input;
    try {
      const { sessionId, clientId, text } = input.data;
      const posted = await this.chat.postStaffMessage(sessionId, clientId, socket.data.staff.username, text);
      if (!posted) return { ok: false, error: 'request.notFound' };
      if (posted.fresh) this.deliverStaffReply(sessionId, posted.message);
      return { ok: true, message: posted.message };
    } catch (error) {
      return failed(this.logger, error);
    }
  }

  /** Not acknowledged: a typing hint that is lost is simply not shown. */
  @SubscribeMessage('staff_typing')
  staffTyping(@MessageBody() payload: unknown): void {
    const input = parse(staffSessionRefSchema, payload);
    if (input.ok) this.namespace.server.to(sessionRoom(input.data.sessionId)).emit('staff_typing', { sessionId: input.data.sessionId });
  }

  /**
   * A stored staff reply, from this inbox or from elsewhere (the messenger): to the visitor's
   * conversation without its author (they see "our team"), and to every staff screen with it, on
   * every instance (the Redis adapter carries it).
   */
  deliverStaffReply(sessionId: string, message: ChatMessage): void {
    const toVisitor: ChatEnvelope = { sessionId, message: forVisitor(message) };
    this.namespace.server.to(sessionRoom(sessionId)).emit('admin_message', toVisitor);
    const toStaff: ChatEnvelope = { sessionId, message };
    this.namespace.emit('admin_message', toStaff);
  }

  beforeApplicationShutdown(): void {
    this.guard?.close();
  }
}
