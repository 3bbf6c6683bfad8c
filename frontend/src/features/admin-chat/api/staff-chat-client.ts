import type { ChatAck, ChatMessage, ChatSessionSummary } from '@reactivation/contracts';
import { ChatConnection, type ConnectionStatus } from '@/lib/chat/chat-connection';
import {
  draftProblem,
  failedEntry,
  mergeMessages,
  pendingEntry,
  readEnvelope,
  readMessage,
  readMessages,
  updatePending,
  type ChatEntry,
  type ChatSendResult,
} from '@/lib/chat/chat-messages';
import { ChatOutbox, type OutboxItem } from '@/lib/chat/chat-outbox';
import { ACK_TIMEOUT_MS, createStaffSocket, emitWithAck, newClientId, type ChatSocket } from '@/lib/chat/chat-socket';
import { ChatStore } from '@/lib/chat/chat-store';
import { readSessionList, withMessage, withUnread } from '../lib/chat-session-list';

export type StaffChatStatus = ConnectionStatus;

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

export type StaffSendResult = ChatSendResult;

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

/** A reply on its way, with the conversation it belongs to. */
type StaffOutboxItem = OutboxItem & { sessionId: string };

/**
 * The staff inbox's side of the chat (namespace `/admin`), over the shared connection core
 * (lib/chat): the list of conversations with their unread counts, the open conversation, and
 * replies through the acknowledged outbox. Framework-free; the inbox reads it with useSyncExternalStore.
 */
export class StaffChatClient {
  private readonly store = new ChatStore<StaffChatState>({
    status: 'connecting',
    sessions: null,
    listError: false,
    selectedId: null,
    messages: [],
    historyLoading: false,
    historyError: false,
  });
  private readonly connection: ChatConnection;
  private readonly outbox: ChatOutbox<StaffOutboxItem>;
  private lastTypingAt = Number.NEGATIVE_INFINITY;
  private markReadTimer: ReturnType<typeof setTimeout> | null = null;
  private listRequested = false;
  private readonly options: Required<Omit<StaffChatClientOptions, 'createSocket'>>;

  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;

  constructor({ createSocket = createStaffSocket, ...options }: StaffChatClientOptions) {
    this.options = {
      ackTimeoutMs: ACK_TIMEOUT_MS,
      typingThrottleMs: STAFF_TYPING_THROTTLE_MS,
      markReadDelayMs: MARK_READ_DELAY_MS,
      ...options,
    };
    this.connection = new ChatConnection({
      createSocket: () => createSocket(this.options.getToken),
      events: { visitor_message: this.onVisitorMessage, admin_message: this.onAdminMessage },
      onStatus: (status) => this.store.set({ status }),
      onConnect: this.onConnect,
      onDisconnect: () => {
        this.outbox.connectionLost();
        this.listRequested = false;
      },
      onConnectError: this.onConnectError,
    });
    this.outbox = new ChatOutbox<StaffOutboxItem>({
      connection: this.connection,
      event: 'staff_message',
      payload: (item) => ({ sessionId: item.sessionId, text: item.text, clientId: item.clientId }),
      onAnswer: this.onReplyAnswer,
      ackTimeoutMs: this.options.ackTimeoutMs,
      retryMs: RETRY_MS,
    });
  }

  private get state(): StaffChatState {
    return this.store.getSnapshot();
  }

  start(): void {
    this.connection.open();
  }

  reconnect(): void {
    this.connection.reconnect();
  }

  /** Opens a conversation: its history, marked read for staff; its live events then reach this socket. */
  open(sessionId: string): void {
    if (this.state.selectedId !== sessionId) {
      this.store.set({ selectedId: sessionId, messages: this.pendingOf(sessionId), historyError: false });
    }
    this.setUnread(sessionId, 0);
    this.loadHistory(sessionId, true);
  }

  /** Back to the list (phones show one or the other). */
  closeConversation(): void {
    this.clearMarkReadTimer();
    this.store.set({ selectedId: null, messages: [], historyLoading: false, historyError: false });
  }

  send(text: string): StaffSendResult {
    const body = text.trim();
    const sessionId = this.state.selectedId;
    const problem = draftProblem(body);
    if (problem) return problem;
    if (!sessionId || this.state.status !== 'online') return 'offline';
    const item: StaffOutboxItem = { clientId: newClientId(), sessionId, text: body, createdAt: new Date().toISOString() };
    this.outbox.add(item);
    this.store.set({ messages: [...this.state.messages, pendingEntry(item.clientId, body, true, item.createdAt)] });
    this.outbox.flush();
    return 'sent';
  }

  retry(clientId: string): void {
    const entry = failedEntry(this.state.messages, clientId);
    const sessionId = this.state.selectedId;
    if (!entry || !sessionId) return;
    this.outbox.add({ clientId, sessionId, text: entry.text, createdAt: entry.timestamp });
    this.store.set({ messages: updatePending(this.state.messages, clientId, { state: 'sending', error: undefined }) });
    this.outbox.flush();
  }

  /** Called as staff type: tells the visitor, at most once per throttle period. */
  typing(): void {
    const socket = this.connection.live;
    const sessionId = this.state.selectedId;
    if (!socket || !sessionId) return;
    const now = Date.now();
    if (now - this.lastTypingAt < this.options.typingThrottleMs) return;
    this.lastTypingAt = now;
    socket.emit('staff_typing', { sessionId });
  }

  refreshList(): void {
    const socket = this.connection.live;
    if (!socket || this.listRequested) return;
    this.listRequested = true;
    emitWithAck<unknown>(socket, 'list_sessions', {}, this.options.ackTimeoutMs).then(
      (ack) => {
        this.listRequested = false;
        if (!ack.ok || !Array.isArray(ack.message)) {
          this.store.set({ listError: true });
          return;
        }
        this.store.set({ listError: false, sessions: readSessionList(ack.message, this.state.selectedId) });
      },
      () => {
        this.listRequested = false;
        if (this.state.sessions === null) this.store.set({ listError: true });
      },
    );
  }

  dispose(): void {
    this.clearMarkReadTimer();
    this.outbox.dispose();
    this.connection.dispose();
    this.store.close();
  }

  private readonly onConnect = (): void => {
    this.refreshList();
    // Back after a drop: the open conversation is asked for again (and rejoined) before the outbox goes.
    if (this.state.selectedId) this.loadHistory(this.state.selectedId, false);
  };

  private readonly onConnectError = (error: unknown): void => {
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
      this.store.set({ messages: mergeMessages(this.state.messages, [message]) });
      this.scheduleMarkRead(sessionId);
    }
  };

  private readonly onAdminMessage = (payload: unknown): void => {
    const envelope = readEnvelope(payload);
    if (!envelope) return;
    const { sessionId, message } = envelope;
    if (!this.touchSession(sessionId, message, 0)) this.refreshList();
    if (message.clientId) this.outbox.settle(message.clientId);
    if (sessionId === this.state.selectedId) this.store.set({ messages: mergeMessages(this.state.messages, [message]) });
  };

  private readonly onReplyAnswer = (item: StaffOutboxItem, ack: ChatAck<unknown>): void => {
    this.outbox.settle(item.clientId);
    const stored = ack.ok ? readMessage(ack.message) : null;
    if (item.sessionId !== this.state.selectedId) return;
    if (stored) {
      this.store.set({ messages: mergeMessages(this.state.messages, [stored]) });
    } else {
      const error = ack.ok ? 'request.failed' : ack.error;
      this.store.set({ messages: updatePending(this.state.messages, item.clientId, { state: 'failed', error }) });
    }
  };

  /** Puts a new message on its conversation in the list; false when the list does not have it yet. */
  private touchSession(sessionId: string, message: ChatMessage, addUnread: number): boolean {
    const sessions = this.state.sessions && withMessage(this.state.sessions, sessionId, message, addUnread);
    if (!sessions) return false;
    this.store.set({ sessions });
    return true;
  }

  private setUnread(sessionId: string, unread: number): void {
    const sessions = this.state.sessions && withUnread(this.state.sessions, sessionId, unread);
    if (sessions) this.store.set({ sessions });
  }

  private loadHistory(sessionId: string, showLoading: boolean): void {
    const socket = this.connection.live;
    if (!socket) return;
    if (showLoading && this.state.messages.every((entry) => entry.id === null)) this.store.set({ historyLoading: true });
    emitWithAck<unknown>(socket, 'open_session', { sessionId }, this.options.ackTimeoutMs).then(
      (ack) => {
        if (sessionId !== this.state.selectedId) return;
        if (!ack.ok) {
          this.store.set({ historyLoading: false, historyError: true });
          return;
        }
        const history = readMessages(ack.message);
        for (const message of history) if (message.clientId) this.outbox.settle(message.clientId);
        this.store.set({ historyLoading: false, historyError: false, messages: mergeMessages(this.state.messages, history) });
        this.setUnread(sessionId, 0);
        this.outbox.flush();
      },
      () => {
        if (sessionId === this.state.selectedId && socket === this.connection.socket) {
          this.store.set({ historyLoading: false, historyError: this.state.messages.length === 0 });
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

  /** Replies still on their way in a conversation (shown when it is opened again). */
  private pendingOf(sessionId: string): ChatEntry[] {
    return this.outbox
      .values()
      .filter((item) => item.sessionId === sessionId)
      .map((item) => pendingEntry(item.clientId, item.text, true, item.createdAt));
  }

  private clearMarkReadTimer(): void {
    if (this.markReadTimer) clearTimeout(this.markReadTimer);
    this.markReadTimer = null;
  }
}
