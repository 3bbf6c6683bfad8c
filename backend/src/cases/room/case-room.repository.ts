import { Injectable } from '@nestjs/common';
import type { CaseMessageAuthor, CaseStatus, Locale } from '@reactivation/contracts';
import { SqlClient } from '../../core/database/sql-client';
import { outboxInsertSelect } from '../../core/events/outbox.sql';
import type { StoredDocument } from '../../documents/documents.service';

/** The case as its room shows it, found by the client's status token. */
export interface RoomCaseRow {
  id: string;
  case_number: string;
  first_name: string;
  platform: string;
  status: CaseStatus;
  locale: Locale;
  created_at: string;
  updated_at: string;
  payment_token: string | null;
  payment_token_expires_at: string | null;
}

export interface RequestRow {
  id: string;
  label: string;
  note: string | null;
  created_at: string;
  fulfilled_at: string | null;
  documents: Array<{ id: string; originalName: string; sizeBytes: number; uploadedAt: string }>;
}

export interface MessageRow {
  id: string;
  author: CaseMessageAuthor;
  staff_name: string | null;
  body: string;
  created_at: string;
}

/** A staff message the client has not seen, with what its e-mail needs. */
export interface UnseenReplyRow extends MessageRow {
  application_id: string;
  email: string;
  first_name: string;
  locale: Locale;
  case_number: string;
  status_token: string;
}

const REQUEST_COLUMNS = `r.id, r.label, r.note, r.created_at, r.fulfilled_at,
  coalesce((select json_agg(json_build_object('id', d.id, 'originalName', d.original_name, 'sizeBytes', d.size_bytes,
                                              'uploadedAt', d.created_at) order by d.created_at, d.id)
            from application_document d where d.request_id = r.id), '[]') as documents`;
const MESSAGE_COLUMNS = `id, author, staff_name, body, created_at`;

/**
 * Staff ask for items: one row each, in the order given (a microsecond apart, so they list in that
 * order), and one `case.documents_requested` event, in one statement.
 */
const INSERT_REQUESTS_SQL = `
with created as (
  insert into document_request (application_id, label, note, requested_by, created_at)
  select a.id, item.label, item.note, $3, now() + item.position * interval '1 microsecond'
  from application a, unnest($2::text[], $4::text[]) with ordinality as item(label, note, position)
  where a.id = $1
  returning *
), event as (
  ${outboxInsertSelect(
    'case.documents_requested',
    `json_build_object('applicationId', $1::uuid, 'requestIds', ids, 'actor', $3::text)`,
    `(select json_agg(id order by created_at) as ids from created) batch where batch.ids is not null`,
  )}
)
select r.id, r.label, r.note, r.created_at, r.fulfilled_at, '[]'::json as documents from created r order by r.created_at`;

/**
 * Files the client sent against a request. The per-case count is raised by a conditional update of
 * the case row, which PostgreSQL re-checks on the locked row: two uploads at once cannot both pass
 * the cap. Nothing is written unless the request belongs to the token's case and the cap holds.
 */
const ATTACH_DOCUMENTS_SQL = `
with target as (
  update application a set room_document_count = a.room_document_count + $3
  from document_request r
  where a.status_token = $1 and r.id = $2 and r.application_id = a.id and a.room_document_count + $3 <= $4
  returning a.id as application_id, r.id as request_id
), documents as (
  insert into application_document (id, application_id, storage_key, original_name, content_type, size_bytes, request_id, created_at)
  select file.id, t.application_id, file.storage_key, file.original_name, file.content_type, file.size_bytes, t.request_id,
         now() + file.position * interval '1 microsecond'
  from target t, unnest($5::uuid[], $6::text[], $7::text[], $8::text[], $9::int[]) with ordinality
    as file(id, storage_key, original_name, content_type, size_bytes, position)
  returning id
), fulfilled as (
  update document_request set fulfilled_at = coalesce(fulfilled_at, now()) where id in (select request_id from target)
  returning id
), event as (
  ${outboxInsertSelect(
    'case.documents_uploaded',
    `json_build_object('applicationId', t.application_id, 'requestId', t.request_id, 'documentIds', (select json_agg(id) from documents))`,
    'target t',
  )}
)
select count(*)::int as taken from target`;

/** The client's message with its `case.message_posted` event, for the case locked by `roomClientMessage`. */
const INSERT_CLIENT_MESSAGE_SQL = `
with created as (
  insert into case_message (application_id, author, body, client_key)
  values ($1, 'client', $2, $3)
  on conflict (application_id, client_key) do nothing
  returning ${MESSAGE_COLUMNS}, application_id
), event as (
  ${outboxInsertSelect('case.message_posted', `json_build_object('applicationId', application_id, 'messageId', id)`, 'created')}
)
select ${MESSAGE_COLUMNS} from created`;

/** What became of a client's message: stored (or found stored under its key), refused by the hourly cap, or no such case. */
export type ClientMessageOutcome =
  | { kind: 'stored'; row: MessageRow }
  | { kind: 'full'; retryAfterSeconds: number }
  | { kind: 'unknownCase' };

/** The case room's tables (cases module): document requests and case messages. */
const MARK_EMAILED_SQL = `
with marked as (
  update case_message set emailed_at = now() where id = any($1::uuid[]) and emailed_at is null
  returning id, application_id, created_at
), newest as (
  select distinct on (application_id) application_id, id from marked order by application_id, created_at desc, id desc
), event as (
  ${outboxInsertSelect('case.reply_unseen', "jsonb_build_object('applicationId', newest.application_id, 'messageId', newest.id)", 'newest')}
)
select count(*)::int as marked from marked`;

@Injectable()
export class CaseRoomRepository {
  constructor(private readonly sql: SqlClient) {}

  async caseByToken(token: string): Promise<RoomCaseRow | null> {
    const rows = await this.sql.query<RoomCaseRow>(
      'room-case-by-token',
      `select id, case_number, first_name, platform, status, locale, created_at, updated_at, payment_token, payment_token_expires_at
       from application where status_token = $1`,
      [token],
    );
    return rows[0] ?? null;
  }

  /** When the case first reached each status it has been in (from its history). */
  reachedStatuses(applicationId: string): Promise<Array<{ status: CaseStatus; reached_at: string }>> {
    return this.sql.query(
      'room-reached-statuses',
      `select to_status as status, min(at) as reached_at from case_history
       where application_id = $1 and to_status is not null group by to_status`,
      [applicationId],
    );
  }

  requests(applicationId: string): Promise<RequestRow[]> {
    return this.sql.query(
      'room-requests',
      `select ${REQUEST_COLUMNS} from document_request r where r.application_id = $1 order by r.created_at, r.id`,
      [applicationId],
    );
  }

  messages(applicationId: string): Promise<MessageRow[]> {
    return this.sql.query(
      'room-messages',
      `select ${MESSAGE_COLUMNS} from case_message where application_id = $1 order by created_at, id`,
      [applicationId],
    );
  }

  async message(messageId: string): Promise<MessageRow | null> {
    const rows = await this.sql.query<MessageRow>('room-message', `select ${MESSAGE_COLUMNS} from case_message where id = $1`, [messageId]);
    return rows[0] ?? null;
  }

  /**
   * The client's page had this staff reply on screen: it and the staff replies before it are seen
   * (none of them is e-mailed as unseen any more). False when the token's case has no such reply.
   */
  async markStaffRepliesSeen(token: string, messageId: string): Promise<boolean> {
    const [row] = await this.sql.query<{ found: boolean }>(
      'room-mark-seen',
      `with upto as (
         select m.application_id, m.created_at from case_message m join application a on a.id = m.application_id
         where a.status_token = $1 and m.id = $2 and m.author = 'staff'
       ), marked as (
         update case_message m set seen_at = now() from upto
         where m.application_id = upto.application_id and m.author = 'staff' and m.seen_at is null and m.created_at <= upto.created_at
       )
       select exists (select 1 from upto) as found`,
      [token, messageId],
    );
    return row?.found ?? false;
  }

  /** Null when no case has this id. */
  /** `notes[i]` says why item i helps (null for staff's own wording); the same length as `labels`. */
  async insertRequests(applicationId: string, labels: string[], actor: string, notes: Array<string | null>): Promise<RequestRow[] | null> {
    const rows = await this.sql.query<RequestRow>('room-insert-requests', INSERT_REQUESTS_SQL, [applicationId, labels, actor, notes]);
    return rows.length > 0 ? rows : null;
  }

  /** Whether the request belongs to the token's case, and how many files the room has taken so far. */
  async requestOfCase(token: string, requestId: string): Promise<{ room_document_count: number } | null> {
    const rows = await this.sql.query<{ room_document_count: number }>(
      'room-request-of-case',
      `select a.room_document_count from application a join document_request r on r.application_id = a.id
       where a.status_token = $1 and r.id = $2`,
      [token, requestId],
    );
    return rows[0] ?? null;
  }

  /** True when the files were taken; false when the request is not the case's or the cap would be passed. */
  async attachDocuments(token: string, requestId: string, documents: StoredDocument[], maxPerCase: number): Promise<boolean> {
    const [row] = await this.sql.query<{ taken: number }>('room-attach-documents', ATTACH_DOCUMENTS_SQL, [
      token,
      requestId,
      documents.length,
      maxPerCase,
      documents.map((doc) => doc.id),
      documents.map((doc) => doc.storageKey),
      documents.map((doc) => doc.originalName),
      documents.map((doc) => doc.contentType),
      documents.map((doc) => doc.sizeBytes),
    ]);
    return (row?.taken ?? 0) > 0;
  }

  async request(requestId: string): Promise<RequestRow | null> {
    const rows = await this.sql.query<RequestRow>('room-request', `select ${REQUEST_COLUMNS} from document_request r where r.id = $1`, [
      requestId,
    ]);
    return rows[0] ?? null;
  }

  /**
   * The client's message, unless the case took `perHour` client messages in the last hour. The case
   * row is locked first, so concurrent posts to one case count in turn and none passes the cap; each
   * statement after the lock sees what the one before it committed. A retry with the same key
   * answers the stored message, even over the cap.
   */
  roomClientMessage(token: string, body: string, clientKey: string, perHour: number): Promise<ClientMessageOutcome> {
    return this.sql.transaction(async (tx) => {
      const [target] = await tx.query<{ id: string }>(
        'room-lock-case-for-message',
        `select id from application where status_token = $1 for no key update`,
        [token],
      );
      if (!target) return { kind: 'unknownCase' };
      const [earlier] = await tx.query<MessageRow>(
        'room-message-by-key',
        `select ${MESSAGE_COLUMNS} from case_message where application_id = $1 and client_key = $2`,
        [target.id, clientKey],
      );
      if (earlier) return { kind: 'stored', row: earlier };
      const [hour] = await tx.query<{ n: number; retry_after: number | null }>(
        'room-client-messages-last-hour',
        `select count(*)::int as n,
                ceil(extract(epoch from min(created_at) + interval '1 hour' - now()))::int as retry_after
         from case_message where application_id = $1 and author = 'client' and created_at > now() - interval '1 hour'`,
        [target.id],
      );
      if ((hour?.n ?? 0) >= perHour) return { kind: 'full', retryAfterSeconds: Math.max(1, hour?.retry_after ?? 1) };
      const [row] = await tx.query<MessageRow>('room-insert-client-message', INSERT_CLIENT_MESSAGE_SQL, [target.id, body, clientKey]);
      return row ? { kind: 'stored', row } : { kind: 'unknownCase' };
    });
  }

  /** Null when no case has this id. */
  /** Stores a staff reply and raises `case.staff_replied` (for the audit log) in the same statement. */
  async insertStaffMessage(applicationId: string, body: string, staffName: string): Promise<MessageRow | null> {
    const rows = await this.sql.query<MessageRow>(
      'room-insert-staff-message',
      `with created as (
         insert into case_message (application_id, author, staff_name, body)
         select id, 'staff', $3, $2 from application where id = $1
         returning ${MESSAGE_COLUMNS}, application_id
       ), event as (
         ${outboxInsertSelect(
           'case.staff_replied',
           "jsonb_build_object('applicationId', created.application_id, 'messageId', created.id, 'actor', created.staff_name)",
           'created',
         )}
       )
       select ${MESSAGE_COLUMNS} from created`,
      [applicationId, body, staffName],
    );
    return rows[0] ?? null;
  }

  /** Staff messages not seen in the room for `afterSeconds` and not e-mailed yet, by case, oldest first. */
  /**
   * For the reply-time figure: each case whose client first wrote in its room since `since`, with the
   * time of that first message and of the first staff message after it (null: unanswered).
   */
  firstReplies(since: Date): Promise<Array<{ asked_at: Date; answered_at: Date | null }>> {
    return this.sql.query(
      'case-room-first-replies',
      `select c.created_at as asked_at,
         (select min(m.created_at) from case_message m
          where m.application_id = c.application_id and m.author = 'staff' and m.created_at >= c.created_at) as answered_at
       from case_message c
       where c.author = 'client' and c.created_at >= $1
         and not exists (select 1 from case_message e
                         where e.application_id = c.application_id and e.author = 'client' and e.created_at < c.created_at)`,
      [since],
    );
  }

  unseenReplies(afterSeconds: number): Promise<UnseenReplyRow[]> {
    return this.sql.query(
      'room-unseen-replies',
      `select m.id, m.author, m.staff_name, m.body, m.created_at, a.id as application_id, a.email, a.first_name, a.locale,
              a.case_number, a.status_token
       from case_message m join application a on a.id = m.application_id
       where m.author = 'staff' and m.seen_at is null and m.emailed_at is null
         and m.created_at < now() - make_interval(secs => $1)
       order by m.application_id, m.created_at, m.id limit 200`,
      [afterSeconds],
    );
  }

  /**
   * Marks the replies told by e-mail and raises `case.reply_unseen` for the newest of them, in one
   * statement (texting texts the client too, ADR 0035): a reply already marked raises nothing again.
   */
  async markEmailed(messageIds: string[]): Promise<void> {
    await this.sql.query('room-mark-emailed', MARK_EMAILED_SQL, [messageIds]);
  }
}
