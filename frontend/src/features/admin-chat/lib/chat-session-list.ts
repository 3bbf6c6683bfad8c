import { chatSessionSummarySchema, type ChatMessage, type ChatSessionSummary } from '@reactivation/contracts';

/*
 * The inbox's list of conversations as pure changes to a list: each returns a new list (the store
 * compares by reference), newest activity first.
 */

const byNewest = (a: ChatSessionSummary, b: ChatSessionSummary) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt) || 0;

/** The list_sessions answer, malformed entries left out; the open conversation counts as read. */
export function readSessionList(payload: readonly unknown[], selectedId: string | null): ChatSessionSummary[] {
  return payload
    .flatMap((item: unknown) => {
      const parsed = chatSessionSummarySchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    })
    .map((session) => (session.sessionId === selectedId ? { ...session, unread: 0 } : session))
    .sort(byNewest);
}

/**
 * The list with a new message on its conversation (moved up, `addUnread` more unread unless the
 * message is the one it shows already); null when the list does not have that conversation yet.
 */
export function withMessage(
  sessions: readonly ChatSessionSummary[],
  sessionId: string,
  message: ChatMessage,
  addUnread: number,
): ChatSessionSummary[] | null {
  const current = sessions.find((session) => session.sessionId === sessionId);
  if (!current) return null;
  const isNewer = !current.lastMessage || current.lastMessage.id !== message.id;
  const updated: ChatSessionSummary = {
    ...current,
    lastMessage: message,
    updatedAt: isNewer ? message.timestamp : current.updatedAt,
    unread: isNewer ? current.unread + addUnread : current.unread,
  };
  return [updated, ...sessions.filter((session) => session !== current)].sort(byNewest);
}

/** The list with one conversation's unread count set; null when nothing changes. */
export function withUnread(
  sessions: readonly ChatSessionSummary[],
  sessionId: string,
  unread: number,
): ChatSessionSummary[] | null {
  if (!sessions.some((session) => session.sessionId === sessionId && session.unread !== unread)) return null;
  return sessions.map((session) => (session.sessionId === sessionId ? { ...session, unread } : session));
}
