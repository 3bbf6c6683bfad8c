import { Injectable } from '@nestjs/common';
import type { CaseStatus } from '@reactivation/contracts';
import { SqlClient } from '../../core/database/sql-client';
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
  set payment_token = $2, status = 'payment_sent', updated_at = now()
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

const ADD_NOTE_SQL = `
with note as (
  insert into case_note (application_id, author, body)
  select id, $2, $3 from application where id = $1
  returning id, application_id, author, body, created_at
), history as (
  insert into case_history (application_id, kind, actor) select application_id, 'note_added', author from note
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
  async createPaymentLink(id: string, from: CaseStatus, token: string, actor: string): Promise<boolean> {
    return (await this.sql.query('admin-create-payment-link', CREATE_PAYMENT_LINK_SQL, [id, token, from, actor])).length === 1;
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

  /** For the client's no-login status page. */
  async findByStatusToken(token: string) {
    const rows = await this.sql.query<{
      case_number: string;
      first_name: string;
      platform: string;
      status: CaseStatus;
      updated_at: string;
    }>(
      'case-by-status-token',
      `select case_number, first_name, platform, status, updated_at from application where status_token = $1`,
      [token],
    );
    return rows[0] ?? null;
  }
}
