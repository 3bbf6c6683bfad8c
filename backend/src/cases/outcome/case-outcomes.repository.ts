import { Injectable } from '@nestjs/common';
import type { CaseClosing, CaseStatus } from '@reactivation/contracts';
import { SqlClient } from '../../core/database/sql-client';
import { outboxInsertSelect } from '../../core/events/outbox.sql';

/*
 * Closing is ONE statement, like every workflow step (ADR 0017): the status, its history row, the
 * outcome and the event that e-mails the client and writes the journal commit together or not at
 * all. `where status = $2` makes a close that raced another change match no row (409).
 */
const CLOSE_SQL = `
with changed as (
  update application set status = 'completed', updated_at = now()
  where id = $1 and status = $2
  returning id
), outcome as (
  insert into case_outcome (application_id, outcome, outcome_date, reason_group, recorded_by)
  select id, $3, $4::date, $5, $6 from changed
  returning application_id
), history as (
  insert into case_history (application_id, kind, actor, from_status, to_status)
  select id, 'status_changed', $6, $2, 'completed' from changed
), event as (
  ${outboxInsertSelect(
    'case.status_changed',
    "jsonb_build_object('applicationId', changed.id, 'fromStatus', $2::text, 'toStatus', 'completed', 'actor', $6::text, 'outcome', $3::text, 'outcomeDate', $4::text, 'reasonGroup', $5::text)",
    'changed',
  )}
)
select application_id as id from outcome`;

export interface OutcomeRow {
  outcome: CaseClosing['outcome'];
  outcome_date: string;
  reason_group: CaseClosing['reasonGroup'];
  recorded_by: string;
  recorded_at: string;
  score: number | null;
  comment: string | null;
  answered_at: string | null;
}

/** Case facts the satisfaction page and the closing e-mail need: the number and the client's language. */
export interface ClosedCaseRow {
  case_number: string;
  locale: 'en' | 'es';
  score: number | null;
  answered_at: string | null;
}

@Injectable()
export class CaseOutcomesRepository {
  constructor(private readonly sql: SqlClient) {}

  /** False when the case is not (any longer) in `from`. */
  async close(id: string, from: CaseStatus, closing: CaseClosing, actor: string): Promise<boolean> {
    const rows = await this.sql.query('outcome-close', CLOSE_SQL, [id, from, closing.outcome, closing.outcomeDate, closing.reasonGroup, actor]);
    return rows.length === 1;
  }

  async find(id: string): Promise<OutcomeRow | null> {
    const [row] = await this.sql.query<OutcomeRow>(
      'outcome-find',
      `select o.outcome, to_char(o.outcome_date, 'YYYY-MM-DD') as outcome_date, o.reason_group, o.recorded_by, o.recorded_at,
              s.score, s.comment, s.answered_at
       from case_outcome o left join case_satisfaction s on s.application_id = o.application_id
       where o.application_id = $1`,
      [id],
    );
    return row ?? null;
  }

  /** A closed case (one with an outcome), for its satisfaction page. */
  async closedCase(id: string): Promise<ClosedCaseRow | null> {
    const [row] = await this.sql.query<ClosedCaseRow>(
      'outcome-closed-case',
      `select a.case_number, a.locale, s.score, s.answered_at
       from case_outcome o join application a on a.id = o.application_id
       left join case_satisfaction s on s.application_id = o.application_id
       where o.application_id = $1`,
      [id],
    );
    return row ?? null;
  }

  /** The answer, or null when the case already has one (the primary key keeps the first, whatever the race). */
  async answer(id: string, score: number, comment: string | null): Promise<{ score: number; answered_at: string } | null> {
    const [row] = await this.sql.query<{ score: number; answered_at: string }>(
      'outcome-satisfaction-answer',
      `insert into case_satisfaction (application_id, score, comment) values ($1, $2, $3)
       on conflict (application_id) do nothing
       returning score, answered_at`,
      [id, score, comment],
    );
    return row ?? null;
  }
}
