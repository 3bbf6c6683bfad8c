import { CHAT_TEXT_MAX, chatSessionSummarySchema, type ChatSessionSummary } from '@reactivation/contracts';
import {
  ACK_TIMEOUT_MS,
  createStaffSocket,
  emitWithAck,
  newClientId,
  type ChatSocket,
  type SocketListener,
} from '@/features/live-chat/lib/chat-socket';
import {
  mergeMessages,
  pendingEntry,
  readEnvelope,
  readMessage,
  readMessages,
  updatePending,
  type ChatEntry,
} from '@/features/live-chat/lib/messages';

export type StaffChatStatus = 'connecting' | 'online' | 'offline';

export type StaffChatState = {
  status: StaffChatStatus;
  /** The conversations, newest activity first; null until the first list arrives. */
  sessions: readonly ChatSessionSummary[] | null;
  listError: boolean;
  selectedId: string | null;
  /** The open conversation: stored messages, then replies on their way. */
  messages: readonly ChatEntry[];
  historyLoading: boolean;
  historyError: boolean;
};

export type StaffSendResult = 'sent' | 'empty' | 'tooLong' | 'offline';

export type StaffChatClientOptions = {
  getToken: () => string | null;
  /** The server refused the token (`connect_error` "unauthorized"): the panel goes to the login page. */
  onUnauthorized: (token: string | null) => void;
  createSocket?: (getToken: () => string | null) => ChatSocket;
  ackTimeoutMs?: number;
  /** staff_typing is sent at most this often while a reply is typed. */
  typingThrottleMs?: number;
  /** A visitor message in the open conversation is marked read (open_session again) this much later. */
  markReadDelayMs?: number;
};

export const STAFF_TYPING_THROTTLE_MS = 3_000;
const MARK_READ_DELAY_MS = 1_000;
const RETRY_MS = 5_000;

type OutboxItem = { clientId: string; sessionId: string; text: string; createdAt: string };

const byNewest = (a: ChatSessionSummary, b: ChatSessionSummary) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt) || 0;

/**
 * The staff inbox's connection (namespace `/admin`): the list of conversations with their unread
 * counts, the open conversation, and replies with an outbox that is sent again, with the same
 * client ids, after a reconnection. Framework-free; the inbox reads it with useSyncExternalStore.
 */
export class StaffChatClient {
  private state: StaffChatState = {
    status: 'connecting',
    sessions: null,
    listError: false,
    selectedId: null,
    messages: [],
    historyLoading: false,
    historyError: false,
  };
  private readonly listeners = new Set<() => void>();
  private socket: ChatSocket | null = null;
  private readonly outbox = new Map<string, OutboxItem>();
  private readonly inFlight = new Set<string>();
  private lastTypingAt = Number.NEGATIVE_INFINITY;
  private markReadTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private listRequested = false;
  private disposed = false;
  private readonly options: Required<Omit<StaffChatClientOptions, 'createSocket'>> & {
    createSocket: (getToken: () => string | null) => ChatSocket;
  };

  constructor(options: StaffChatClientOptions) {
    this.options = {
      createSocket: createStaffSocket,
      ackTimeoutMs: ACK_TIMEOUT_MS,
      typingThrottleMs: STAFF_TYPING_THROTTLE_MS,
      markReadDelayMs: MARK_READ_DELAY_MS,
      ...options,
    };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): StaffChatState => this.state;

  start(): void {
    if (this.socket || this.disposed) return;
    const socket = this.options.createSocket(this.options.getToken);
    this.socket = socket;
    for (const [event, listener] of this.socketListeners()) socket.on(event, listener);
    socket.connect();
  }

  reconnect(): void {
    if (!this.socket || this.socket.connected || this.disposed) return;
    this.set({ status: 'connecting' });
    this.socket.connect();
  }

  /** Opens a conversation: its history, marked read for staff; its live events then reach this socket. */
  open(sessionId: string): void {
    if (this.state.selectedId !== sessionId) {
      this.set({ selectedId: sessionId, messages: this.pendingOf(sessionId), historyError: false });
    }
    this.setUnread(sessionId, 0);
    this.loadHistory(sessionId, true);
  }

  /** Back to the list (phones show one or the other). */
  closeConversation(): void {
    this.clearTimer('markReadTimer');
    this.set({ selectedId: null, messages: [], historyLoading: false, historyError: false });
  }

  send(text: string): StaffSendResult {
    const body = text.trim();
    const sessionId = this.state.selectedId;
    if (!body) return 'empty';
    if (body.length > CHAT_TEXT_MAX) return 'tooLong';
    if (!sessionId || this.state.status !== 'online') return 'offline';
    const item: OutboxItem = { clientId: newClientId(), sessionId, text: body, createdAt: new Date().toISOString() };
    this.outbox.set(item.clientId, item);
    this.set({ messages: [...this.state.messages, pendingEntry(item.clientId, body, true, item.createdAt)] });
    this.flushOutbox();
    return 'sent';
  }

  retry(clientId: string): void {
    const entry = this.state.messages.find((message) => message.id === null && message.clientId === clientId);
    const sessionId = this.state.selectedId;
    if (!entry || entry.state !== 'failed' || !sessionId) return;
    this.outbox.set(clientId, { clientId, sessionId, text: entry.text, createdAt: entry.timestamp });
    this.set({ messages: updatePending(this.state.messages, clientId, { state: 'sending', error: undefined }) });
    this.flushOutbox();
  }

  /** Called as staff type: tells the visitor, at most once per throttle period. */
  typing(): void {
    const socket = this.socket;
    const sessionId = this.state.selectedId;
    if (!socket?.connected || !sessionId) return;
    const now = Date.now();
    if (now - this.lastTypingAt < this.options.typingThrottleMs) return;
    this.lastTypingAt = now;
    socket.emit('staff_typing', { sessionId });
  }

  refreshList(): void {
    const socket = this.socket;
    if (!socket?.connected || this.listRequested) return;
    this.listRequested = true;
    emitWithAck<unknown>(socket, 'list_sessions', {}, this.options.ackTimeoutMs).then(
      (ack) => {
        this.listRequested = false;
        if (!ack.ok || !Array.isArray(ack.message)) {
          this.set({ listError: true });
          return;
        }
        const sessions = ack.message.flatMap((item: unknown) => {
          const parsed = chatSessionSummarySchema.safeParse(item);
          return parsed.success ? [parsed.data] : [];
        });
        const selected = this.state.selectedId;
        this.set({
          listError: false,
          sessions: sessions
            .map((session) => (session.sessionId === selected ? { ...session, unread: 0 } : session))
            .sort(byNewest),
        });
      },
      () => {
        this.listRequested = false;
        if (this.state.sessions === null) this.set({ listError: true });
      },
    );
  }

  dispose(): void {
    this.disposed = true;
    this.clearTimer('markReadTimer');
    this.clearTimer('retryTimer');
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      for (const [event, listener] of this.socketListeners()) socket.off(event, listener);
      socket.disconnect();
    }
    this.listeners.clear();
  }

  private socketListeners(): Array<[string, SocketListener]> {
    return [
      ['connect', this.onConnect],
      ['disconnect', this.onDisconnect],
      ['connect_error', this.onConnectError],
      ['visitor_message', this.onVisitorMessage],
      ['admin_message', this.onAdminMessage],
    ];
  }

  private readonly onConnect = (): void => {
    this.set({ status: 'online' });
    this.refreshList();
    // Back after a drop: the open conversation is asked for again (and rejoined) before the outbox goes.
    if (this.state.selectedId) this.loadHistory(this.state.selectedId, false);
  };

  private readonly onDisconnect = (): void => {
    this.inFlight.clear();
    this.listRequested = false;
    this.clearTimer('retryTimer');
    if (!this.disposed) this.set({ status: 'offline' });
  };

  private readonly onConnectError = (error: unknown): void => {
    this.set({ status: 'offline' });
    if (error instanceof Error && error.message === 'unauthorized') {
      const token = this.options.getToken();
      this.dispose();
      this.options.onUnauthorized(token);
    }
  };

  private readonly onVisitorMessage = (payload: unknown): void => {
    const envelope = readEnvelope(payload);
    if (!envelope) return;
    const { sessionId, message } = envelope;
    const open = sessionId === this.state.selectedId;
    if (!this.touchSession(sessionId, message, open ? 0 : 1)) this.refreshList();
    if (open) {
      this.set({ messages: mergeMessages(this.state.messages, [message]) });
      this.scheduleMarkRead(sessionId);
    }
  };

  private readonly onAdminMessage = (payload: unknown): void => {
    const envelope = readEnvelope(payload);
    if (!envelope) return;
    const { sessionId, message } = envelope;
    if (!this.touchSession(sessionId, message, 0)) this.refreshList();
    if (message.clientId) this.outbox.delete(message.clientId);
    if (sessionId === this.state.selectedId) this.set({ messages: mergeMessages(this.state.messages, [message]) });
  };

  /** Puts a new message on its conversation in the list; false when the list does not have it yet. */
  private touchSession(sessionId: string, message: NonNullable<ReturnType<typeof readMessage>>, addUnread: number): boolean {
    const sessions = this.state.sessions;
    const current = sessions?.find((session) => session.sessionId === sessionId);
    if (!sessions || !current) return false;
    const isNewer = !current.lastMessage || current.lastMessage.id !== message.id;
    const updated: ChatSessionSummary = {
      ...current,
      lastMessage: message,
      updatedAt: isNewer ? message.timestamp : current.updatedAt,
      unread: isNewer ? current.unread + addUnread : current.unread,
    };
    this.set({ sessions: [updated, ...sessions.filter((session) => session !== current)].sort(byNewest) });
    return true;
  }

  private setUnread(sessionId: string, unread: number): void {
    const sessions = this.state.sessions;
    if (!sessions?.some((session) => session.sessionId === sessionId && session.unread !== unread)) return;
    this.set({ sessions: sessions.map((session) => (session.sessionId === sessionId ? { ...session, unread } : session)) });
  }

  private loadHistory(sessionId: string, showLoading: boolean): void {
    const socket = this.socket;
    if (!socket?.connected) return;
    if (showLoading && this.state.messages.every((entry) => entry.id === null)) this.set({ historyLoading: true });
    emitWithAck<unknown>(socket, 'open_session', { sessionId }, this.options.ackTimeoutMs).then(
      (ack) => {
        if (sessionId !== this.state.selectedId) return;
        if (!ack.ok) {
          this.set({ historyLoading: false, historyError: true });
          return;
        }
        const history = readMessages(ack.message);
        for (const message of history) if (message.clientId) this.outbox.delete(message.clientId);
        this.set({ historyLoading: false, historyError: false, messages: mergeMessages(this.state.messages, history) });
        this.setUnread(sessionId, 0);
        this.flushOutbox();
      },
      () => {
        if (sessionId === this.state.selectedId && socket === this.socket) {
          this.set({ historyLoading: false, historyError: this.state.messages.length === 0 });
        }
      },
    );
  }

  private scheduleMarkRead(sessionId: string): void {
    if (this.markReadTimer) return;
    this.markReadTimer = setTimeout(() => {
      this.markReadTimer = null;
      if (sessionId === this.state.selectedId) this.loadHistory(sessionId, false);
    }, this.options.markReadDelayMs);
  }

  private flushOutbox(): void {
    const socket = this.socket;
    if (!socket?.connected) return;
    for (const item of this.outbox.values()) {
      if (this.inFlight.has(item.clientId)) continue;
      this.inFlight.add(item.clientId);
      const payload = { sessionId: item.sessionId, text: item.text, clientId: item.clientId };
      emitWithAck<unknown>(socket, 'staff_message', payload, this.options.ackTimeoutMs).then(
        (ack) => {
          this.inFlight.delete(item.clientId);
          this.outbox.delete(item.clientId);
          const stored = ack.ok ? readMessage(ack.message) : null;
          if (item.sessionId !== this.state.selectedId) return;
          if (stored) {
            this.set({ messages: mergeMessages(this.state.messages, [stored]) });
          } else {
            const error = ack.ok ? 'request.failed' : ack.error;
            this.set({ messages: updatePending(this.state.messages, item.clientId, { state: 'failed', error }) });
          }
        },
        () => {
          this.inFlight.delete(item.clientId);
          if (socket === this.socket && socket.connected) this.scheduleRetry();
        },
      );
    }
  }

  private scheduleRetry(): void {
    if (this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.flushOutbox();
    }, RETRY_MS);
  }

  /** Replies still on their way in a conversation (shown when it is opened again). */
  private pendingOf(sessionId: string): ChatEntry[] {
    return [...this.outbox.values()]
      .filter((item) => item.sessionId === sessionId)
      .map((item) => pendingEntry(item.clientId, item.text, true, item.createdAt));
  }

  private clearTimer(name: 'markReadTimer' | 'retryTimer'): void {
    const timer = this[name];
    if (timer) clearTimeout(timer);
    this[name] = null;
  }

  private set(change: Partial<StaffChatState>): void {
    const next = { ...this.state, ...change };
    if ((Object.keys(change) as Array<keyof StaffChatState>).every((key) => next[key] === this.state[key])) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
