import { Injectable } from '@nestjs/common';
import type { RefundReason, RefundState } from '@reactivation/contracts';
import { SqlClient, type SqlRunner } from '../core/database/sql-client';
import { outboxInsertSelect } from '../core/events/outbox.sql';
import type { ProviderRefund } from './payment-gateway.port';

export interface RefundRow {
  id: string;
  payment_id: string;
  application_id: string;
  amount: number;
  currency: string;
  status: RefundState;
  source: 'staff' | 'provider';
  reason: RefundReason;
  note: string | null;
  actor: string | null;
  confirmation_token: string | null;
  provider_refund_id: string | null;
  created_at: Date;
}

/** The received payment a refund gives back from, locked for the transaction. */
interface LockedPayment {
  id: string;
  application_id: string;
  amount: number;
  currency: string;
  intent_id: string;
}

/** What a staff refund's reservation found. */
export type Reservation =
  | { kind: 'reserved'; refund: RefundRow; intentId: string }
  | { kind: 'replay'; refund: RefundRow; intentId: string }
  | { kind: 'noPayment' }
  | { kind: 'tokenReused' }
  | { kind: 'exceeds'; refundable: number };

export interface StaffRefund {
  amount: number;
  reason: RefundReason;
  note: string | null;
  confirmationToken: string;
  actor: string;
}

const REFUND_COLUMNS = `id, payment_id, application_id, amount, currency, status, source, reason, note, actor, confirmation_token,
  provider_refund_id, created_at`;

/** Money that is gone or going back: what can no longer be refunded. */
const COUNTED = `('requested', 'pending', 'succeeded')`;

const RAISE_REFUNDED_SQL = outboxInsertSelect(
  'payment.refunded',
  `jsonb_build_object('applicationId', $1::uuid, 'paymentId', $2::uuid, 'refundId', $3::uuid, 'fullyRefunded', $4::boolean, 'actor', $5::text)`,
  '(select 1) as one',
);

/**
 * The payment_refund table. Every write locks the case's received payment first (`for update`), so
 * staff's reservations, their settlement and the provider's word on refunds are applied one at a
 * time per payment: the sum of what is refunded can never pass what was paid, and a refund raises
 * its `payment.refunded` once, when it first counts as money going back.
 */
@Injectable()
export class RefundsRepository {
  constructor(private readonly sql: SqlClient) {}

  /**
   * Staff's refund, reserved before the provider is asked: under the payment's lock, a known
   * confirmation token answers its refund (a double click, a retry), and the amount must fit in what
   * was paid minus every refund requested, under way or done.
   */
  reserve(applicationId: string, input: StaffRefund): Promise<Reservation> {
    return this.sql.transaction(async (tx) => {
      const payment = await this.lockPaymentOfCase(tx, applicationId);
      if (!payment) return { kind: 'noPayment' };
      const [known] = await tx.query<RefundRow>(
        'refund-by-token',
        `select ${REFUND_COLUMNS} from payment_refund where confirmation_token = $1`,
        [input.confirmationToken],
      );
      if (known) {
        const same = known.application_id === applicationId && known.amount === input.amount && known.reason === input.reason;
        return same ? { kind: 'replay', refund: known, intentId: payment.intent_id } : { kind: 'tokenReused' };
      }
      const refundable = payment.amount - (await this.counted(tx, payment.id));
      if (input.amount > refundable) return { kind: 'exceeds', refundable: Math.max(refundable, 0) };
      const [refund] = await tx.query<RefundRow>(
        'refund-reserve',
        `insert into payment_refund (payment_id, application_id, amount, currency, status, source, reason, note, actor, confirmation_token)
         values ($1, $2, $3, $4, 'requested', 'staff', $5, $6, $7, $8)
         returning ${REFUND_COLUMNS}`,
        [payment.id, applicationId, input.amount, payment.currency, input.reason, input.note, input.actor, input.confirmationToken],
      );
      return { kind: 'reserved', refund: refund!, intentId: payment.intent_id };
    });
  }

  /** The provider's answer to staff's refund, applied as any word of the provider is. */
  async settle(refund: RefundRow, provider: ProviderRefund): Promise<RefundRow> {
    return this.sql.transaction(async (tx) => {
      const payment = await this.lockPayment(tx, refund.payment_id);
      await this.apply(tx, payment!, { ...provider, ourRefundId: refund.id });
      return (await this.byId(refund.id, tx))!;
    });
  }

  /** The provider refused staff's refund: nothing moved, and the amount is free again. */
  async markFailed(refundId: string, error: string): Promise<RefundRow> {
    const [row] = await this.sql.query<RefundRow>(
      'refund-mark-failed',
      `update payment_refund set status = 'failed', last_error = $2, updated_at = now() where id = $1 and status = 'requested'
       returning ${REFUND_COLUMNS}`,
      [refundId, error.slice(0, 500)],
    );
    return row ?? (await this.byId(refundId))!;
  }

  /**
   * The provider's word on the refunds of a payment (a webhook), once per provider event: the event's
   * id is claimed in the same transaction. 'duplicate' when it was handled before, 'unknown' when no
   * received payment of ours has that intent.
   */
  recordFromProvider(
    event: { eventId: string; eventType: string },
    intentId: string,
    refunds: ProviderRefund[],
  ): Promise<'duplicate' | 'unknown' | 'recorded'> {
    return this.sql.transaction(async (tx) => {
      const claimed = await tx.query(
        'payment-webhook-claim-refunds',
        `insert into payment_webhook_event (event_id, type, outcome) values ($1, $2, 'refunds') on conflict do nothing returning event_id`,
        [event.eventId, event.eventType],
      );
      if (claimed.length === 0) return 'duplicate';
      const [payment] = await tx.query<LockedPayment>(
        'refund-lock-payment-by-intent',
        `select id, application_id, amount, currency, intent_id from payment where intent_id = $1 and status = 'succeeded' for update`,
        [intentId],
      );
      if (!payment) {
        await tx.query('payment-webhook-unknown', `update payment_webhook_event set outcome = 'unknown-payment' where event_id = $1`, [
          event.eventId,
        ]);
        return 'unknown';
      }
      for (const refund of refunds) {
        if (refund.intentId === null || refund.intentId === intentId) await this.apply(tx, payment, refund);
      }
      return 'recorded';
    });
  }

  async byId(id: string, runner: SqlRunner = this.sql): Promise<RefundRow | null> {
    const [row] = await runner.query<RefundRow>('refund-by-id', `select ${REFUND_COLUMNS} from payment_refund where id = $1`, [id]);
    return row ?? null;
  }

  /** A case's refunds, oldest first. */
  ofCase(applicationId: string): Promise<RefundRow[]> {
    return this.sql.query<RefundRow>(
      'refunds-of-case',
      `select ${REFUND_COLUMNS} from payment_refund where application_id = $1 order by created_at, id`,
      [applicationId],
    );
  }

  /**
   * One refund as the provider keeps it, for a locked payment: found by our id (a refund staff
   * started) or the provider's, else recorded as one made at the provider. It raises
   * `payment.refunded` when it first counts as money going back (pending or succeeded).
   */
  private async apply(tx: SqlRunner, payment: LockedPayment, refund: ProviderRefund): Promise<void> {
    const [mine] = refund.ourRefundId
      ? await tx.query<RefundRow>(
          'refund-ours-for-update',
          `select ${REFUND_COLUMNS} from payment_refund where id = $1 and payment_id = $2 for update`,
          [refund.ourRefundId, payment.id],
        )
      : [];
    const [known] = mine
      ? [mine]
      : await tx.query<RefundRow>(
          'refund-by-provider-id-for-update',
          `select ${REFUND_COLUMNS} from payment_refund where provider_refund_id = $1 for update`,
          [refund.providerRefundId],
        );
    const movesMoney = refund.status === 'pending' || refund.status === 'succeeded';
    if (!known) {
      const [created] = await tx.query<RefundRow>(
        'refund-from-provider',
        `insert into payment_refund (payment_id, application_id, amount, currency, status, source, reason, provider_refund_id)
         values ($1, $2, $3, $4, $5, 'provider', $6, $7)
         returning ${REFUND_COLUMNS}`,
        [payment.id, payment.application_id, refund.amount, refund.currency, refund.status, refund.reason, refund.providerRefundId],
      );
      if (movesMoney) await this.raiseRefunded(tx, payment, created!);
      return;
    }
    // A final state stays final: a late "pending" never undoes "succeeded", "failed" or "canceled".
    const next = known.status === 'requested' || known.status === 'pending' ? refund.status : known.status;
    await tx.query(
      'refund-apply-provider',
      `update payment_refund set status = $2, provider_refund_id = coalesce(provider_refund_id, $3), updated_at = now() where id = $1`,
      [known.id, next, refund.providerRefundId],
    );
    if (known.status === 'requested' && movesMoney) await this.raiseRefunded(tx, payment, known);
  }

  private async raiseRefunded(tx: SqlRunner, payment: LockedPayment, refund: RefundRow): Promise<void> {
    const [done] = await tx.query<{ total: number }>(
      'refund-done-total',
      `select coalesce(sum(amount), 0)::int as total from payment_refund where payment_id = $1 and status in ('pending', 'succeeded')`,
      [payment.id],
    );
    await tx.query('refund-raise-refunded', RAISE_REFUNDED_SQL, [
      payment.application_id,
      payment.id,
      refund.id,
      (done?.total ?? 0) >= payment.amount,
      refund.actor,
    ]);
  }

  private async counted(tx: SqlRunner, paymentId: string): Promise<number> {
    const [row] = await tx.query<{ total: number }>(
      'refund-counted-total',
      `select coalesce(sum(amount), 0)::int as total from payment_refund where payment_id = $1 and status in ${COUNTED}`,
      [paymentId],
    );
    return row?.total ?? 0;
  }

  private async lockPaymentOfCase(tx: SqlRunner, applicationId: string): Promise<LockedPayment | null> {
    const [payment] = await tx.query<LockedPayment>(
      'refund-lock-payment-of-case',
      `select id, application_id, amount, currency, intent_id from payment
       where application_id = $1 and status = 'succeeded' order by succeeded_at limit 1 for update`,
      [applicationId],
    );
    return payment ?? null;
  }

  private async lockPayment(tx: SqlRunner, paymentId: string): Promise<LockedPayment | null> {
    const [payment] = await tx.query<LockedPayment>(
      'refund-lock-payment',
      `select id, application_id, amount, currency, intent_id from payment where id = $1 for update`,
      [paymentId],
    );
    return payment ?? null;
  }
}
