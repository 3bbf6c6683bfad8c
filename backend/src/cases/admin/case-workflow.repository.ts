import { Injectable } from '@nestjs/common';
import type { CaseStatus } from '@reactivation/contracts';
import { SqlClient } from '../../core/database/sql-client';
import type { DomainEvents } from '../../core/events/domain-events';
import { outboxInsertSelect } from '../../core/events/outbox.sql';

/*
 * Each workflow step is ONE statement: the change, its history row and its outbox event commit
 * together or not at all. The `where status = <expected>` makes a step that raced another
 * staff member's change match no row, which the service answers with 409.
 */

const CHANGE_STATUS_SQL = `
with changed as (
  update application
  set status = $2, updated_at = now(), expert_review_sent = expert_review_sent or $2 = 'expert_review'
  where id = $1 and status = $3
  returning id
), history as (
  insert into case_history (application_id, kind, actor, from_status, to_status)
  select id, 'status_changed', $4, $3, $2 from changed
), event as (
  ${outboxInsertSelect('case.status_changed', "jsonb_build_object('applicationId', changed.id, 'fromStatus', $3::text, 'toStatus', $2::text, 'actor', $4::text)", 'changed')}
)
select id from changed`;

const CREATE_PAYMENT_LINK_SQL = `
with linked as (
  update application
  set payment_token = $2, payment_token_expires_at = now() + make_interval(days => $5), status = 'payment_sent', updated_at = now()
  where id = $1 and status = $3 and payment_token is null
  returning id
), history as (
  insert into case_history (application_id, kind, actor, from_status, to_status)
  select id, 'payment_link_created', $4, $3, 'payment_sent' from linked
), created as (
  ${outboxInsertSelect('payment_link.created', "jsonb_build_object('applicationId', linked.id, 'actor', $4::text)", 'linked')}
), moved as (
  ${outboxInsertSelect('case.status_changed', "jsonb_build_object('applicationId', linked.id, 'fromStatus', $3::text, 'toStatus', 'payment_sent', 'actor', $4::text)", 'linked')}
)
select id from linked`;

const SEND_PAYMENT_LINK_SQL = `
with marked as (
  update application set payment_link_sent = true, updated_at = now()
  where id = $1 and payment_token is not null
  returning id
), history as (
  insert into case_history (application_id, kind, actor) select id, 'payment_link_sent', $2 from marked
), event as (
  ${outboxInsertSelect('payment_link.send_requested', "jsonb_build_object('applicationId', marked.id, 'actor', $2::text)", 'marked')}
)
select id from marked`;

/** Ends the link: the page answers "invalid" from now on. The case stays waiting for payment. */
const REVOKE_PAYMENT_LINK_SQL = `
with revoked as (
  update application set payment_token = null, payment_token_expires_at = null, updated_at = now()
  where id = $1 and payment_token is not null
  returning id
), history as (
  insert into case_history (application_id, kind, actor) select id, 'payment_link_revoked', $2 from revoked
), event as (
  ${outboxInsertSelect('payment_link.revoked', "jsonb_build_object('applicationId', revoked.id, 'actor', $2::text)", 'revoked')}
)
select id from revoked`;

/** A new link (a new token and lifetime) for a case waiting for payment; the old one, if any, stops working. */
const REISSUE_PAYMENT_LINK_SQL = `
with linked as (
  update application
  set payment_token = $2, payment_token_expires_at = now() + make_interval(days => $4), payment_link_sent = false, updated_at = now()
  where id = $1 and status = 'payment_sent'
  returning id
), history as (
  insert into case_history (application_id, kind, actor) select id, 'payment_link_reissued', $3 from linked
), created as (
  ${outboxInsertSelect('payment_link.created', "jsonb_build_object('applicationId', linked.id, 'actor', $3::text, 'reissued', true)", 'linked')}
)
select id from linked`;

/** A new status link; the one e-mailed before no longer opens the case. The case's "updated" time stays. */
const ROTATE_STATUS_LINK_SQL = `
with rotated as (
  update application set status_token = $2 where id = $1 returning id
), history as (
  insert into case_history (application_id, kind, actor) select id, 'status_link_rotated', $3 from rotated
), event as (
  ${outboxInsertSelect('status_link.rotated', "jsonb_build_object('applicationId', rotated.id, 'actor', $3::text)", 'rotated')}
)
select id from rotated`;

/**
 * Gives the case to a staff account ($2, or null for nobody). The row is locked first so the event
 * names the owner it really replaced; giving it to its owner again changes nothing and raises nothing.
 * Not the case's "updated" time: the client sees that, and an owner is staff's business.
 */
const ASSIGN_OWNER_SQL = `
with current_owner as (
  select id, owner_id from application where id = $1 for update
), assigned as (
  update application a set owner_id = $2::uuid
  from current_owner c
  where a.id = c.id and c.owner_id is distinct from $2::uuid
  returning a.id, c.owner_id as from_owner
), event as (
  ${outboxInsertSelect(
    'case.assigned',
    "jsonb_build_object('applicationId', assigned.id, 'fromOwnerId', assigned.from_owner, 'toOwnerId', $2::uuid, 'actor', $3::text)",
    'assigned',
  )}
)
select (select count(*)::int from current_owner) as found, (select count(*)::int from assigned) as changed`;

/** Staff actions that change nothing in a case but are audited: the event alone. */
const DOCUMENT_DOWNLOADED_SQL = outboxInsertSelect(
  'case.document_downloaded',
  "jsonb_build_object('applicationId', $1::uuid, 'documentId', $2::uuid, 'actor', $3::text)",
  '(select 1) as one',
);
const CASES_EXPORTED_SQL = outboxInsertSelect(
  'cases.exported',
  "jsonb_build_object('actor', $1::text, 'filter', $2::jsonb)",
  '(select 1) as one',
);

const CASE_OPENED_SQL = outboxInsertSelect(
  'case.opened',
  "jsonb_build_object('applicationId', $1::uuid, 'actor', $2::text)",
  '(select 1) as one',
);

const ADD_NOTE_SQL = `
with note as (
  insert into case_note (application_id, author, body)
  select id, $2, $3 from application where id = $1
  returning id, application_id, author, body, created_at
), history as (
  insert into case_history (application_id, kind, actor) select application_id, 'note_added', author from note
), event as (
  ${outboxInsertSelect('case.note_added', "jsonb_build_object('applicationId', note.application_id, 'noteId', note.id, 'actor', note.author)", 'note')}
)
select id, author, body, created_at from note`;

@Injectable()
export class CaseWorkflowRepository {
  constructor(private readonly sql: SqlClient) {}

  /** False when the case is not (any longer) in `from`. */
  async changeStatus(id: string, from: CaseStatus, to: CaseStatus, actor: string): Promise<boolean> {
    return (await this.sql.query('admin-change-status', CHANGE_STATUS_SQL, [id, to, from, actor])).length === 1;
  }

  /** False when the case left `from` or got a link meanwhile. */
  async createPaymentLink(id: string, from: CaseStatus, token: string, actor: string, lifetimeDays: number): Promise<boolean> {
    const rows = await this.sql.query('admin-create-payment-link', CREATE_PAYMENT_LINK_SQL, [
      id,
      token,
      from,
      actor,
      lifetimeDays,
    ]);
    return rows.length === 1;
  }

  /** False when the case has no link to revoke. */
  async revokePaymentLink(id: string, actor: string): Promise<boolean> {
    return (await this.sql.query('admin-revoke-payment-link', REVOKE_PAYMENT_LINK_SQL, [id, actor])).length === 1;
  }

  /** False when the case is not waiting for payment. */
  async reissuePaymentLink(id: string, token: string, actor: string, lifetimeDays: number): Promise<boolean> {
    const rows = await this.sql.query('admin-reissue-payment-link', REISSUE_PAYMENT_LINK_SQL, [id, token, actor, lifetimeDays]);
    return rows.length === 1;
  }

  /** False when there is no such case. */
  async rotateStatusLink(id: string, token: string, actor: string): Promise<boolean> {
    return (await this.sql.query('admin-rotate-status-link', ROTATE_STATUS_LINK_SQL, [id, token, actor])).length === 1;
  }

  /** Null when there is no such case; else whether the owner changed (false when it already was `ownerId`). */
  async assignOwner(id: string, ownerId: string | null, actor: string): Promise<boolean | null> {
    const rows = await this.sql.query<{ found: number; changed: number }>('admin-assign-owner', ASSIGN_OWNER_SQL, [id, ownerId, actor]);
    const row = rows[0];
    return row && row.found > 0 ? row.changed > 0 : null;
  }

  /** Raises `case.document_downloaded` for the audit log. */
  async recordDocumentDownload(id: string, documentId: string, actor: string): Promise<void> {
    await this.sql.query('admin-document-downloaded', DOCUMENT_DOWNLOADED_SQL, [id, documentId, actor]);
  }

  /** Raises `case.opened` for the audit log: who read the case's file. */
  async recordOpened(id: string, actor: string): Promise<void> {
    await this.sql.query('admin-case-opened', CASE_OPENED_SQL, [id, actor]);
  }

  /** Raises `cases.exported` for the audit log: who, and with which filter. */
  async recordExport(actor: string, filter: DomainEvents['cases.exported']['filter']): Promise<void> {
    await this.sql.query('admin-cases-exported', CASES_EXPORTED_SQL, [actor, JSON.stringify(filter)]);
  }

  /** The case's no-login links: its status token, and when its payment link stops working (null without one). */
  async links(id: string): Promise<{ statusToken: string; paymentLinkExpiresAt: string | null } | null> {
    const rows = await this.sql.query<{ status_token: string; payment_token_expires_at: string | null }>(
      'admin-case-links',
      `select status_token, payment_token_expires_at from application where id = $1`,
      [id],
    );
    const row = rows[0];
    return row ? { statusToken: row.status_token, paymentLinkExpiresAt: row.payment_token_expires_at } : null;
  }

  /** False when the case has no payment link. */
  async requestPaymentLinkEmail(id: string, actor: string): Promise<boolean> {
    return (await this.sql.query('admin-send-payment-link', SEND_PAYMENT_LINK_SQL, [id, actor])).length === 1;
  }

  /** Null when there is no such case. */
  async addNote(
    id: string,
    author: string,
    body: string,
  ): Promise<{ id: string; author: string; body: string; created_at: string } | null> {
    const rows = await this.sql.query<{ id: string; author: string; body: string; created_at: string }>(
      'admin-add-note',
      ADD_NOTE_SQL,
      [id, author, body],
    );
    return rows[0] ?? null;
  }
}
