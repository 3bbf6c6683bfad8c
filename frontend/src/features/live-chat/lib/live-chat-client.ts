import { CHAT_TEXT_MAX, sessionInitializedSchema, type Locale, type SessionInitialized } from '@reactivation/contracts';
import { ACK_TIMEOUT_MS, createVisitorSocket, emitWithAck, newClientId, type ChatSocket, type SocketListener } from './chat-socket';
import {
  addToOutbox,
  clearOutbox,
  readOutbox,
  readStoredLiveChat,
  removeFromOutbox,
  writeStoredLiveChat,
  type OutboxItem,
} from './live-chat-storage';
import {
  compareIds,
  latestId,
  mergeMessages,
  pendingEntry,
  readEnvelope,
  readMessage,
  updatePending,
  type ChatEntry,
} from './messages';

/** `idle`: no connection wanted yet (the name form). The others as SPEC §4 "Live chat" names them. */
export type LiveChatStatus = 'idle' | 'connecting' | 'online' | 'offline';

export type LiveChatState = {
  /** A name was given: the conversation shows instead of the name form. */
  started: boolean;
  status: LiveChatStatus;
  sessionId: string | null;
  customerName: string;
  email: string | null;
  /** The server's greeting (session_initialized `message`). */
  greeting: string | null;
  messages: readonly ChatEntry[];
  /** A staff member is typing (SPEC §9: shown 10 s, or until the reply arrives). */
  staffTyping: boolean;
  /** Staff replies the visitor has not seen: the launcher's badge. */
  unread: number;
  /** Why the server refused to start the conversation: a message key or a text. */
  startError: string | null;
};

export type SendResult = 'sent' | 'empty' | 'tooLong' | 'offline';

export type LiveChatClientOptions = {
  createSocket?: () => ChatSocket;
  /** The site language, sent with init_chat so the greeting and e-mails match it. */
  locale?: () => Locale | undefined;
  typingMs?: number;
  ackTimeoutMs?: number;
  /** After an acknowledgement time-out on a live connection, the outbox is sent again this much later. */
  retryMs?: number;
};

/** SPEC §9: the typing indicator shows for 10 s. */
export const STAFF_TYPING_MS = 10_000;
const RETRY_MS = 5_000;

/** SPEC §5: sending needs an open connection and a session id. */
export function canSend(state: LiveChatState): boolean {
  return state.status === 'online' && state.sessionId !== null;
}

/**
 * The visitor's side of the live chat (SPEC §4, §5, §7): one socket, the conversation, the outbox
 * of messages not yet acknowledged, the typing indicator and the unread count. Framework-free; the
 * widget reads it through `subscribe` and `getSnapshot` (useSyncExternalStore).
 *
 * Delivery: a message shows at once as "sending" and stays in the outbox (memory and localStorage)
 * until the server acknowledges it; after a reconnection the conversation is resumed (init_chat with
 * the session id and the newest id held, so the server replays what was missed) and the outbox is
 * sent again with the same client ids, which the server stores once.
 */
export class LiveChatClient {
  private state: LiveChatState;
  private readonly listeners = new Set<() => void>();
  private socket: ChatSocket | null = null;
  private readonly outbox = new Map<string, OutboxItem>();
  private readonly inFlight = new Set<string>();
  private initPending = false;
  /** Whether the conversation is on screen (the panel is open on it). */
  private visible = false;
  /** The newest message the visitor has seen (stored), and the one last reported with `seen`. */
  private seenId: string | null = null;
  private reportedSeenId: string | null = null;
  private typingTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;
  private readonly createSocket: () => ChatSocket;
  private readonly locale: () => Locale | undefined;
  private readonly typingMs: number;
  private readonly ackTimeoutMs: number;
  private readonly retryMs: number;

  constructor(options: LiveChatClientOptions = {}) {
    this.createSocket = options.createSocket ?? createVisitorSocket;
    this.locale = options.locale ?? (() => undefined);
    this.typingMs = options.typingMs ?? STAFF_TYPING_MS;
    this.ackTimeoutMs = options.ackTimeoutMs ?? ACK_TIMEOUT_MS;
    this.retryMs = options.retryMs ?? RETRY_MS;

    const stored = readStoredLiveChat();
    let messages: readonly ChatEntry[] = [];
    if (stored) {
      this.seenId = stored.lastSeenId;
      // Messages a closed page never got acknowledged: shown as sending, sent once connected.
      for (const item of readOutbox()) {
        if (item.sessionId && item.sessionId !== stored.sessionId) continue;
        this.outbox.set(item.clientId, item);
        messages = [...messages, pendingEntry(item.clientId, item.text, false, item.createdAt)];
      }
    }
    this.state = {
      started: stored !== null,
      status: 'idle',
      sessionId: stored?.sessionId ?? null,
      customerName: stored?.customerName ?? '',
      email: stored?.email ?? null,
      greeting: null,
      messages,
      staffTyping: false,
      unread: 0,
      startError: null,
    };
    if (typeof document !== 'undefined') document.addEventListener('visibilitychange', this.onVisibilityChange);
    if (typeof window !== 'undefined') window.addEventListener('online', this.onBrowserOnline);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): LiveChatState => this.state;

  /** Reconnects to a conversation started earlier (a stored session), without waiting to be opened. */
  resume(): void {
    if (this.state.started && !this.socket) this.openSocket();
  }

  /** Starts the conversation with the visitor's name (required, trimmed) and optional e-mail. */
  start(customerName: string, email?: string): void {
    const name = customerName.trim();
    if (!name) return;
    const mail = email?.trim() || null;
    this.set({ started: true, customerName: name, email: mail, startError: null });
    this.store();
    if (!this.socket) this.openSocket();
    else if (this.socket.connected) this.init();
    else this.reconnect();
  }

  /** Queues a message and sends it when possible; the result says why nothing was queued. */
  send(text: string): SendResult {
    const body = text.trim();
    if (!body) return 'empty';
    if (body.length > CHAT_TEXT_MAX) return 'tooLong';
    if (!canSend(this.state)) return 'offline';
    const item: OutboxItem = { clientId: newClientId(), sessionId: this.state.sessionId, text: body, createdAt: new Date().toISOString() };
    this.outbox.set(item.clientId, item);
    addToOutbox(item);
    this.set({ messages: [...this.state.messages, pendingEntry(item.clientId, item.text, false, item.createdAt)] });
    this.flushOutbox();
    return 'sent';
  }

  /** Sends a refused message again (after a rate-limit error, say), with its own client id. */
  retry(clientId: string): void {
    const entry = this.state.messages.find((message) => message.id === null && message.clientId === clientId);
    if (!entry || entry.state !== 'failed' || !canSend(this.state)) return;
    const item: OutboxItem = { clientId, sessionId: this.state.sessionId, text: entry.text, createdAt: entry.timestamp };
    this.outbox.set(clientId, item);
    addToOutbox(item);
    this.set({ messages: updatePending(this.state.messages, clientId, { state: 'sending', error: undefined }) });
    this.flushOutbox();
  }

  /** The panel shows the conversation (true) or not: unread replies count only while it does not. */
  setVisible(visible: boolean): void {
    this.visible = visible;
    this.refreshUnread();
    if (visible) this.reportSeen();
  }

  /** Connects again now (the visitor's button, the page coming back, the network coming back). */
  reconnect(): void {
    if (this.disposed || !this.state.started) return;
    if (!this.socket) {
      this.openSocket();
      return;
    }
    if (this.socket.connected) return;
    this.set({ status: 'connecting' });
    this.socket.connect();
  }

  dispose(): void {
    this.disposed = true;
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', this.onVisibilityChange);
    if (typeof window !== 'undefined') window.removeEventListener('online', this.onBrowserOnline);
    this.clearTimer('typingTimer');
    this.clearTimer('retryTimer');
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      for (const [event, listener] of this.socketListeners()) socket.off(event, listener);
      socket.disconnect();
    }
    this.listeners.clear();
  }

  private openSocket(): void {
    if (this.disposed) return;
    const socket = this.createSocket();
    this.socket = socket;
    for (const [event, listener] of this.socketListeners()) socket.on(event, listener);
    this.set({ status: 'connecting' });
    socket.connect();
  }

  private socketListeners(): Array<[string, SocketListener]> {
    return [
      ['connect', this.onConnect],
      ['disconnect', this.onDisconnect],
      ['connect_error', this.onConnectError],
      ['session_initialized', this.onSessionInitialized],
      ['message_sent', this.onMessageSent],
      ['admin_message', this.onAdminMessage],
      ['staff_typing', this.onStaffTyping],
    ];
  }

  private readonly onConnect = (): void => {
    this.set({ status: 'online' });
    this.reportedSeenId = null;
    this.init();
  };

  private readonly onDisconnect = (): void => {
    // Whatever was on its way is sent again after the next connection.
    this.inFlight.clear();
    this.initPending = false;
    this.clearTimer('retryTimer');
    if (!this.disposed) this.set({ status: 'offline' });
  };

  private readonly onConnectError = (): void => {
    this.set({ status: 'offline' });
  };

  /** init_chat: a new conversation, or the stored one resumed after the newest message held. */
  private init(): void {
    const socket = this.socket;
    if (!socket?.connected || !this.state.started || this.initPending) return;
    const { customerName, email, sessionId, messages } = this.state;
    const lastSeenId = sessionId ? latestId(messages) : null;
    const locale = this.locale();
    const payload = {
      customerName,
      ...(sessionId ? { sessionId } : {}),
      ...(email ? { email } : {}),
      ...(locale ? { locale } : {}),
      ...(lastSeenId ? { lastSeenId } : {}),
    };
    this.initPending = true;
    emitWithAck<SessionInitialized>(socket, 'init_chat', payload, this.ackTimeoutMs).then(
      (ack) => {
        this.initPending = false;
        if (socket !== this.socket) return;
        if (ack.ok) {
          this.onSessionInitialized(ack.message);
        } else if (sessionId && ack.field === 'sessionId') {
          // The stored conversation is unknown to the server: start a new one.
          this.set({ sessionId: null, messages: this.state.messages.filter((entry) => entry.id === null), greeting: null });
          this.store();
          this.init();
        } else {
          forgetLiveChat();
          this.outbox.clear();
          this.set({ started: false, sessionId: null, startError: ack.error, messages: [] });
        }
      },
      () => {
        // No answer in time, or the connection dropped: the next connection asks again.
        this.initPending = false;
        if (socket === this.socket && socket.connected) this.scheduleRetry();
      },
    );
  }

  private readonly onSessionInitialized = (payload: unknown): void => {
    const parsed = sessionInitializedSchema.safeParse(payload);
    if (!parsed.success) return;
    const { sessionId, message, history } = parsed.data;
    const sameSession = this.state.sessionId === sessionId;
    // A different session (a new one for an unknown stored id) starts from its own history.
    const current = sameSession ? this.state.messages : this.state.messages.filter((entry) => entry.id === null);
    this.set({ sessionId, greeting: message, started: true, startError: null, messages: mergeMessages(current, history) });
    this.dropConfirmedFromOutbox();
    this.store();
    this.refreshUnread();
    this.reportSeen();
    this.flushOutbox();
  };

  private readonly onMessageSent = (payload: unknown): void => {
    const envelope = readEnvelope(payload);
    if (!envelope || !this.isThisSession(envelope.sessionId)) return;
    this.addStored(envelope.message);
  };

  private readonly onAdminMessage = (payload: unknown): void => {
    const envelope = readEnvelope(payload);
    if (!envelope || !this.isThisSession(envelope.sessionId)) return;
    this.clearTimer('typingTimer');
    this.set({ staffTyping: false });
    this.addStored(envelope.message);
  };

  private readonly onStaffTyping = (payload: unknown): void => {
    const sessionId = typeof payload === 'object' && payload !== null ? (payload as { sessionId?: unknown }).sessionId : undefined;
    if (typeof sessionId === 'string' && !this.isThisSession(sessionId)) return;
    this.clearTimer('typingTimer');
    this.typingTimer = setTimeout(() => {
      this.typingTimer = null;
      this.set({ staffTyping: false });
    }, this.typingMs);
    this.set({ staffTyping: true });
  };

  /** SPEC §7: an event is for this conversation when its session matches or it names none. */
  private isThisSession(sessionId: string | undefined): boolean {
    return !sessionId || sessionId === this.state.sessionId;
  }

  private addStored(payload: unknown): void {
    const message = readMessage(payload);
    if (!message) return;
    this.set({ messages: mergeMessages(this.state.messages, [message]) });
    if (message.clientId) this.settle(message.clientId);
    this.refreshUnread();
    this.reportSeen();
  }

  /** Sends every queued message not already on its way, with its own client id. */
  private flushOutbox(): void {
    const socket = this.socket;
    const sessionId = this.state.sessionId;
    if (!socket?.connected || !sessionId) return;
    for (const item of this.outbox.values()) {
      if (this.inFlight.has(item.clientId)) continue;
      this.inFlight.add(item.clientId);
      const payload = { sessionId, text: item.text, customerName: this.state.customerName, clientId: item.clientId };
      emitWithAck(socket, 'customer_message', payload, this.ackTimeoutMs).then(
        (ack) => {
          this.inFlight.delete(item.clientId);
          if (ack.ok) {
            this.addStored(ack.message);
            this.settle(item.clientId);
          } else {
            this.settle(item.clientId);
            this.set({ messages: updatePending(this.state.messages, item.clientId, { state: 'failed', error: ack.error }) });
          }
        },
        () => {
          this.inFlight.delete(item.clientId);
          if (socket === this.socket && socket.connected) this.scheduleRetry();
        },
      );
    }
  }

  /** The message with this client id is no longer ours to send: stored, or refused. */
  private settle(clientId: string): void {
    if (this.outbox.delete(clientId)) removeFromOutbox(clientId);
  }

  private dropConfirmedFromOutbox(): void {
    for (const entry of this.state.messages) if (entry.id && entry.clientId) this.settle(entry.clientId);
  }

  private scheduleRetry(): void {
    if (this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.state.sessionId) this.init();
      else this.flushOutbox();
    }, this.retryMs);
  }

  private refreshUnread(): void {
    if (this.onScreen()) {
      if (this.state.unread !== 0) this.set({ unread: 0 });
      return;
    }
    const seen = this.seenId;
    const unread = this.state.messages.filter(
      (entry) => entry.isAdmin && entry.id !== null && (seen === null || compareIds(entry.id, seen) > 0),
    ).length;
    if (unread !== this.state.unread) this.set({ unread });
  }

  private onScreen(): boolean {
    return this.visible && (typeof document === 'undefined' || document.visibilityState !== 'hidden');
  }

  /** Tells the server what the visitor has seen (`seen`), when the conversation is on screen. */
  private reportSeen(force = false): void {
    if (!this.onScreen()) return;
    const newest = latestId(this.state.messages);
    if (!newest) return;
    if (this.seenId === null || compareIds(newest, this.seenId) > 0) {
      this.seenId = newest;
      this.store();
    }
    const socket = this.socket;
    const sessionId = this.state.sessionId;
    if (!socket?.connected || !sessionId) return;
    if (!force && this.reportedSeenId !== null && compareIds(newest, this.reportedSeenId) <= 0) return;
    this.reportedSeenId = newest;
    socket.emit('seen', { sessionId, lastSeenId: newest });
  }

  /** The page came back (a phone waking up): reconnect and catch up, or just catch up. */
  private readonly onVisibilityChange = (): void => {
    if (document.visibilityState === 'hidden') return;
    if (this.socket && !this.socket.connected) this.reconnect();
    else if (this.socket?.connected && this.state.sessionId) this.init();
    this.refreshUnread();
    this.reportSeen(true);
  };

  private readonly onBrowserOnline = (): void => {
    if (this.socket && !this.socket.connected) this.reconnect();
  };

  private store(): void {
    if (!this.state.started) return;
    writeStoredLiveChat({
      sessionId: this.state.sessionId,
      customerName: this.state.customerName,
      email: this.state.email,
      lastSeenId: this.seenId,
      updatedAt: new Date().toISOString(),
    });
  }

  private clearTimer(name: 'typingTimer' | 'retryTimer'): void {
    const timer = this[name];
    if (timer) clearTimeout(timer);
    this[name] = null;
  }

  private set(change: Partial<LiveChatState>): void {
    const next = { ...this.state, ...change };
    if ((Object.keys(change) as Array<keyof LiveChatState>).every((key) => next[key] === this.state[key])) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}

/** Forgets a stored conversation and its unsent messages (a refused start). */
export function forgetLiveChat(): void {
  writeStoredLiveChat(null);
  clearOutbox();
}
