import {
  CHAT_TEXT_MAX,
  chatEnvelopeSchema,
  chatMessageSchema,
  type ChatEnvelope,
  type ChatMessage,
} from '@reactivation/contracts';

/** Where one of our own messages stands: stored, on its way (in the outbox), or refused by the server. */
export type DeliveryState = 'sent' | 'sending' | 'failed';

/**
 * A message as a conversation shows it: a stored one (with the server's `id`) or one of ours
 * not acknowledged yet (`id` null, known by its `clientId`).
 */
export type ChatEntry = {
  /** React key: the id once stored, else the client id. */
  key: string;
  id: string | null;
  clientId: string | null;
  text: string;
  isAdmin: boolean;
  timestamp: string;
  author: string | null;
  state: DeliveryState;
  /** For a refused message: the server's error (a message key or a text). */
  error?: string;
};

/** Message ids are decimal strings that grow with time (up to 18 digits): shorter is older. */
export function compareIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The newest stored id of a conversation, or null while nothing is stored. */
export function latestId(entries: readonly ChatEntry[]): string | null {
  let latest: string | null = null;
  for (const entry of entries) {
    if (entry.id && (latest === null || compareIds(entry.id, latest) > 0)) latest = entry.id;
  }
  return latest;
}

export function toEntry(message: ChatMessage): ChatEntry {
  return {
    key: message.id,
    id: message.id,
    clientId: message.clientId,
    text: message.text,
    isAdmin: message.isAdmin,
    timestamp: message.timestamp,
    author: message.author,
    state: 'sent',
  };
}

export function pendingEntry(clientId: string, text: string, isAdmin: boolean, timestamp = new Date().toISOString()): ChatEntry {
  return { key: clientId, id: null, clientId, text, isAdmin, timestamp, author: null, state: 'sending' };
}

/**
 * Adds stored messages to a conversation: one entry per id whatever arrives twice (an
 * acknowledgement and its relay, a replayed history), and an unacknowledged message of ours
 * gives way to its stored copy (same client id). Stored messages in id order, then the pending ones.
 */
export function mergeMessages(current: readonly ChatEntry[], incoming: readonly ChatMessage[]): readonly ChatEntry[] {
  if (incoming.length === 0) return current;
  const stored = new Map<string, ChatEntry>();
  const pending: ChatEntry[] = [];
  for (const entry of current) {
    if (entry.id) stored.set(entry.id, entry);
    else pending.push(entry);
  }
  let changed = false;
  for (const message of incoming) {
    const known = stored.get(message.id);
    if (known && known.text === message.text && known.clientId === message.clientId && known.author === message.author) continue;
    stored.set(message.id, toEntry(message));
    changed = true;
  }
  const storedClientIds = new Set<string>();
  for (const entry of stored.values()) if (entry.clientId) storedClientIds.add(entry.clientId);
  const stillPending = pending.filter((entry) => !entry.clientId || !storedClientIds.has(entry.clientId));
  if (!changed && stillPending.length === pending.length) return current;
  const ordered = [...stored.values()].sort((a, b) => compareIds(a.id as string, b.id as string));
  return [...ordered, ...stillPending];
}

/** What asking to send a message came to: queued, or why not (nothing written, too long, no connection). */
export type ChatSendResult = 'sent' | 'empty' | 'tooLong' | 'offline';

/** Why a trimmed draft cannot be sent as it is, or null when it can. */
export function draftProblem(body: string): 'empty' | 'tooLong' | null {
  if (!body) return 'empty';
  return body.length > CHAT_TEXT_MAX ? 'tooLong' : null;
}

/** One of our messages that the server refused (what "send again" takes), by its client id. */
export function failedEntry(current: readonly ChatEntry[], clientId: string): ChatEntry | undefined {
  return current.find((entry) => entry.id === null && entry.clientId === clientId && entry.state === 'failed');
}

/** Changes the pending message with this client id (a failure, a retry); others stay as they are. */
export function updatePending(current: readonly ChatEntry[], clientId: string, change: Partial<ChatEntry>): readonly ChatEntry[] {
  return current.map((entry) => (entry.id === null && entry.clientId === clientId ? { ...entry, ...change } : entry));
}

/** A server event's `{ sessionId, message }`, or null when it is not one (ignored, SPEC §7). */
export function readEnvelope(payload: unknown): ChatEnvelope | null {
  const parsed = chatEnvelopeSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

/** A list of messages from an acknowledgement; malformed entries are left out. */
export function readMessages(payload: unknown): ChatMessage[] {
  if (!Array.isArray(payload)) return [];
  return payload.flatMap((item) => {
    const parsed = chatMessageSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export function readMessage(payload: unknown): ChatMessage | null {
  const parsed = chatMessageSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}
