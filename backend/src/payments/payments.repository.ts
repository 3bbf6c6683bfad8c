import { Injectable } from '@nestjs/common';
import type { PaymentMode } from '@reactivation/contracts';
import { SqlClient } from '../core/database/sql-client';
import { outboxInsertSelect } from '../core/events/outbox.sql';

/** The attempt a new intent belongs to; `intent` is set when the attempt already has one. */
export interface Attempt {
  paymentId: string;
  attempt: number;
  intent: { intentId: string; clientSecret: string } | null;
}

export interface ProviderPayment {
  eventId: string;
  eventType: string;
  intentId: string;
  amount: number;
  currency: string;
  applicationId: string | undefined;
}

/** What handling a payment event did, for the log and the tests. */
export type SuccessOutcome = 'duplicate' | 'mismatch' | 'already-succeeded' | 'paid';

/** A payment of a case, as the workers read it after payment.succeeded, and as its receipt shows it. */
export interface SucceededPayment {
  id: string;
  applicationId: string;
  amount: number;
  currency: string;
  paidAt: Date;
  receiptNumber: string;
  gateway: PaymentMode;
  intentId: string;
  cardBrand: string | null;
  cardLast4: string | null;
}

type SucceededRow = {
  id: string;
  application_id: string;
  amount: number;
  currency: string;
  succeeded_at: Date;
  receipt_number: string;
  gateway: PaymentMode;
  intent_id: string;
  card_brand: string | null;
  card_last4: string | null;
};

const SUCCEEDED_COLUMNS = 'id, application_id, amount, currency, succeeded_at, receipt_number, gateway, intent_id, card_brand, card_last4';

function toSucceeded(row: SucceededRow): SucceededPayment {
  return {
    id: row.id,
    applicationId: row.application_id,
    amount: row.amount,
    currency: row.currency,
    paidAt: new Date(row.succeeded_at),
    receiptNumber: row.receipt_number,
    gateway: row.gateway,
    intentId: row.intent_id,
    cardBrand: row.card_brand,
    cardLast4: row.card_last4,
  };
}

/**
 * Marks the payment succeeded with its receipt number (R-<year>-<six digits or more>, from a sequence:
 * numbered in the order payments succeed, never reused) and raises payment.succeeded, in one statement
 * of the caller's transaction.
 */
const MARK_SUCCEEDED_SQL = `
with paid as (
  update payment set status = 'succeeded', succeeded_at = now(), last_error = null,
    receipt_number = 'R-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('payment_receipt_seq')::text, 6, '0')
  where id = $1 and status <> 'succeeded'
  returning id, application_id
), event as (
  ${outboxInsertSelect('payment.succeeded', "jsonb_build_object('applicationId', paid.application_id, 'paymentId', paid.id)", 'paid')}
)
select id from paid`;

type LatestAttempt = {
  id: string;
  attempt: number;
  status: string;
  gateway: string;
  intent_id: string | null;
  client_secret: string | null;
};

/** The payment and payment_webhook_event tables. The case a payment is for is the cases module's (PayableCasesService). */
@Injectable()
export class PaymentsRepository {
  constructor(private readonly sql: SqlClient) {}

  /** Whether the case has a succeeded payment. */
  async hasSucceeded(applicationId: string): Promise<boolean> {
    const rows = await this.sql.query(
      'payment-has-succeeded',
      `select 1 from payment where application_id = $1 and status = 'succeeded' limit 1`,
      [applicationId],
    );
    return rows.length > 0;
  }

  /**
   * The attempt to charge on, under a lock on the case's payments so two tabs never open two attempts:
   * the latest unfinished attempt of this gateway if there is one (retried with the same idempotency
   * key), else a new one. Null when the case has a succeeded payment.
   */
  claimAttempt(applicationId: string, gateway: PaymentMode, amount: number, currency: string): Promise<Attempt | null> {
    return this.sql.transaction(async (tx) => {
      await tx.query('payment-attempt-lock', `select pg_advisory_xact_lock(hashtext('payment-attempt:' || $1::text))`, [
        applicationId,
      ]);
      const [latest] = await tx.query<LatestAttempt>(
        'payment-latest-attempt',
        `select id, attempt, status, gateway, intent_id, client_secret from payment where application_id = $1 order by attempt desc limit 1`,
        [applicationId],
      );
      const succeeded = await tx.query(
        'payment-has-succeeded',
        `select 1 from payment where application_id = $1 and status = 'succeeded' limit 1`,
        [applicationId],
      );
      if (succeeded.length > 0) return null;
      if (latest && latest.gateway === gateway && (latest.status === 'creating' || latest.status === 'pending')) {
        const intent =
          latest.intent_id && latest.client_secret ? { intentId: latest.intent_id, clientSecret: latest.client_secret } : null;
        return { paymentId: latest.id, attempt: latest.attempt, intent };
      }
      const attempt = (latest?.attempt ?? 0) + 1;
      const [created] = await tx.query<{ id: string }>(
        'payment-new-attempt',
        `insert into payment (application_id, attempt, gateway, amount, currency) values ($1, $2, $3, $4, $5) returning id`,
        [applicationId, attempt, gateway, amount, currency],
      );
      return { paymentId: created!.id, attempt, intent: null };
    });
  }

  async markPending(paymentId: string, intentId: string, clientSecret: string): Promise<void> {
    await this.sql.query(
      'payment-mark-pending',
      `update payment set intent_id = $1, client_secret = $2, status = 'pending' where id = $3 and status = 'creating'`,
      [intentId, clientSecret, paymentId],
    );
  }

  async pendingTestPayment(clientSecret: string) {
    const [row] = await this.sql.query<{
      id: string;
      intent_id: string;
      amount: number;
      currency: string;
      application_id: string;
    }>(
      'payment-pending-test',
      `select id, intent_id, amount, currency, application_id from payment where client_secret = $1 and gateway = 'test'`,
      [clientSecret],
    );
    return row ?? null;
  }

  /**
   * A provider's word that an intent succeeded, handled once per event: the event id is claimed
   * first (a repeat finds it taken), then the payment must match our record (same intent,
   * application, amount and currency) before it is marked succeeded with its payment.succeeded
   * event, all in one transaction. The cases module marks the case paid on that event.
   */
  recordSuccess(event: ProviderPayment, expected: { amount: number; currency: string }): Promise<SuccessOutcome> {
    return this.sql.transaction(async (tx) => {
      const claimed = await tx.query(
        'payment-webhook-claim-handled',
        `insert into payment_webhook_event (event_id, type, outcome) values ($1, $2, 'handled') on conflict do nothing returning event_id`,
        [event.eventId, event.eventType],
      );
      if (claimed.length === 0) return 'duplicate';
      const [payment] = await tx.query<{ id: string; application_id: string; amount: number; currency: string; status: string }>(
        'payment-by-intent-for-update',
        `select id, application_id, amount, currency, status from payment where intent_id = $1 for update`,
        [event.intentId],
      );
      const matches =
        payment !== undefined &&
        payment.application_id === event.applicationId &&
        event.amount === expected.amount &&
        payment.amount === expected.amount &&
        event.currency === expected.currency &&
        payment.currency === expected.currency;
      if (!matches) {
        await tx.query('payment-webhook-mismatch', `update payment_webhook_event set outcome = 'mismatch' where event_id = $1`, [
          event.eventId,
        ]);
        return 'mismatch';
      }
      if (payment.status === 'succeeded') return 'already-succeeded';
      await tx.query('payment-mark-succeeded', MARK_SUCCEEDED_SQL, [payment.id]);
      return 'paid';
    });
  }

  /** A failed or cancelled intent; never undoes a success (a late failure event is stale). */
  recordFailure(event: { eventId: string; eventType: string; intentId: string; message: string }): Promise<boolean> {
    return this.sql.transaction(async (tx) => {
      const claimed = await tx.query(
        'payment-webhook-claim-failure',
        `insert into payment_webhook_event (event_id, type, outcome) values ($1, $2, 'failure') on conflict do nothing returning event_id`,
        [event.eventId, event.eventType],
      );
      if (claimed.length === 0) return false;
      const updated = await tx.query(
        'payment-mark-failed',
        `update payment set status = 'failed', last_error = $1 where intent_id = $2 and status in ('creating', 'pending') returning id`,
        [event.message.slice(0, 500), event.intentId],
      );
      return updated.length > 0;
    });
  }

  /** A succeeded payment, or null when the payment has not succeeded. */
  async succeeded(paymentId: string): Promise<SucceededPayment | null> {
    const [row] = await this.sql.query<SucceededRow>(
      'payment-succeeded-by-id',
      `select ${SUCCEEDED_COLUMNS} from payment where id = $1 and status = 'succeeded'`,
      [paymentId],
    );
    return row ? toSucceeded(row) : null;
  }

  /** The case's received payment (a case is paid at most once), or null. */
  async succeededOfCase(applicationId: string): Promise<SucceededPayment | null> {
    const [row] = await this.sql.query<SucceededRow>(
      'payment-succeeded-of-case',
      `select ${SUCCEEDED_COLUMNS} from payment where application_id = $1 and status = 'succeeded' order by succeeded_at limit 1`,
      [applicationId],
    );
    return row ? toSucceeded(row) : null;
  }

  /** The charge behind an intent and the card it was made with (the receipt's "card ending …"), once known. */
  async recordCharge(intentId: string, chargeId: string, card: { brand: string | null; last4: string | null } | null): Promise<void> {
    const last4 = card?.last4 && /^\d{4}$/.test(card.last4) ? card.last4 : null;
    await this.sql.query(
      'payment-record-charge',
      `update payment set charge_id = $2, card_brand = coalesce($3, card_brand), card_last4 = coalesce($4, card_last4) where intent_id = $1`,
      [intentId, chargeId, card?.brand ?? null, last4],
    );
  }
}
