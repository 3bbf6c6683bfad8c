import { Injectable } from '@nestjs/common';
import type { DisputeOutcome, DisputeStatus } from '@reactivation/contracts';
import { SqlClient, type SqlRunner } from '../core/database/sql-client';
import { outboxInsertSelect } from '../core/events/outbox.sql';
import type { ProviderDispute } from './payment-gateway.port';

export interface DisputeRow {
  id: string;
  payment_id: string;
  application_id: string;
  provider_dispute_id: string;
  amount: number;
  currency: string;
  reason: string;
  status: DisputeStatus;
  due_by: Date | null;
  outcome: DisputeOutcome | null;
  opened_at: Date;
  closed_at: Date | null;
  evidence_submitted_at: Date | null;
}

const DISPUTE_COLUMNS = `id, payment_id, application_id, provider_dispute_id, amount, currency, reason, status, due_by, outcome,
  opened_at, closed_at, evidence_submitted_at`;

/** How a closed dispute ended: an inquiry closed without a chargeback keeps the money, as a won dispute does. */
export function outcomeOf(status: DisputeStatus): DisputeOutcome | null {
  if (status === 'won' || status === 'warning_closed') return 'won';
  if (status === 'lost') return 'lost';
  return null;
}

const RAISE_OPENED_SQL = outboxInsertSelect(
  'payment.dispute_opened',
  `jsonb_build_object('applicationId', $1::uuid, 'paymentId', $2::uuid, 'disputeId', $3::uuid)`,
  '(select 1) as one',
);
const RAISE_CLOSED_SQL = outboxInsertSelect(
  'payment.dispute_closed',
  `jsonb_build_object('applicationId', $1::uuid, 'paymentId', $2::uuid, 'disputeId', $3::uuid, 'outcome', $4::text)`,
  '(select 1) as one',
);
const RAISE_EVIDENCE_SQL = outboxInsertSelect(
  'payment.dispute_evidence',
  `jsonb_build_object('applicationId', $1::uuid, 'disputeId', $2::uuid, 'actor', $3::text, 'submitted', $4::boolean)`,
  '(select 1) as one',
);

/**
 * The payment_dispute table: one row per provider dispute, written with the provider event's claim
 * in one transaction, and `payment.dispute_opened` / `payment.dispute_closed` raised once each, when
 * the row is made and when it first closes (whatever order the provider's events arrive in).
 */
@Injectable()
export class DisputesRepository {
  constructor(private readonly sql: SqlClient) {}

  record(event: { eventId: string; eventType: string }, dispute: ProviderDispute): Promise<'duplicate' | 'unknown' | 'recorded'> {
    return this.sql.transaction(async (tx) => {
      const claimed = await tx.query(
        'payment-webhook-claim-dispute',
        `insert into payment_webhook_event (event_id, type, outcome) values ($1, $2, 'dispute') on conflict do nothing returning event_id`,
        [event.eventId, event.eventType],
      );
      if (claimed.length === 0) return 'duplicate';
      const [payment] = await tx.query<{ id: string; application_id: string }>(
        'dispute-lock-payment',
        `select id, application_id from payment
         where status = 'succeeded' and (intent_id = $1 or charge_id = $2) order by succeeded_at limit 1 for update`,
        [dispute.intentId, dispute.chargeId],
      );
      if (!payment) {
        await tx.query('payment-webhook-unknown', `update payment_webhook_event set outcome = 'unknown-payment' where event_id = $1`, [
          event.eventId,
        ]);
        return 'unknown';
      }
      const outcome = outcomeOf(dispute.status);
      const [created] = await tx.query<{ id: string }>(
        'dispute-insert',
        `insert into payment_dispute (payment_id, application_id, provider_dispute_id, amount, currency, reason, status, due_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8)
         on conflict (provider_dispute_id) do nothing returning id`,
        [payment.id, payment.application_id, dispute.providerDisputeId, dispute.amount, dispute.currency, dispute.reason, dispute.status, dispute.dueBy],
      );
      if (created) await tx.query('dispute-raise-opened', RAISE_OPENED_SQL, [payment.application_id, payment.id, created.id]);
      const [row] = await tx.query<DisputeRow>(
        'dispute-update',
        `update payment_dispute set status = $2, due_by = coalesce($3, due_by), amount = $4, reason = $5, updated_at = now()
         where provider_dispute_id = $1 returning ${DISPUTE_COLUMNS}`,
        [dispute.providerDisputeId, dispute.status, dispute.dueBy, dispute.amount, dispute.reason],
      );
      if (outcome && row && row.closed_at === null) {
        await tx.query(
          'dispute-close',
          `update payment_dispute set outcome = $2, closed_at = now() where id = $1`,
          [row.id, outcome],
        );
        await tx.query('dispute-raise-closed', RAISE_CLOSED_SQL, [payment.application_id, payment.id, row.id, outcome]);
      }
      return 'recorded';
    });
  }

  async byId(id: string): Promise<DisputeRow | null> {
    const [row] = await this.sql.query<DisputeRow>('dispute-by-id', `select ${DISPUTE_COLUMNS} from payment_dispute where id = $1`, [id]);
    return row ?? null;
  }

  ofCase(applicationId: string): Promise<DisputeRow[]> {
    return this.sql.query<DisputeRow>(
      'disputes-of-case',
      `select ${DISPUTE_COLUMNS} from payment_dispute where application_id = $1 order by opened_at, id`,
      [applicationId],
    );
  }

  /** Each case's latest dispute, for the flags of the case list (disputes are few: the whole set is read). */
  latestPerCase(): Promise<DisputeRow[]> {
    return this.sql.query<DisputeRow>(
      'disputes-latest-per-case',
      `select distinct on (application_id) ${DISPUTE_COLUMNS} from payment_dispute order by application_id, opened_at desc, id desc`,
      [],
    );
  }

  /** Staff built (or submitted) the evidence packet: the journal's event, and the submission's mark. */
  async recordEvidence(dispute: DisputeRow, actor: string, submitted: { fileId: string } | null, runner: SqlRunner = this.sql): Promise<void> {
    if (submitted) {
      await runner.query(
        'dispute-evidence-submitted',
        `update payment_dispute set evidence_submitted_at = now(), evidence_file_id = $2, updated_at = now() where id = $1`,
        [dispute.id, submitted.fileId],
      );
    }
    await runner.query('dispute-raise-evidence', RAISE_EVIDENCE_SQL, [dispute.application_id, dispute.id, actor, submitted !== null]);
  }

  /** Both in one transaction: the submission recorded and its journal event, or neither. */
  recordSubmission(dispute: DisputeRow, actor: string, fileId: string): Promise<void> {
    return this.sql.transaction((tx) => this.recordEvidence(dispute, actor, { fileId }, tx));
  }
}
