import { Injectable } from '@nestjs/common';
import type { ReportDimension } from '@reactivation/contracts';
import { SqlClient } from '../../core/database/sql-client';

/*
 * The outcome report, computed by PostgreSQL from the rows (never from typed-in figures). A case
 * counts in the period its outcome's date falls in (`case_outcome_date_idx`). Its payment date is the
 * first `payment_received` (the card payment) or the hand-marked move to `paid`, whichever came
 * first, read from the case's history by `case_history_application_idx`, as a day in the business
 * time zone ($3), so a payment at 9 pm in New York is that day's, not the next UTC one. Days to the
 * outcome are whole days between the two dates; the median is PostgreSQL's percentile_cont(0.5)
 * (the mean of the two middle values for an even count). A platform is grouped by the name a person
 * reads ($4/$5: every form's code and its name), so "doordash" from the home form and "DoorDash"
 * from the wizard are one platform.
 */
const CLOSED_IN_PERIOD = `
  with closed as (
    select o.outcome, o.reason_group, coalesce(p.name, a.platform) as platform, coalesce(a.work_state, '') as state,
           o.outcome_date - (paid.at at time zone $3)::date as days, s.score
    from case_outcome o
    join application a on a.id = o.application_id
    left join unnest($4::text[], $5::text[]) as p(code, name) on p.code = a.platform
    left join lateral (
      select min(h.at) as at from case_history h
      where h.application_id = o.application_id
        and (h.kind = 'payment_received' or (h.kind = 'status_changed' and h.to_status = 'paid'))
    ) paid on true
    left join case_satisfaction s on s.application_id = o.application_id
    where o.outcome_date between $1::date and $2::date
  )`;

const FIGURES_SQL = `${CLOSED_IN_PERIOD}
  select d.dimension, d.key,
         count(*)::int as closed,
         (count(*) filter (where outcome = 'reactivated'))::int as reactivated,
         count(days)::int as timed,
         percentile_cont(0.5) within group (order by days) as median_days,
         count(score)::int as answers,
         avg(score)::float8 as satisfaction_average
  from closed
  cross join lateral (values ('total', ''), ('platform', platform), ('reason', reason_group), ('state', state)) as d(dimension, key)
  group by d.dimension, d.key
  order by d.dimension, closed desc, d.key`;

/** Every ISO week (from its Monday) that touches the period, with the cases closed in it within the period. */
const WEEKS_SQL = `
  select to_char(w.week_start, 'YYYY-MM-DD') as week_start,
         count(o.application_id)::int as closed,
         (count(o.application_id) filter (where o.outcome = 'reactivated'))::int as reactivated
  from generate_series(date_trunc('week', $1::date)::date, date_trunc('week', $2::date)::date, interval '1 week') as w(week_start)
  left join case_outcome o
    on o.outcome_date between greatest(w.week_start::date, $1::date) and least(w.week_start::date + 6, $2::date)
  group by w.week_start
  order by w.week_start`;

export interface FiguresRow {
  dimension: ReportDimension | 'total';
  key: string;
  closed: number;
  reactivated: number;
  timed: number;
  median_days: number | null;
  answers: number;
  satisfaction_average: number | null;
}

export interface WeekRow {
  week_start: string;
  closed: number;
  reactivated: number;
}

@Injectable()
export class OutcomeReportRepository {
  constructor(private readonly sql: SqlClient) {}

  figures(from: string, to: string, timeZone: string, platformNames: ReadonlyMap<string, string>): Promise<FiguresRow[]> {
    return this.sql.query<FiguresRow>('outcome-report-figures', FIGURES_SQL, [
      from,
      to,
      timeZone,
      [...platformNames.keys()],
      [...platformNames.values()],
    ]);
  }

  weeks(from: string, to: string): Promise<WeekRow[]> {
    return this.sql.query<WeekRow>('outcome-report-weeks', WEEKS_SQL, [from, to]);
  }
}
