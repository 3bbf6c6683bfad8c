import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PAID_STATUSES, type CaseStatus, type Locale, type PaymentMode } from '@reactivation/contracts';
import { outboxInsertSelect } from '../core/events/outbox.sql';

/** A case as the payment pages need it. */
export interface PayableCase {
  id: string;
  caseNumber: string;
  firstName: string;
  lastName: string;
  platform: string;
  status: CaseStatus;
  /** The fee is received (a succeeded payment, or a status at or past paid). */
  paid: boolean;
}

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

/** A received payment and its case, as the workers read it after payment.succeeded. */
export interface ReceivedPayment {
  applicationId: string;
  caseNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  locale: Locale;
  statusToken: string;
  amount: number;
  currency: string;
  paidAt: Date;
}

/** What handling a payment event did, for the log and the tests. */
export type SuccessOutcome = 'duplicate' | 'mismatch' | 'already-succeeded' | 'paid' | 'recorded';

type CaseRow = {
  id: string;
  case_number: string;
  first_name: string;
  last_name: string;
  platform: string;
  status: CaseStatus;
  paid: boolean;
};

/** A SQL list of our own status constants (the driver would spread an array parameter). */
const sqlList = (statuses: readonly CaseStatus[]) => statuses.map((status) => `'${status}'`).join(', ');

const CASE_COLUMNS = `a.id, a.case_number, a.first_name, a.last_name, a.platform, a.status,
  (a.status in (${sqlList(PAID_STATUSES)}) or exists (select 1 from payment p where p.application_id = a.id and p.status = 'succeeded')) as paid`;

function toCase(row: CaseRow | undefined): PayableCase | null {
  if (!row) return null;
  return {
    id: row.id,
    caseNumber: row.case_number,
    firstName: row.first_name,
    lastName: row.last_name,
    platform: row.platform,
    status: row.status,
    paid: row.paid,
  };
}

/** The statuses a payment moves to paid: the home form's new case, or a case sent a payment link. */
const PAYABLE_STATUSES: readonly CaseStatus[] = ['review_submitted', 'expert_review', 'payment_sent'];

/** Marks the payment and its case paid and raises payment.succeeded, in the caller's transaction. */
const MARK_PAID_SQL = `
with paid as (
  update payment set status = 'succeeded', succeeded_at = now(), last_error = null
  where id = ? and status <> 'succeeded'
  returning id, application_id
), moved as (
  update application a set status = 'paid', updated_at = now()
  from paid where a.id = paid.application_id and a.status in (${sqlList(PAYABLE_STATUSES)})
  returning a.id
), history as (
  insert into case_history (application_id, kind, to_status) select id, 'payment_received', 'paid' from moved
), event as (
  ${outboxInsertSelect('payment.succeeded', "jsonb_build_object('applicationId', paid.application_id, 'paymentId', paid.id)", 'paid')}
)
select (select count(*) from paid)::int as paid, (select count(*) from moved)::int as moved`;

@Injectable()
export class PaymentsRepository {
  constructor(private readonly em: EntityManager) {}

  /** A statement outside any transaction. */
  private run<T = unknown[]>(sql: string, params: unknown[]): Promise<T> {
    return this.em.getConnection().execute(sql, params) as Promise<T>;
  }

  async caseById(id: string): Promise<PayableCase | null> {
    const rows = await this.run<CaseRow[]>(`select ${CASE_COLUMNS} from application a where a.id = ?`, [id]);
    return toCase(rows[0]);
  }

  /** The case of a payment link, and whether the link has passed its lifetime. */
  async caseByPaymentToken(token: string): Promise<(PayableCase & { linkExpired: boolean }) | null> {
    const rows = await this.run<Array<CaseRow & { link_expired: boolean }>>(
      `select ${CASE_COLUMNS}, coalesce(a.payment_token_expires_at <= now(), false) as link_expired
       from application a where a.payment_token = ?`,
      [token],
    );
    const found = toCase(rows[0]);
    return found ? { ...found, linkExpired: rows[0]!.link_expired } : null;
  }

  /**
   * The attempt to charge on, under a lock on the case so two tabs never open two attempts: the
   * latest unfinished attempt of this gateway if there is one (retried with the same idempotency key),
   * else a new one. Null when the case is paid.
   */
  claimAttempt(applicationId: string, gateway: PaymentMode, amount: number, currency: string): Promise<Attempt | null> {
    return this.em.fork().transactional(async (tx) => {
      const [locked] = await tx.execute<CaseRow[]>(`select ${CASE_COLUMNS} from application a where a.id = ? for update of a`, [
        applicationId,
      ]);
      if (!locked || locked.paid) return null;
      const [latest] = await tx.execute<
        Array<{
          id: string;
          attempt: number;
          status: string;
          gateway: string;
          intent_id: string | null;
          client_secret: string | null;
        }>
      >(
        `select id, attempt, status, gateway, intent_id, client_secret from payment where application_id = ? order by attempt desc limit 1`,
        [applicationId],
      );
      if (latest && latest.gateway === gateway && (latest.status === 'creating' || latest.status === 'pending')) {
        const intent =
          latest.intent_id && latest.client_secret ? { intentId: latest.intent_id, clientSecret: latest.client_secret } : null;
        return { paymentId: latest.id, attempt: latest.attempt, intent };
      }
      const attempt = (latest?.attempt ?? 0) + 1;
      const [created] = await tx.execute<Array<{ id: string }>>(
        `insert into payment (application_id, attempt, gateway, amount, currency) values (?, ?, ?, ?, ?) returning id`,
        [applicationId, attempt, gateway, amount, currency],
      );
      return { paymentId: created!.id, attempt, intent: null };
    });
  }

  async markPending(paymentId: string, intentId: string, clientSecret: string): Promise<void> {
    await this.run(
      `update payment set intent_id = ?, client_secret = ?, status = 'pending' where id = ? and status = 'creating'`,
      [intentId, clientSecret, paymentId],
    );
  }

  async pendingTestPayment(clientSecret: string) {
    const rows = await this.run<
      Array<{ id: string; intent_id: string; amount: number; currency: string; application_id: string; case_number: string }>
    >(
      `select p.id, p.intent_id, p.amount, p.currency, p.application_id, a.case_number
       from payment p join application a on a.id = p.application_id
       where p.client_secret = ? and p.gateway = 'test'`,
      [clientSecret],
    );
    return rows[0] ?? null;
  }

  /**
   * A provider's word that an intent succeeded, handled once per event: the event id is claimed
   * first (a repeat finds it taken), then the payment must match our record (same intent,
   * application, amount and currency) before it and its case are marked paid, all in one transaction.
   */
  recordSuccess(event: ProviderPayment, expected: { amount: number; currency: string }): Promise<SuccessOutcome> {
    return this.em.fork().transactional(async (tx) => {
      const claimed = await tx.execute<Array<{ event_id: string }>>(
        `insert into payment_webhook_event (event_id, type, outcome) values (?, ?, 'handled') on conflict do nothing returning event_id`,
        [event.eventId, event.eventType],
      );
      if (claimed.length === 0) return 'duplicate';
      const [payment] = await tx.execute<
        Array<{ id: string; application_id: string; amount: number; currency: string; status: string }>
      >(`select id, application_id, amount, currency, status from payment where intent_id = ? for update`, [event.intentId]);
      const matches =
        payment !== undefined &&
        payment.application_id === event.applicationId &&
        event.amount === expected.amount &&
        payment.amount === expected.amount &&
        event.currency === expected.currency &&
        payment.currency === expected.currency;
      if (!matches) {
        await tx.execute(`update payment_webhook_event set outcome = 'mismatch' where event_id = ?`, [event.eventId]);
        return 'mismatch';
      }
      if (payment.status === 'succeeded') return 'already-succeeded';
      const [result] = await tx.execute<Array<{ paid: number; moved: number }>>(MARK_PAID_SQL, [payment.id]);
      return result && result.moved > 0 ? 'paid' : 'recorded';
    });
  }

  /** A failed or cancelled intent; never undoes a success (a late failure event is stale). */
  recordFailure(event: { eventId: string; eventType: string; intentId: string; message: string }): Promise<boolean> {
    return this.em.fork().transactional(async (tx) => {
      const claimed = await tx.execute<Array<{ event_id: string }>>(
        `insert into payment_webhook_event (event_id, type, outcome) values (?, ?, 'failure') on conflict do nothing returning event_id`,
        [event.eventId, event.eventType],
      );
      if (claimed.length === 0) return false;
      const updated = await tx.execute<Array<{ id: string }>>(
        `update payment set status = 'failed', last_error = ? where intent_id = ? and status in ('creating', 'pending') returning id`,
        [event.message.slice(0, 500), event.intentId],
      );
      return updated.length > 0;
    });
  }

  /** For the workers: what a payment.succeeded e-mail and conversion need. */
  async paidCase(paymentId: string): Promise<ReceivedPayment | null> {
    const rows = await this.run<
      Array<{
        application_id: string;
        case_number: string;
        first_name: string;
        last_name: string;
        email: string;
        locale: Locale;
        status_token: string;
        amount: number;
        currency: string;
        succeeded_at: string;
      }>
    >(
      `select a.id as application_id, a.case_number, a.first_name, a.last_name, a.email, a.locale, a.status_token, p.amount, p.currency, p.succeeded_at
       from payment p join application a on a.id = p.application_id where p.id = ? and p.status = 'succeeded'`,
      [paymentId],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      applicationId: row.application_id,
      caseNumber: row.case_number,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      locale: row.locale,
      statusToken: row.status_token,
      amount: row.amount,
      currency: row.currency,
      paidAt: new Date(row.succeeded_at),
    };
  }
}
