import type { ConnectionStatus } from '@/lib/chat/chat-connection';
import { pendingEntry, type ChatEntry } from '@/lib/chat/chat-messages';
import type { StoredLiveChat, StoredOutboxItem } from './live-chat-storage';

/** `idle`: no connection wanted yet (the name form). The others as SPEC §4 "Live chat" names them. */
export type LiveChatStatus = 'idle' | ConnectionStatus;

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

/** SPEC §5: sending needs an open connection and a session id. */
export function canSend(state: LiveChatState): boolean {
  return state.status === 'online' && state.sessionId !== null;
}

/** The state a page starts with: the stored conversation, if any, with its unsent messages shown as sending. */
export function restoredState(stored: StoredLiveChat | null, unsent: readonly StoredOutboxItem[]): LiveChatState {
  return {
    started: stored !== null,
    status: 'idle',
    sessionId: stored?.sessionId ?? null,
    customerName: stored?.customerName ?? '',
    email: stored?.email ?? null,
    greeting: null,
    messages: unsent.map((item) => pendingEntry(item.clientId, item.text, false, item.createdAt)),
    staffTyping: false,
    unread: 0,
    startError: null,
  };
}
