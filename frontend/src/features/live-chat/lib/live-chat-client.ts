import { sessionInitializedSchema, type ChatAck, type Locale, type SessionInitialized } from '@reactivation/contracts';
import { ChatConnection } from '@/lib/chat/chat-connection';
import {
  draftProblem,
  failedEntry,
  latestId,
  mergeMessages,
  pendingEntry,
  readEnvelope,
  readMessage,
  updatePending,
  type ChatSendResult,
} from '@/lib/chat/chat-messages';
import { ChatOutbox } from '@/lib/chat/chat-outbox';
import { ACK_TIMEOUT_MS, createVisitorSocket, emitWithAck, newClientId, type ChatSocket } from '@/lib/chat/chat-socket';
import { ChatStore } from '@/lib/chat/chat-store';
import {
  addToOutbox,
  clearOutbox,
  readOutbox,
  readStoredLiveChat,
  removeFromOutbox,
  writeStoredLiveChat,
  type StoredOutboxItem,
} from './live-chat-storage';
import { LiveChatSeen } from './live-chat-seen';
import { canSend, restoredState, type LiveChatState } from './live-chat-state';

export type SendResult = ChatSendResult;

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

/**
 * The visitor's side of the live chat (SPEC §4, §5, §7): the conversation, the typing indicator and
 * the unread count, over the shared connection core (lib/chat). Framework-free; the widget reads it
 * through `subscribe` and `getSnapshot` (useSyncExternalStore).
 *
 * Delivery: a message shows at once as "sending" and stays in the outbox (memory and localStorage)
 * until the server acknowledges it; after a reconnection the conversation is resumed (init_chat with
 * the session id and the newest id held, so the server replays what was missed) and the outbox is
 * sent again with the same client ids, which the server stores once.
 */
export class LiveChatClient {
  private readonly store: ChatStore<LiveChatState>;
  private readonly connection: ChatConnection;
  private readonly outbox: ChatOutbox<StoredOutboxItem>;
  private initPending = false;
  private readonly seen: LiveChatSeen;
  private typingTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly locale: () => Locale | undefined;
  private readonly typingMs: number;
  private readonly ackTimeoutMs: number;

  constructor(options: LiveChatClientOptions = {}) {
    this.locale = options.locale ?? (() => undefined);
    this.typingMs = options.typingMs ?? STAFF_TYPING_MS;
    this.ackTimeoutMs = options.ackTimeoutMs ?? ACK_TIMEOUT_MS;
    this.connection = new ChatConnection({
      createSocket: options.createSocket ?? createVisitorSocket,
      events: {
        session_initialized: this.onSessionInitialized,
        message_sent: this.onMessageSent,
        admin_message: this.onAdminMessage,
        staff_typing: this.onStaffTyping,
      },
      onStatus: (status) => this.store.set({ status }),
      onConnect: this.onConnect,
      onDisconnect: this.onDisconnect,
    });
    this.outbox = new ChatOutbox<StoredOutboxItem>({
      connection: this.connection,
      event: 'customer_message',
      payload: (item) => ({
        sessionId: this.state.sessionId,
        text: item.text,
        customerName: this.state.customerName,
        clientId: item.clientId,
      }),
      onAnswer: this.onMessageAnswer,
      // A lost init_chat answer is retried here too: without a session nothing can be sent.
      onRetry: () => (this.state.sessionId ? this.flushOutbox() : this.init()),
      onSettle: removeFromOutbox,
      ackTimeoutMs: this.ackTimeoutMs,
      retryMs: options.retryMs ?? RETRY_MS,
    });

    const stored = readStoredLiveChat();
    // Messages a closed page never got acknowledged: shown as sending, sent once connected.
    const unsent = stored ? readOutbox().filter((item) => !item.sessionId || item.sessionId === stored.sessionId) : [];
    for (const item of unsent) this.outbox.add(item);
    this.seen = new LiveChatSeen(stored?.lastSeenId ?? null);
    this.store = new ChatStore(restoredState(stored, unsent));
    if (typeof document !== 'undefined') document.addEventListener('visibilitychange', this.onVisibilityChange);
    if (typeof window !== 'undefined') window.addEventListener('online', this.onBrowserOnline);
  }

  get subscribe(): (listener: () => void) => () => void {
    return this.store.subscribe;
  }

  get getSnapshot(): () => LiveChatState {
    return this.store.getSnapshot;
  }

  private get state(): LiveChatState {
    return this.store.getSnapshot();
  }

  /** Reconnects to a conversation started earlier (a stored session), without waiting to be opened. */
  resume(): void {
    if (this.state.started) this.connection.open();
  }

  /** Starts the conversation with the visitor's name (required, trimmed) and optional e-mail. */
  start(customerName: string, email?: string): void {
    const name = customerName.trim();
    if (!name) return;
    const mail = email?.trim() || null;
    this.store.set({ started: true, customerName: name, email: mail, startError: null });
    this.saveSession();
    if (!this.connection.socket) this.connection.open();
    else if (this.connection.live) this.init();
    else this.reconnect();
  }

  /** Queues a message and sends it when possible; the result says why nothing was queued. */
  send(text: string): SendResult {
    const body = text.trim();
    const problem = draftProblem(body);
    if (problem) return problem;
    if (!canSend(this.state)) return 'offline';
    const item = { clientId: newClientId(), sessionId: this.state.sessionId, text: body, createdAt: new Date().toISOString() };
    this.queue(item);
    this.store.set({ messages: [...this.state.messages, pendingEntry(item.clientId, item.text, false, item.createdAt)] });
    this.flushOutbox();
    return 'sent';
  }

  /** Sends a refused message again (after a rate-limit error, say), with its own client id. */
  retry(clientId: string): void {
    const entry = failedEntry(this.state.messages, clientId);
    if (!entry || !canSend(this.state)) return;
    this.queue({ clientId, sessionId: this.state.sessionId, text: entry.text, createdAt: entry.timestamp });
    this.store.set({ messages: updatePending(this.state.messages, clientId, { state: 'sending', error: undefined }) });
    this.flushOutbox();
  }

  /** The panel shows the conversation (true) or not: unread replies count only while it does not. */
  setVisible(visible: boolean): void {
    this.seen.visible = visible;
    this.refreshUnread();
    if (visible) this.reportSeen();
  }

  /** Connects again now (the visitor's button, the page coming back, the network coming back). */
  reconnect(): void {
    if (this.connection.disposed || !this.state.started) return;
    if (this.connection.socket) this.connection.reconnect();
    else this.connection.open();
  }

  dispose(): void {
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', this.onVisibilityChange);
    if (typeof window !== 'undefined') window.removeEventListener('online', this.onBrowserOnline);
    this.clearTypingTimer();
    this.outbox.dispose();
    this.connection.dispose();
    this.store.close();
  }

  /** Keeps a message until it is acknowledged: in memory, and in localStorage for the next page. */
  private queue(item: StoredOutboxItem): void {
    this.outbox.add(item);
    addToOutbox(item);
  }

  private readonly onConnect = (): void => {
    this.seen.connectionOpened();
    this.init();
  };

  private readonly onDisconnect = (): void => {
    // Whatever was on its way is sent again after the next connection.
    this.outbox.connectionLost();
    this.initPending = false;
  };

  /** init_chat: a new conversation, or the stored one resumed after the newest message held. */
  private init(): void {
    const socket = this.connection.live;
    if (!socket || !this.state.started || this.initPending) return;
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
        if (socket !== this.connection.socket) return;
        if (ack.ok) this.onSessionInitialized(ack.message);
        else this.onInitRefused(ack, sessionId);
      },
      () => {
        // No answer in time, or the connection dropped: the next connection asks again.
        this.initPending = false;
        if (socket === this.connection.socket && socket.connected) this.outbox.scheduleRetry();
      },
    );
  }

  private onInitRefused(ack: Extract<ChatAck<unknown>, { ok: false }>, sessionId: string | null): void {
    if (sessionId && ack.field === 'sessionId') {
      // The stored conversation is unknown to the server: start a new one.
      this.store.set({ sessionId: null, messages: this.state.messages.filter((entry) => entry.id === null), greeting: null });
      this.saveSession();
      this.init();
      return;
    }
    forgetLiveChat();
    this.outbox.clear();
    this.store.set({ started: false, sessionId: null, startError: ack.error, messages: [] });
  }

  private readonly onSessionInitialized = (payload: unknown): void => {
    const parsed = sessionInitializedSchema.safeParse(payload);
    if (!parsed.success) return;
    const { sessionId, message, history } = parsed.data;
    const sameSession = this.state.sessionId === sessionId;
    // A different session (a new one for an unknown stored id) starts from its own history.
    const current = sameSession ? this.state.messages : this.state.messages.filter((entry) => entry.id === null);
    this.store.set({ sessionId, greeting: message, started: true, startError: null, messages: mergeMessages(current, history) });
    for (const entry of this.state.messages) if (entry.id && entry.clientId) this.outbox.settle(entry.clientId);
    this.saveSession();
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
    this.clearTypingTimer();
    this.store.set({ staffTyping: false });
    this.addStored(envelope.message);
  };

  private readonly onStaffTyping = (payload: unknown): void => {
    const sessionId =
      typeof payload === 'object' && payload !== null ? (payload as { sessionId?: unknown }).sessionId : undefined;
    if (typeof sessionId === 'string' && !this.isThisSession(sessionId)) return;
    this.clearTypingTimer();
    this.typingTimer = setTimeout(() => {
      this.typingTimer = null;
      this.store.set({ staffTyping: false });
    }, this.typingMs);
    this.store.set({ staffTyping: true });
  };

  private readonly onMessageAnswer = (item: StoredOutboxItem, ack: ChatAck<unknown>): void => {
    if (ack.ok) {
      this.addStored(ack.message);
      this.outbox.settle(item.clientId);
    } else {
      this.outbox.settle(item.clientId);
      this.store.set({ messages: updatePending(this.state.messages, item.clientId, { state: 'failed', error: ack.error }) });
    }
  };

  /** SPEC §7: an event is for this conversation when its session matches or it names none. */
  private isThisSession(sessionId: string | undefined): boolean {
    return !sessionId || sessionId === this.state.sessionId;
  }

  private addStored(payload: unknown): void {
    const message = readMessage(payload);
    if (!message) return;
    this.store.set({ messages: mergeMessages(this.state.messages, [message]) });
    if (message.clientId) this.outbox.settle(message.clientId);
    this.refreshUnread();
    this.reportSeen();
  }

  /** The outbox goes out only within a session (customer_message names it). */
  private flushOutbox(): void {
    if (this.state.sessionId) this.outbox.flush();
  }

  private refreshUnread(): void {
    const unread = this.seen.unread(this.state.messages);
    if (unread !== this.state.unread) this.store.set({ unread });
  }

  /** Tells the server what the visitor has seen (`seen`), when the conversation is on screen. */
  private reportSeen(force = false): void {
    if (this.seen.catchUp(this.state.messages)) this.saveSession();
    const socket = this.connection.live;
    const sessionId = this.state.sessionId;
    if (!socket || !sessionId) return;
    const newest = this.seen.toReport(this.state.messages, force);
    if (newest) socket.emit('seen', { sessionId, lastSeenId: newest });
  }

  /** The page came back (a phone waking up): reconnect and catch up, or just catch up. */
  private readonly onVisibilityChange = (): void => {
    if (document.visibilityState === 'hidden') return;
    if (this.connection.socket && !this.connection.live) this.reconnect();
    else if (this.connection.live && this.state.sessionId) this.init();
    this.refreshUnread();
    this.reportSeen(true);
  };

  private readonly onBrowserOnline = (): void => {
    if (this.connection.socket && !this.connection.live) this.reconnect();
  };

  private saveSession(): void {
    if (!this.state.started) return;
    writeStoredLiveChat({
      sessionId: this.state.sessionId,
      customerName: this.state.customerName,
      email: this.state.email,
      lastSeenId: this.seen.lastSeenId,
      updatedAt: new Date().toISOString(),
    });
  }

  private clearTypingTimer(): void {
    if (this.typingTimer) clearTimeout(this.typingTimer);
    this.typingTimer = null;
  }
}

/** Forgets a stored conversation and its unsent messages (a refused start). */
export function forgetLiveChat(): void {
  writeStoredLiveChat(null);
  clearOutbox();
}
