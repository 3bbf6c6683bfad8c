/*
 * What the visitor's live chat keeps in localStorage: the conversation to resume and the messages
 * not yet acknowledged. Kept apart from the chat client (no socket.io here), so the support widget
 * can ask whether a conversation is under way without loading the chat.
 */

export const LIVE_CHAT_SESSION_KEY = 'live-chat-session';
export const LIVE_CHAT_OUTBOX_KEY = 'live-chat-outbox';

/** A conversation active within this long is resumed in the background on the next page load. */
export const LIVE_CHAT_RESUME_WINDOW_MS = 24 * 60 * 60 * 1000;

export type StoredLiveChat = {
  sessionId: string | null;
  customerName: string;
  email: string | null;
  /** The newest message the visitor has seen (the unread badge counts staff replies after it). */
  lastSeenId: string | null;
  /** When the conversation was last used (ISO). */
  updatedAt: string;
};

export type StoredOutboxItem = { clientId: string; sessionId: string | null; text: string; createdAt: string };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readJson(key: string): unknown {
  try {
    const raw = storage()?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Blocked or full storage: the chat still works for this page, it just cannot resume later.
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

export function readStoredLiveChat(): StoredLiveChat | null {
  const value = readJson(LIVE_CHAT_SESSION_KEY);
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const customerName = text(record.customerName);
  if (!customerName) return null;
  return {
    sessionId: text(record.sessionId),
    customerName,
    email: text(record.email),
    lastSeenId: text(record.lastSeenId),
    updatedAt: text(record.updatedAt) ?? new Date(0).toISOString(),
  };
}

export function writeStoredLiveChat(value: StoredLiveChat | null): void {
  writeJson(LIVE_CHAT_SESSION_KEY, value);
}

/** True when a conversation was used recently enough to reconnect to it without being asked. */
export function hasRecentLiveChat(now = Date.now()): boolean {
  const stored = readStoredLiveChat();
  if (!stored?.sessionId) return false;
  return now - new Date(stored.updatedAt).getTime() < LIVE_CHAT_RESUME_WINDOW_MS;
}

/** True when the visitor has started a live conversation (the widget then opens on it). */
export function hasStoredLiveChat(): boolean {
  return readStoredLiveChat() !== null;
}

export function readOutbox(): StoredOutboxItem[] {
  const value = readJson(LIVE_CHAT_OUTBOX_KEY);
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const record = item as Record<string, unknown>;
    const clientId = text(record.clientId);
    const body = text(record.text);
    if (!clientId || !body) return [];
    return [{ clientId, sessionId: text(record.sessionId), text: body, createdAt: text(record.createdAt) ?? new Date().toISOString() }];
  });
}

function writeOutbox(items: readonly StoredOutboxItem[]): void {
  writeJson(LIVE_CHAT_OUTBOX_KEY, items.length > 0 ? items : null);
}

/* Read, change, write: another tab of the same visitor may keep its own unsent messages here. */

export function addToOutbox(item: StoredOutboxItem): void {
  writeOutbox([...readOutbox().filter((stored) => stored.clientId !== item.clientId), item]);
}

export function removeFromOutbox(clientId: string): void {
  const items = readOutbox();
  if (items.some((item) => item.clientId === clientId)) writeOutbox(items.filter((item) => item.clientId !== clientId));
}

export function clearOutbox(): void {
  writeOutbox([]);
}
