import { Injectable } from '@nestjs/common';
import { APPEAL_FILED_FROM, type CaseStatus, type Locale } from '@reactivation/contracts';
import { SqlClient } from '../core/database/sql-client';
import { outboxInsertSelect } from '../core/events/outbox.sql';

/** The facts of a case an appeal letter is drawn from, as plain data. */
export interface CaseAppealFacts {
  id: string;
  caseNumber: string;
  firstName: string;
  lastName: string;
  platform: string;
  /** YYYY-MM-DD. */
  deactivationDate: string;
  deactivationReason: string;
  supportResponse: string;
  attemptedReactivation: boolean;
  /** The US state the client works in (postal code), when they said. */
  state: string | null;
  locale: Locale;
  status: CaseStatus;
  /** The documents received (at intake and through the room), oldest first, with the request each answered. */
  documents: Array<{ originalName: string; requestLabel: string | null }>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Recording the appeal's filing starts the "waiting for the platform" step: the case moves to
 * appeal_filed from paid or in_progress (once: a case already past them is left as it is), with its
 * history row dated the filing day (noon UTC, never later than now) and the client's status e-mail.
 */
const MARK_APPEAL_FILED_SQL = `
with current_case as (
  select id, status from application where id = $1 and status = any($4::text[]) for update
), changed as (
  update application a set status = 'appeal_filed', updated_at = now()
  from current_case c where a.id = c.id
  returning a.id, c.status as from_status
), history as (
  insert into case_history (application_id, kind, actor, from_status, to_status, at)
  select id, 'status_changed', $3, from_status, 'appeal_filed', least(now(), ($2::date + time '12:00') at time zone 'UTC') from changed
), event as (
  ${outboxInsertSelect(
    'case.status_changed',
    "jsonb_build_object('applicationId', changed.id, 'fromStatus', changed.from_status, 'toStatus', 'appeal_filed', 'actor', $3::text)",
    'changed',
  )}
)
select id from changed`;

/**
 * What the appeals module reads of a case (the letter's facts, the case behind a status link) and the
 * one change it asks of it, through the `appeal.filed` event: the step the filing starts.
 */
@Injectable()
export class CaseAppealFactsService {
  constructor(private readonly sql: SqlClient) {}

  /** A case's facts by its id or its case number; null when there is no such case. */
  async facts(idOrNumber: string): Promise<CaseAppealFacts | null> {
    const byId = UUID.test(idOrNumber);
    const [row] = await this.sql.query<{
      id: string;
      case_number: string;
      first_name: string;
      last_name: string;
      platform: string;
      deactivation_date: string;
      deactivation_reason: string;
      support_response: string;
      attempted_reactivation: boolean;
      work_state: string | null;
      locale: Locale;
      status: CaseStatus;
    }>(
      byId ? 'appeal-facts-by-id' : 'appeal-facts-by-number',
      `select id, case_number, first_name, last_name, platform, to_char(deactivation_date, 'YYYY-MM-DD') as deactivation_date,
              deactivation_reason, support_response, attempted_reactivation, work_state, locale, status
       from application where ${byId ? 'id = $1' : 'case_number = $1'}`,
      [idOrNumber],
    );
    if (!row) return null;
    const documents = await this.sql.query<{ original_name: string; label: string | null }>(
      'appeal-facts-documents',
      `select d.original_name, r.label from application_document d left join document_request r on r.id = d.request_id
       where d.application_id = $1 order by d.created_at, d.id`,
      [row.id],
    );
    return {
      id: row.id,
      caseNumber: row.case_number,
      firstName: row.first_name,
      lastName: row.last_name,
      platform: row.platform,
      deactivationDate: row.deactivation_date,
      deactivationReason: row.deactivation_reason,
      supportResponse: row.support_response,
      attemptedReactivation: row.attempted_reactivation,
      state: row.work_state,
      locale: row.locale,
      status: row.status,
      documents: documents.map((doc) => ({ originalName: doc.original_name, requestLabel: doc.label })),
    };
  }

  /** The case a client's status link opens (its id and language); null for an unknown link. */
  async caseByStatusToken(token: string): Promise<{ id: string; locale: Locale } | null> {
    if (!/^[\w-]{32,64}$/.test(token)) return null;
    const [row] = await this.sql.query<{ id: string; locale: Locale }>(
      'appeal-case-by-token',
      `select id, locale from application where status_token = $1`,
      [token],
    );
    return row ?? null;
  }

  /** Moves the case to appeal_filed (see MARK_APPEAL_FILED_SQL); false when it was not in a status that moves. */
  async markAppealFiled(applicationId: string, filedOn: string, actor: string): Promise<boolean> {
    const rows = await this.sql.query('case-mark-appeal-filed', MARK_APPEAL_FILED_SQL, [applicationId, filedOn, actor, APPEAL_FILED_FROM]);
    return rows.length === 1;
  }
}
