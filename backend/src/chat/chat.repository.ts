import { Injectable } from '@nestjs/common';
import type { Locale } from '@reactivation/contracts';
import { SqlClient } from '../core/database/sql-client';
import { outboxInsertSelect } from '../core/events/outbox.sql';

export interface SessionRow {
  id: string;
  customer_name: string;
  email: string | null;
  locale: Locale;
  messenger_thread_id: string | null;
  visitor_seen_id: string;
  staff_seen_id: string;
  updated_at: string;
}

export interface MessageRow {
  id: string;
  session_id: string;
  client_id: string | null;
  is_admin: boolean;
  author: string | null;
  text: string;
  created_at: string;
}

const MESSAGE_COLUMNS = 'id::text as id, session_id, client_id, is_admin, author, text, created_at';
const SESSION_COLUMNS =
  'id, customer_name, email, locale, messenger_thread_id, visitor_seen_id::text, staff_seen_id::text, updated_at';

/*
 * A message and (for a visitor's) its outbox event go in as one statement. `on conflict do
 * nothing` on (session, client id) makes a retried message a no-op; the caller then reads the
 * stored one to acknowledge it again.
 */
const INSERT_VISITOR_MESSAGE_SQL = `
with message as (
  insert into chat_message (session_id, client_id, is_admin, text)
  values ($1, $2, false, $3)
  on conflict (session_id, client_id) do nothing
  returning ${MESSAGE_COLUMNS}
), touched as (
  update chat_session set updated_at = now() where id = (select session_id from message)
), event as (
  ${outboxInsertSelect('chat.message_posted', "jsonb_build_object('sessionId', message.session_id, 'messageId', message.id)", 'message')}
)
select * from message`;

const INSERT_STAFF_MESSAGE_SQL = `
with message as (
  insert into chat_message (session_id, client_id, is_admin, author, text)
  select id, $2, true, $3, $4 from chat_session where id = $1
  on conflict (session_id, client_id) do nothing
  returning ${MESSAGE_COLUMNS}
), touched as (
  update chat_session set updated_at = now(), staff_seen_id = greatest(staff_seen_id, (select id::bigint from message))
  where id = (select session_id from message)
), event as (
  -- Replies typed in the panel are mirrored to the messenger; replies from the messenger (tg-…) are not echoed back.
  ${outboxInsertSelect('chat.message_posted', "jsonb_build_object('sessionId', message.session_id, 'messageId', message.id)", "message where message.client_id not like 'tg-%'")}
)
select * from message`;

/** The chat tables; only the chat module reads or writes them. */
@Injectable()
export class ChatRepository {
  constructor(private readonly sql: SqlClient) {}

  async createSession(name: string, email: string | null, locale: Locale): Promise<SessionRow> {
    const rows = await this.sql.query<SessionRow>(
      'chat-create-session',
      `insert into chat_session (customer_name, email, locale) values ($1, $2, $3) returning ${SESSION_COLUMNS}`,
      [name, email, locale],
    );
    return rows[0]!;
  }

  /** A returning visitor: the name and e-mail they give now win. */
  async resumeSession(id: string, name: string, email: string | null, locale: Locale): Promise<SessionRow | null> {
    const rows = await this.sql.query<SessionRow>(
      'chat-resume-session',
      `update chat_session set customer_name = $2, email = coalesce($3, email), locale = $4 where id = $1 returning ${SESSION_COLUMNS}`,
      [id, name, email, locale],
    );
    return rows[0] ?? null;
  }

  async session(id: string): Promise<SessionRow | null> {
    const rows = await this.sql.query<SessionRow>('chat-session', `select ${SESSION_COLUMNS} from chat_session where id = $1`, [
      id,
    ]);
    return rows[0] ?? null;
  }

  async sessionByThread(threadId: string): Promise<SessionRow | null> {
    const rows = await this.sql.query<SessionRow>(
      'chat-session-by-thread',
      `select ${SESSION_COLUMNS} from chat_session where messenger_thread_id = $1`,
      [threadId],
    );
    return rows[0] ?? null;
  }

  /** Records the messenger thread of a session once; returns the thread it has (the first one set wins). */
  async setThread(id: string, threadId: string): Promise<string | null> {
    const rows = await this.sql.query<{ messenger_thread_id: string | null }>(
      'chat-set-thread',
      `update chat_session set messenger_thread_id = coalesce(messenger_thread_id, $2) where id = $1 returning messenger_thread_id`,
      [id, threadId],
    );
    return rows[0]?.messenger_thread_id ?? null;
  }

  /** Messages in order, after `afterId` when given (a reconnecting client's last seen). */
  history(sessionId: string, afterId = '0', limit = 500): Promise<MessageRow[]> {
    return this.sql.query<MessageRow>(
      'chat-history',
      `select ${MESSAGE_COLUMNS} from chat_message where session_id = $1 and id > $2::bigint order by id limit $3`,
      [sessionId, afterId, limit],
    );
  }

  async message(id: string): Promise<MessageRow | null> {
    const rows = await this.sql.query<MessageRow>(
      'chat-message',
      `select ${MESSAGE_COLUMNS} from chat_message where id = $1::bigint`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Returns the new message, or null when this client id was stored already. */
  async insertVisitorMessage(sessionId: string, clientId: string, text: string): Promise<MessageRow | null> {
    const rows = await this.sql.query<MessageRow>('chat-insert-visitor-message', INSERT_VISITOR_MESSAGE_SQL, [
      sessionId,
      clientId,
      text,
    ]);
    return rows[0] ?? null;
  }

  async insertStaffMessage(sessionId: string, clientId: string, author: string, text: string): Promise<MessageRow | null> {
    const rows = await this.sql.query<MessageRow>('chat-insert-staff-message', INSERT_STAFF_MESSAGE_SQL, [
      sessionId,
      clientId,
      author,
      text,
    ]);
    return rows[0] ?? null;
  }

  async messageByClientId(sessionId: string, clientId: string): Promise<MessageRow | null> {
    const rows = await this.sql.query<MessageRow>(
      'chat-message-by-client-id',
      `select ${MESSAGE_COLUMNS} from chat_message where session_id = $1 and client_id = $2`,
      [sessionId, clientId],
    );
    return rows[0] ?? null;
  }

  async markVisitorSeen(sessionId: string, lastSeenId: string): Promise<void> {
    await this.sql.query(
      'chat-visitor-seen',
      `update chat_session set visitor_seen_id = greatest(visitor_seen_id, $2::bigint) where id = $1`,
      [sessionId, lastSeenId],
    );
  }

  async markStaffSeen(sessionId: string): Promise<void> {
    await this.sql.query(
      'chat-staff-seen',
      `update chat_session set staff_seen_id = coalesce((select max(id) from chat_message where session_id = $1), 0) where id = $1`,
      [sessionId],
    );
  }

  /** The inbox: newest conversations first, with the last message and the visitor messages staff have not read. */
  listSessions(limit = 100) {
    return this.sql.query<
      SessionRow & {
        unread: number;
        last_id: string | null;
        last_text: string | null;
        last_is_admin: boolean | null;
        last_author: string | null;
        last_client_id: string | null;
        last_at: string | null;
      }
    >(
      'chat-list-sessions',
      `select s.id, s.customer_name, s.email, s.locale, s.messenger_thread_id, s.visitor_seen_id::text, s.staff_seen_id::text, s.updated_at,
         (select count(*) from chat_message m where m.session_id = s.id and not m.is_admin and m.id > s.staff_seen_id)::int as unread,
         last.id::text as last_id, last.text as last_text, last.is_admin as last_is_admin, last.author as last_author,
         last.client_id as last_client_id, last.created_at as last_at
       from chat_session s
       left join lateral (select * from chat_message m where m.session_id = s.id order by m.id desc limit 1) last on true
       order by s.updated_at desc limit $1`,
      [limit],
    );
  }

  /** Staff replies the visitor has not seen for `afterSeconds`, in sessions with an e-mail, not e-mailed yet. */
  /**
   * For the reply-time figure: each conversation started since `since` whose visitor wrote, with the
   * time of the visitor's first message and of the first staff message after it (null: unanswered).
   */
  firstReplies(since: Date) {
    return this.sql.query<{ asked_at: Date; answered_at: Date | null }>(
      'chat-first-replies',
      `select f.asked_at,
         (select min(m.created_at) from chat_message m where m.session_id = s.id and m.is_admin and m.created_at >= f.asked_at) as answered_at
       from chat_session s
       cross join lateral (select min(m.created_at) as asked_at from chat_message m where m.session_id = s.id and not m.is_admin) f
       where s.created_at >= $1 and f.asked_at is not null`,
      [since],
    );
  }

  unseenReplies(afterSeconds: number) {
    return this.sql.query<MessageRow & { customer_name: string; email: string; locale: Locale }>(
      'chat-unseen-replies',
      `select m.id::text as id, m.session_id, m.client_id, m.is_admin, m.author, m.text, m.created_at, s.customer_name, s.email, s.locale
       from chat_message m join chat_session s on s.id = m.session_id
       where m.is_admin and m.emailed_at is null and s.email is not null and m.id > s.visitor_seen_id
         and m.created_at < now() - make_interval(secs => $1)
       order by m.session_id, m.id limit 200`,
      [afterSeconds],
    );
  }

  async markEmailed(messageIds: string[]): Promise<void> {
    await this.sql.query('chat-mark-emailed', `update chat_message set emailed_at = now() where id = any($1::bigint[])`, [
      messageIds,
    ]);
  }
}
