import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { ChatMessage, ChatSessionSummary, Locale } from '@reactivation/contracts';
import { ChatRepository, type MessageRow, type SessionRow } from './chat.repository';

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    text: row.text,
    isAdmin: row.is_admin,
    timestamp: new Date(row.created_at).toISOString(),
    clientId: row.client_id,
    author: row.author,
  };
}

/**
 * A message as a visitor receives it: staff replies are "our team", never a staff member's name
 * (the panel's username is half a credential; a Telegram reply carries the person's first name).
 */
export function forVisitor(message: ChatMessage): ChatMessage {
  return { ...message, author: null };
}

export interface ChatSession {
  id: string;
  customerName: string;
  email: string | null;
  locale: Locale;
  messengerThreadId: string | null;
}

function toSession(row: SessionRow): ChatSession {
  return {
    id: row.id,
    customerName: row.customer_name,
    email: row.email,
    locale: row.locale,
    messengerThreadId: row.messenger_thread_id,
  };
}

/** Conversations and their messages; the gateways, the messenger relay and the e-mail fallback go through here. */
@Injectable()
export class ChatService {
  constructor(private readonly chat: ChatRepository) {}

  /** A returning visitor's session, with the name and e-mail they give now; null when there is none by that id. */
  async resumeSession(input: { sessionId: string; customerName: string; email?: string; locale: Locale }): Promise<ChatSession | null> {
    const resumed = await this.chat.resumeSession(input.sessionId, input.customerName, input.email ?? null, input.locale);
    return resumed ? toSession(resumed) : null;
  }

  /** A new conversation (the caller has checked the visitor may start one). */
  async startSession(input: { customerName: string; email?: string; locale: Locale }): Promise<ChatSession> {
    return toSession(await this.chat.createSession(input.customerName, input.email ?? null, input.locale));
  }

  async session(id: string): Promise<ChatSession | null> {
    const row = await this.chat.session(id);
    return row ? toSession(row) : null;
  }

  async sessionByThread(threadId: string): Promise<ChatSession | null> {
    const row = await this.chat.sessionByThread(threadId);
    return row ? toSession(row) : null;
  }

  setThread(sessionId: string, threadId: string): Promise<string | null> {
    return this.chat.setThread(sessionId, threadId);
  }

  async history(sessionId: string, afterId?: string): Promise<ChatMessage[]> {
    return (await this.chat.history(sessionId, afterId)).map(toChatMessage);
  }

  async message(id: string): Promise<ChatMessage | null> {
    const row = await this.chat.message(id);
    return row ? toChatMessage(row) : null;
  }

  /**
   * Stores a visitor's message once per client id; `fresh` is false for a retry of a stored one.
   * A message without a client id gets one made here, so it is stored as a new message every time.
   */
  async postVisitorMessage(
    sessionId: string,
    givenClientId: string | undefined,
    text: string,
  ): Promise<{ message: ChatMessage; fresh: boolean }> {
    const clientId = givenClientId ?? `server-${randomUUID()}`;
    const inserted = await this.chat.insertVisitorMessage(sessionId, clientId, text);
    if (inserted) return { message: toChatMessage(inserted), fresh: true };
    const stored = await this.chat.messageByClientId(sessionId, clientId);
    if (!stored) throw new Error(`Message ${clientId} of session ${sessionId} was neither stored nor found`);
    return { message: toChatMessage(stored), fresh: false };
  }

  /** Stores a staff reply (from the panel or the messenger) once per client id; null when the session is unknown. */
  async postStaffMessage(
    sessionId: string,
    clientId: string,
    author: string,
    text: string,
  ): Promise<{ message: ChatMessage; fresh: boolean } | null> {
    const inserted = await this.chat.insertStaffMessage(sessionId, clientId, author, text);
    if (inserted) return { message: toChatMessage(inserted), fresh: true };
    const stored = await this.chat.messageByClientId(sessionId, clientId);
    return stored ? { message: toChatMessage(stored), fresh: false } : null;
  }

  markVisitorSeen(sessionId: string, lastSeenId: string): Promise<void> {
    return this.chat.markVisitorSeen(sessionId, lastSeenId);
  }

  markStaffSeen(sessionId: string): Promise<void> {
    return this.chat.markStaffSeen(sessionId);
  }

  async inbox(): Promise<ChatSessionSummary[]> {
    const rows = await this.chat.listSessions();
    return rows.map((row) => ({
      sessionId: row.id,
      customerName: row.customer_name,
      email: row.email,
      locale: row.locale,
      unread: row.unread,
      updatedAt: new Date(row.updated_at).toISOString(),
      lastMessage:
        row.last_id && row.last_text !== null && row.last_at
          ? {
              id: row.last_id,
              text: row.last_text,
              isAdmin: row.last_is_admin === true,
              timestamp: new Date(row.last_at).toISOString(),
              clientId: row.last_client_id,
              author: row.last_author,
            }
          : null,
    }));
  }

  /** Staff replies a visitor with an e-mail has not seen for `afterSeconds`, and not e-mailed yet, by session. */
  async unseenReplies(afterSeconds: number) {
    const rows = await this.chat.unseenReplies(afterSeconds);
    const bySession = new Map<
      string,
      { sessionId: string; customerName: string; email: string; locale: Locale; messages: ChatMessage[] }
    >();
    for (const row of rows) {
      const entry = bySession.get(row.session_id) ?? {
        sessionId: row.session_id,
        customerName: row.customer_name,
        email: row.email,
        locale: row.locale,
        messages: [],
      };
      entry.messages.push(toChatMessage(row));
      bySession.set(row.session_id, entry);
    }
    return [...bySession.values()];
  }

  /** Each conversation started since `since`: when its visitor first wrote, and when staff first answered after that. */
  async firstReplies(since: Date): Promise<Array<{ askedAt: Date; answeredAt: Date | null }>> {
    const rows = await this.chat.firstReplies(since);
    return rows.map((row) => ({ askedAt: new Date(row.asked_at), answeredAt: row.answered_at ? new Date(row.answered_at) : null }));
  }

  markEmailed(messageIds: string[]): Promise<void> {
    return this.chat.markEmailed(messageIds);
  }
}
