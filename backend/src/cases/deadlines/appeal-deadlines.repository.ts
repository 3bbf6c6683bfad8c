import { Injectable } from '@nestjs/common';
import { APPEAL_FILED_STATUSES, type CaseStatus, type Locale } from '@reactivation/contracts';
import { SqlClient } from '../../core/database/sql-client';
import { outboxInsertSelect } from '../../core/events/outbox.sql';

/** What a case's deadline is computed from. */
export interface DeadlineFactsRow {
  id: string;
  platform: string;
  work_state: string | null;
  deactivation_date: string;
}

export interface DeadlineCaseRow extends DeadlineFactsRow {
  status: CaseStatus;
  case_number: string;
  locale: Locale;
  first_name: string;
  email: string;
  owner_id: string | null;
  status_token: string;
}

const FACTS = `id, platform, work_state, to_char(deactivation_date, 'YYYY-MM-DD') as deactivation_date`;

const FILED = APPEAL_FILED_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * The reminders due on day $1: for each case not past filing its appeal whose stored deadline is
 * within a stage ($2: the stages' day counts, largest first) and not passed, the nearest stage's row
 * and its `case.deadline_approaching` event, in one statement. The row's unique key (case, due date,
 * stage) makes a second insert of it (a second worker, a rerun after a restart) insert nothing and
 * so raise nothing: each reminder once.
 */
const REMIND_SQL = `
with due as (
  select a.id, a.appeal_due_on as due_on,
    (select min(stage) from unnest($2::int[]) stage where a.appeal_due_on - $1::date <= stage) as days_before
  from application a
  where a.appeal_due_on between $1::date and $1::date + (select max(stage) from unnest($2::int[]) stage)
    and a.status not in (${FILED})
), inserted as (
  insert into case_deadline_reminder (application_id, due_on, days_before)
  select id, due_on, days_before from due
  on conflict (application_id, due_on, days_before) do nothing
  returning id, application_id, due_on, days_before
), event as (
  ${outboxInsertSelect(
    'case.deadline_approaching',
    "jsonb_build_object('applicationId', inserted.application_id, 'reminderId', inserted.id, 'dueOn', to_char(inserted.due_on, 'YYYY-MM-DD'), 'daysBefore', inserted.days_before)",
    'inserted',
  )}
)
select count(*)::int as n from inserted`;

/** The application columns of the appeal deadline, and case_deadline_reminder. */
@Injectable()
export class AppealDeadlinesRepository {
  constructor(private readonly sql: SqlClient) {}

  /** Up to `limit` cases whose stored deadline was computed under other rules than `version`, or never. */
  stale(version: string, limit: number): Promise<DeadlineFactsRow[]> {
    return this.sql.query(
      'deadline-stale',
      `select ${FACTS} from application where appeal_rules_version is distinct from $1 order by created_at limit $2`,
      [version, limit],
    );
  }

  /** A case's facts and what the deadline's screens and e-mails say of it, by id, case number or room token. */
  async deadlineCase(by: 'id' | 'case_number' | 'status_token', value: string): Promise<DeadlineCaseRow | null> {
    const rows = await this.sql.query<DeadlineCaseRow>(
      `deadline-case-by-${by}`,
      `select ${FACTS}, status, case_number, locale, first_name, email, owner_id, status_token
       from application where ${by === 'id' ? 'id = $1::uuid' : `${by} = $1`}`,
      [value],
    );
    return rows[0] ?? null;
  }

  /** Stores each case's due date with the rules' version, in one statement. */
  async store(dates: Array<{ id: string; dueOn: string | null }>, version: string): Promise<void> {
    if (dates.length === 0) return;
    await this.sql.query(
      'deadline-store',
      `update application a set appeal_due_on = d.due_on, appeal_rules_version = $3
       from unnest($1::uuid[], $2::date[]) as d(id, due_on) where a.id = d.id`,
      [dates.map((date) => date.id), dates.map((date) => date.dueOn), version],
    );
  }

  /** Records and raises the reminders due on `today`; returns how many. */
  async remind(today: string, stages: readonly number[]): Promise<number> {
    const rows = await this.sql.query<{ n: number }>('deadline-remind', REMIND_SQL, [today, [...stages]]);
    return rows[0]?.n ?? 0;
  }

  /** Whether the reminder is still as recorded: same case, same due date, case not past filing. */
  async reminderCurrent(reminderId: string): Promise<boolean> {
    const rows = await this.sql.query(
      'deadline-reminder-current',
      `select 1 from case_deadline_reminder r join application a on a.id = r.application_id
       where r.id = $1 and a.appeal_due_on = r.due_on and a.status not in (${FILED})`,
      [reminderId],
    );
    return rows.length === 1;
  }
}
