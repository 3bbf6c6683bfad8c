import { Injectable } from '@nestjs/common';
import type { CaseStatus, Locale } from '@reactivation/contracts';
import { randomUUID } from 'node:crypto';
import { SqlClient } from '../core/database/sql-client';
import { outboxInsertSelect } from '../core/events/outbox.sql';
import { fromRow, insertColumns, insertValues, selectList } from './case-columns';
import type { CaseRow } from './case-fields';
import type { CaseRecord } from './case-record';
import type { CreatedCase, NewCase, SubmitOutcome } from './new-case';
import type { PayableCaseRecord } from './payable-cases.service';

/*
 * The application, its documents and its `case.submitted` event go in as one prepared statement:
 * data-modifying CTEs run exactly once and commit together, and one round trip instead of
 * BEGIN/INSERT/INSERT/COMMIT keeps intake fast under load (see scripts/bench/intake.ts).
 *
 * $1 is the new case's id, $2 the Idempotency-Key's claim (null without one), $3 the fingerprint's
 * claim, $4 the fingerprint, $5 and $6 how long each claim lives, $7 the documents as JSON, $8 the
 * client's text-message consent as JSON (null without one: it rides in the `case.submitted` event,
 * where texting stores it, so the consent commits with the case or not at all), $9 and $10 the appeal
 * deadline and its rules' version (computed before the insert, ADR 0031). The case's own fields follow
 * from $11 on: the columns and their values both come from case-fields.ts,
 * in its order, so a field declared there is stored without touching this statement.
 *
 * The same statement keeps a retried submission from making a second case (ADR 0024). `gate`
 * claims the answers' fingerprint ($3): the primary key lets one claim in; a concurrent one waits
 * for it to commit and then claims nothing (a claim past its `expires_at` is taken over), so no
 * case, document or event follows. It is not tried when the Idempotency-Key ($2) is already
 * claimed (`known`). A new case also claims its key. A statement that makes no case leaves the
 * answer to `CLAIMS_SQL`, which runs after the winner committed and so sees it.
 */
const FIELDS_FROM = 11;
const fields = insertColumns(FIELDS_FROM);
const INSERT_CASE_SQL = `
with known as (
  select 1 from submission_claim where claim = $2 and expires_at > now()
), gate as (
  insert into submission_claim (claim, application_id, fingerprint, expires_at)
  select $3, $1, $4, now() + make_interval(secs => $5) where not exists (select 1 from known)
  on conflict (claim) do update
    set application_id = excluded.application_id, fingerprint = excluded.fingerprint, created_at = now(), expires_at = excluded.expires_at
    where submission_claim.expires_at <= now()
  returning application_id
), app as (
  insert into application (id, appeal_due_on, appeal_rules_version, ${fields.columns})
  select gate.application_id, $9::date, $10, ${fields.placeholders} from gate
  returning id, case_number
), key_claim as (
  insert into submission_claim (claim, application_id, fingerprint, expires_at)
  select $2, app.id, $4, now() + make_interval(secs => $6) from app where $2::text is not null
  on conflict (claim) do update
    set application_id = excluded.application_id, fingerprint = excluded.fingerprint, created_at = now(), expires_at = excluded.expires_at
    where submission_claim.expires_at <= now()
), docs as (
  insert into application_document (id, application_id, storage_key, original_name, content_type, size_bytes)
  select d.id, app.id, d.storage_key, d.original_name, d.content_type, d.size_bytes
  from app, jsonb_to_recordset($7::jsonb) as d(id uuid, storage_key text, original_name text, content_type text, size_bytes integer)
), event as (
  ${outboxInsertSelect(
    'case.submitted',
    "jsonb_strip_nulls(jsonb_build_object('applicationId', app.id, 'caseNumber', app.case_number, 'textConsent', $8::jsonb))",
    'app',
  )}
)
select id, case_number from app`;

/** A case as other modules read it, with the number of its documents. */
const RECORD_SQL = `
select ${selectList('record')},
  (select count(*)::int from application_document d where d.application_id = application.id) as document_count
from application where id = $1`;

/** The live claims of a submission that made no case: its key's and its fingerprint's, with their case. */
const CLAIMS_SQL = `
select c.claim, c.fingerprint, a.id, a.case_number
from submission_claim c join application a on a.id = c.application_id
where c.claim = any($1::text[]) and c.expires_at > now()`;

/** A live claim can be missed only if its case was deleted or it expired in between; then the submission is tried again. */
const SUBMIT_ATTEMPTS = 3;

/** The statuses a payment moves to paid: the home form's new case, or a case sent a payment link. */
const PAYABLE_STATUSES: readonly CaseStatus[] = ['review_submitted', 'expert_review', 'payment_sent'];

/*
 * A received payment moves its case to paid with one `payment_received` history row, in one
 * statement. Once per case: a repeated payment.succeeded finds the case paid (or the history row
 * there, if staff moved it on since), and a concurrent one waits for the row lock and then no longer
 * matches. Like the payment before it, it raises no case.status_changed: the client and staff hear
 * of the payment through payment.succeeded's own e-mails, and the audit log records staff actions.
 */
const MARK_PAID_SQL = `
with moved as (
  update application set status = 'paid', updated_at = now()
  where id = $1 and status = any($2::text[])
    and not exists (select 1 from case_history h where h.application_id = $1 and h.kind = 'payment_received')
  returning id
), history as (
  insert into case_history (application_id, kind, to_status) select id, 'payment_received', 'paid' from moved
)
select id from moved`;

/*
 * A refund moves its case to partially_refunded, or refunded once nothing is left, with one
 * `payment_refunded` history row per refund: the row is claimed first (unique per kind and ref_id),
 * so a repeated or concurrent event inserts nothing and moves nothing. A fully refunded case never
 * goes back to partially_refunded, whatever order the refunds' events arrive in.
 */
const MARK_REFUNDED_SQL = `
with current_case as (
  select id, status from application where id = $1 for update
), history as (
  insert into case_history (application_id, kind, from_status, to_status, ref_id)
  select id, 'payment_refunded', status,
         case when $3::boolean or status = 'refunded' then 'refunded' else 'partially_refunded' end, $2::uuid
  from current_case
  on conflict (kind, ref_id) where ref_id is not null do nothing
  returning application_id, to_status
), moved as (
  update application a set status = h.to_status, updated_at = now() from history h where a.id = h.application_id
  returning a.id
)
select id from moved`;

/** A card dispute opened or closed: one history row per dispute and kind; the case's status stays. */
const RECORD_DISPUTE_SQL = `
insert into case_history (application_id, kind, ref_id)
select id, $2, $3::uuid from application where id = $1
on conflict (kind, ref_id) where ref_id is not null do nothing
returning id`;

const PAYABLE_COLUMNS = selectList('payable');

@Injectable()
export class CasesRepository {
  constructor(private readonly sql: SqlClient) {}

  /** Stores the case unless a live claim says it is a retry of an earlier submission (see INSERT_CASE_SQL). */
  async insertWithEvent(input: NewCase): Promise<SubmitOutcome> {
    const { identity } = input;
    const keyClaim = identity.key === undefined ? null : `key:${identity.key}`;
    const fingerprintClaim = `fp:${identity.fingerprint}`;
    for (let attempt = 1; attempt <= SUBMIT_ATTEMPTS; attempt += 1) {
      const created = await this.insert(input, keyClaim, fingerprintClaim);
      if (created) return { kind: 'created', case: created };
      const claims = await this.sql.query<{ claim: string; fingerprint: string; id: string; case_number: string }>('submission-claims', CLAIMS_SQL, [
        [keyClaim ?? fingerprintClaim, fingerprintClaim],
      ]);
      const byKey = claims.find((row) => row.claim === keyClaim);
      if (byKey && byKey.fingerprint !== identity.fingerprint) return { kind: 'keyReused' };
      const holder = byKey ?? claims.find((row) => row.claim === fingerprintClaim);
      if (holder) return { kind: 'repeated', case: { id: holder.id, caseNumber: holder.case_number } };
    }
    throw new Error(`No case made and no live claim found after ${SUBMIT_ATTEMPTS} attempts`);
  }

  private async insert(input: NewCase, keyClaim: string | null, fingerprintClaim: string): Promise<CreatedCase | null> {
    const documents = input.documents.map((doc) => ({
      id: doc.id,
      storage_key: doc.storageKey,
      original_name: doc.originalName,
      content_type: doc.contentType,
      size_bytes: doc.sizeBytes,
    }));
    const { identity } = input;
    const rows = await this.sql.query<{ id: string; case_number: string }>('insert-case', INSERT_CASE_SQL, [
      randomUUID(),
      keyClaim,
      fingerprintClaim,
      identity.fingerprint,
      identity.windowSeconds,
      identity.keyTtlSeconds,
      JSON.stringify(documents),
      input.textConsent ? JSON.stringify(input.textConsent) : null,
      input.appealDeadline?.dueOn ?? null,
      input.appealDeadline?.rulesVersion ?? null,
      ...insertValues(input),
    ]);
    const row = rows[0];
    return row ? { id: row.id, caseNumber: row.case_number } : null;
  }

  /** Uses application_email_idx. */
  async existsFrom(email: string, since: Date): Promise<boolean> {
    const rows = await this.sql.query(
      'case-exists-from',
      `select 1 from application where lower(email) = lower($1) and created_at >= $2 limit 1`,
      [email, since],
    );
    return rows.length > 0;
  }

  async findRecord(id: string): Promise<CaseRecord | null> {
    const [row] = await this.sql.query<CaseRow<'record'> & { document_count: number }>('case-record-by-id', RECORD_SQL, [id]);
    return row ? { ...fromRow('record', row), documentCount: row.document_count } : null;
  }

  async payableById(id: string): Promise<PayableCaseRecord | null> {
    const [row] = await this.sql.query<CaseRow<'payable'>>(
      'payable-case-by-id',
      `select ${PAYABLE_COLUMNS} from application where id = $1`,
      [id],
    );
    return row ? fromRow('payable', row) : null;
  }

  async payableByPaymentToken(token: string): Promise<(PayableCaseRecord & { linkExpired: boolean }) | null> {
    const [row] = await this.sql.query<CaseRow<'payable'> & { link_expired: boolean }>(
      'payable-case-by-payment-token',
      `select ${PAYABLE_COLUMNS}, coalesce(payment_token_expires_at <= now(), false) as link_expired
       from application where payment_token = $1`,
      [token],
    );
    return row ? { ...fromRow('payable', row), linkExpired: row.link_expired } : null;
  }

  /** The case of a status link (the case room's token), as the payment pages read a case. */
  async payableByStatusToken(token: string): Promise<(PayableCaseRecord & { locale: Locale }) | null> {
    const [row] = await this.sql.query<CaseRow<'payable'> & { locale: Locale }>(
      'payable-case-by-status-token',
      `select ${PAYABLE_COLUMNS}, locale from application where status_token = $1`,
      [token],
    );
    return row ? { ...fromRow('payable', row), locale: row.locale } : null;
  }

  /** True when this refund moved the case now (false: recorded before, or no such case). */
  async markRefunded(id: string, refundId: string, fullyRefunded: boolean): Promise<boolean> {
    return (await this.sql.query('case-mark-refunded', MARK_REFUNDED_SQL, [id, refundId, fullyRefunded])).length === 1;
  }

  /** True when the dispute's opening (or closing) went into the case's history now. */
  async recordDispute(id: string, kind: 'dispute_opened' | 'dispute_closed', disputeId: string): Promise<boolean> {
    return (await this.sql.query('case-record-dispute', RECORD_DISPUTE_SQL, [id, kind, disputeId])).length === 1;
  }

  /** True when the case moved to paid now. */
  async markPaid(id: string): Promise<boolean> {
    return (await this.sql.query('case-mark-paid', MARK_PAID_SQL, [id, PAYABLE_STATUSES])).length === 1;
  }
}
