import { Injectable } from '@nestjs/common';
import type { FollowUpAlert, FollowUpAlertKind } from '@reactivation/contracts';
import { SqlClient } from '../../core/database/sql-client';
import { outboxInsertSelect } from '../../core/events/outbox.sql';

/** Cases that are over: nothing is followed up on them. */
const ENDED = `('completed', 'refunded')`;

/**
 * Only requests made within this window are reminded of: a request older than that (made before
 * follow-ups existed, or a case left aside) would otherwise get its reminder the day they start.
 */
const LOOK_BACK = `interval '30 days'`;

/**
 * The document requests made before $1 with nothing uploaded yet, on cases still open, each recorded
 * once as a `documents_reminder` raised at $2 (the sweep's clock); one `case.documents_reminder_due` per case for those newly recorded,
 * in the same statement. A second run (another worker, a restart) inserts nothing and raises nothing.
 */
const DOCUMENTS_REMINDER_SQL = `
with due as (
  select r.id, r.application_id
  from document_request r join application a on a.id = r.application_id
  where r.fulfilled_at is null and r.created_at < $1 and r.created_at >= $1::timestamptz - ${LOOK_BACK}
    and a.status not in ${ENDED}
), inserted as (
  insert into case_follow_up (application_id, kind, subject, raised_at)
  select application_id, 'documents_reminder', id::text, $2 from due
  on conflict (kind, subject) do nothing
  returning application_id, subject
), by_case as (
  select application_id, jsonb_agg(subject order by subject) as request_ids from inserted group by application_id
), event as (
  ${outboxInsertSelect('case.documents_reminder_due', "jsonb_build_object('applicationId', application_id, 'requestIds', request_ids)", 'by_case')}
)
select count(*)::int as n from by_case`;

/**
 * The reminders sent before $1 whose request still has nothing: each recorded once as
 * `documents_overdue`, one `case.documents_overdue` per case (its owner is alerted).
 */
const DOCUMENTS_OVERDUE_SQL = `
with due as (
  select f.application_id, f.subject
  from case_follow_up f
  join document_request r on r.id = f.subject::uuid
  join application a on a.id = f.application_id
  where f.kind = 'documents_reminder' and f.raised_at < $1 and f.raised_at >= $1::timestamptz - ${LOOK_BACK}
    and r.fulfilled_at is null and a.status not in ${ENDED}
), inserted as (
  insert into case_follow_up (application_id, kind, subject, raised_at)
  select application_id, 'documents_overdue', subject, $2 from due
  on conflict (kind, subject) do nothing
  returning application_id, subject
), by_case as (
  select application_id, jsonb_agg(subject order by subject) as request_ids from inserted group by application_id
), event as (
  ${outboxInsertSelect('case.documents_overdue', "jsonb_build_object('applicationId', application_id, 'requestIds', request_ids)", 'by_case')}
)
select count(*)::int as n from by_case`;

/**
 * Payment links unused (the case still waits for its payment) that expire within $2 days of $1, each
 * link (case and expiry: a re-issued link is another) reminded of once; the event carries the last day
 * it works as the business zone ($3) reads it, for the e-mail and the text to say the same day.
 */
const PAYMENT_LINK_SQL = `
with due as (
  select id, payment_token_expires_at as expires_at
  from application
  where payment_token is not null and status = 'payment_sent'
    and payment_token_expires_at > $1 and payment_token_expires_at <= $1::timestamptz + make_interval(days => $2)
), inserted as (
  insert into case_follow_up (application_id, kind, subject, raised_at)
  select id, 'payment_link_reminder', id::text || '@' || to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), $1 from due
  on conflict (kind, subject) do nothing
  returning application_id, split_part(subject, '@', 2) as expires_at
), event as (
  ${outboxInsertSelect(
    'payment.link_reminder_due',
    "jsonb_build_object('applicationId', application_id, 'expiresAt', expires_at, 'expiresOn', to_char(expires_at::timestamptz at time zone $3, 'YYYY-MM-DD'))",
    'inserted',
  )}
)
select count(*)::int as n from inserted`;

/** The given filings (case, filing time, days waited) recorded once each as `platform_wait_overdue`, each raising its event. */
const PLATFORM_WAIT_SQL = `
with due as (
  select * from unnest($1::uuid[], $2::timestamptz[], $3::int[]) as d(application_id, filed_at, wait_days)
), inserted as (
  insert into case_follow_up (application_id, kind, subject, raised_at)
  select application_id, 'platform_wait_overdue', application_id::text || '@' || to_char(filed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), $4 from due
  on conflict (kind, subject) do nothing
  returning application_id
), event as (
  ${outboxInsertSelect(
    'case.platform_wait_overdue',
    "jsonb_build_object('applicationId', inserted.application_id, 'filedAt', due.filed_at, 'waitDays', due.wait_days)",
    'inserted join due on due.application_id = inserted.application_id',
  )}
)
select count(*)::int as n from inserted`;

/** A case waiting on the platform: when its appeal was filed (the step's history row). */
export interface WaitingCaseRow {
  id: string;
  platform: string;
  filed_at: Date;
}

/** What an owner alert is about, as it is now. */
export interface OwnerAlertFacts {
  caseNumber: string;
  ownerId: string | null;
  platform: string;
  status: string;
  /** The requests named that still have nothing. */
  documents: string[];
}

interface AlertRow {
  kind: FollowUpAlertKind;
  raised_at: Date;
  case_number: string;
  first_name: string;
  last_name: string;
  owner_id: string | null;
  labels: string[] | null;
}

/**
 * `case_follow_up`: the follow-ups raised, each with its event in one statement, and the owner
 * alerts still open (what they were about is still so) for the panel.
 */
@Injectable()
export class FollowUpsRepository {
  constructor(private readonly sql: SqlClient) {}

  private async count(name: string, text: string, values: unknown[]): Promise<number> {
    const rows = await this.sql.query<{ n: number }>(name, text, values);
    return rows[0]?.n ?? 0;
  }

  /** Reminds (once) of the requests made before `before` with nothing uploaded; returns the cases reminded. */
  remindDocuments(before: Date, now: Date): Promise<number> {
    return this.count('follow-up-documents-reminder', DOCUMENTS_REMINDER_SQL, [before, now]);
  }

  /** Alerts owners (once) of the requests reminded of before `before` and still without a file; returns the cases. */
  escalateDocuments(before: Date, now: Date): Promise<number> {
    return this.count('follow-up-documents-overdue', DOCUMENTS_OVERDUE_SQL, [before, now]);
  }

  /** Reminds (once per link) of the unused payment links expiring within `days` of `now`. */
  remindPaymentLinks(now: Date, days: number, timeZone: string): Promise<number> {
    return this.count('follow-up-payment-link', PAYMENT_LINK_SQL, [now, days, timeZone]);
  }

  /** Whether the case's payment link is still the one that expires at `expiresAt`, unused. */
  async paymentLinkCurrent(applicationId: string, expiresAt: string): Promise<boolean> {
    const rows = await this.sql.query(
      'follow-up-payment-link-current',
      `select 1 from application where id = $1::uuid and status = 'payment_sent' and payment_token is not null
         and date_trunc('milliseconds', payment_token_expires_at) = $2::timestamptz`,
      [applicationId, expiresAt],
    );
    return rows.length === 1;
  }

  /**
   * What an owner alert says, read when it is sent: the case, its owner, and the requests named that
   * still have nothing (`requestIds`; none asked: the platform wait). Null when the case is gone or over.
   */
  async alertFacts(applicationId: string, requestIds: string[]): Promise<OwnerAlertFacts | null> {
    const rows = await this.sql.query<{ case_number: string; owner_id: string | null; platform: string; status: string; labels: string[] }>(
      'follow-up-alert-facts',
      `select a.case_number, a.owner_id, a.platform, a.status,
         coalesce((select array_agg(r.label order by r.created_at) from document_request r
                   where r.application_id = a.id and r.id = any($2::uuid[]) and r.fulfilled_at is null), '{}') as labels
       from application a where a.id = $1::uuid and a.status not in ${ENDED}`,
      [applicationId, requestIds],
    );
    const row = rows[0];
    return row ? { caseNumber: row.case_number, ownerId: row.owner_id, platform: row.platform, status: row.status, documents: row.labels } : null;
  }

  /** The cases waiting on the platform, with the time their appeal was filed. */
  waitingOnPlatform(): Promise<WaitingCaseRow[]> {
    return this.sql.query(
      'follow-up-waiting-cases',
      `select a.id, a.platform, h.filed_at
       from application a
       cross join lateral (
         select max(at) as filed_at from case_history h
         where h.application_id = a.id and h.kind = 'status_changed' and h.to_status = 'appeal_filed'
       ) h
       where a.status = 'appeal_filed' and h.filed_at is not null`,
      [],
    );
  }

  /** Records (once per filing) and raises the platform-wait alerts given. */
  alertPlatformWaits(due: Array<{ id: string; filedAt: Date; waitDays: number }>, now: Date): Promise<number> {
    if (due.length === 0) return Promise.resolve(0);
    return this.count('follow-up-platform-wait', PLATFORM_WAIT_SQL, [
      due.map((item) => item.id),
      due.map((item) => item.filedAt),
      due.map((item) => item.waitDays),
      now,
    ]);
  }

  /**
   * The owner alerts still open, oldest first: documents still missing on a case still open, appeals
   * still waiting on the platform. `ownerId`: only that owner's cases.
   */
  async openAlerts(ownerId: string | null, limit: number): Promise<FollowUpAlert[]> {
    const rows = await this.sql.query<AlertRow>(
      'follow-up-open-alerts',
      `select f.kind, min(f.raised_at) as raised_at, a.case_number, a.first_name, a.last_name, a.owner_id,
         array_agg(r.label order by r.created_at) filter (where r.label is not null) as labels
       from case_follow_up f
       join application a on a.id = f.application_id
       left join document_request r on f.kind = 'documents_overdue' and r.id = f.subject::uuid
       where f.kind in ('documents_overdue', 'platform_wait_overdue')
         and a.status not in ${ENDED}
         and (f.kind <> 'documents_overdue' or r.fulfilled_at is null)
         and (f.kind <> 'platform_wait_overdue' or a.status = 'appeal_filed')
         and ($1::uuid is null or a.owner_id = $1::uuid)
       group by f.kind, a.id
       order by min(f.raised_at), a.case_number
       limit $2`,
      [ownerId, limit],
    );
    return rows.map((row) => ({
      kind: row.kind,
      since: new Date(row.raised_at).toISOString(),
      caseNumber: row.case_number,
      client: `${row.first_name} ${row.last_name}`.trim(),
      ownerId: row.owner_id,
      documents: row.labels ?? [],
    }));
  }
}
