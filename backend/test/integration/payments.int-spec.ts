import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import request from 'supertest';
import { signedInStaff } from '../utils/admin';
import { eventually, sleep } from '../utils/eventually';
import { validCaseReview } from '../utils/fixtures';
import { RedisProcess } from '../utils/redis-process';
import { SmtpSink } from '../utils/smtp-sink';
import { StripeStandIn } from '../utils/stripe-stand-in';
import { acceptTerms, acceptTermsForLink } from '../utils/terms';
import { startTestApp, type TestApp } from '../utils/test-app';
import { QUEUES } from '../../src/core/queue/queues';

const WEBHOOK_SECRET = 'whsec_test_payments_integration';
const STAFF = 'staff@cases.test';
const stripeKeys = (standIn: StripeStandIn) => ({
  STRIPE_SECRET_KEY: 'sk_test_integration',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_integration',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: standIn.url,
});
// Only for its signing helper: the SDK's own test header, exactly as Stripe signs.
const signer = new Stripe('sk_test_signing_only');

interface Paying {
  applicationId: string;
  caseNumber: string;
  email: string;
  clientSecret: string;
  intentId: string;
}

describe('payments through Stripe', () => {
  let standIn: StripeStandIn;
  let smtp: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    standIn = await StripeStandIn.start();
    smtp = await SmtpSink.start();
    t = await startTestApp({ SMTP_URL: smtp.url, ...stripeKeys(standIn) });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
    await standIn.stop();
  });

  const sql = <T>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);

  async function newCaseWithIntent(locale: 'en' | 'es' = 'en'): Promise<Paying> {
    const email = `payer-${randomUUID()}@example.com`;
    const created = await request(t.url)
      .post('/api/submit-case-review')
      .send({ ...validCaseReview, email, locale })
      .expect(201);
    const [row] = await sql<{ id: string }>('select id from application where case_number = ?', [created.body.caseNumber]);
    await acceptTerms(t.url, row!.id, locale);
    const intent = await request(t.url).post('/api/create-payment-intent').send({ applicationId: row!.id }).expect(200);
    return {
      applicationId: row!.id,
      caseNumber: created.body.caseNumber,
      email,
      clientSecret: intent.body.clientSecret,
      intentId: (intent.body.clientSecret as string).split('_secret_')[0]!,
    };
  }

  function succeededEvent(
    paying: Paying,
    override: { amount?: number; currency?: string; applicationId?: string; id?: string } = {},
  ) {
    return {
      id: override.id ?? `evt_${randomUUID().replace(/-/g, '')}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      api_version: '2025-01-27.acacia',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: {
        object: {
          id: paying.intentId,
          object: 'payment_intent',
          amount: override.amount ?? 20000,
          amount_received: override.amount ?? 20000,
          currency: override.currency ?? 'usd',
          status: 'succeeded',
          metadata: { applicationId: override.applicationId ?? paying.applicationId, caseNumber: paying.caseNumber },
        },
      },
    };
  }

  const deliver = (payload: string, header: string) =>
    request(t.url)
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', header)
      .send(payload);
  const signed = (event: object, timestamp?: number) => {
    const payload = JSON.stringify(event);
    return {
      payload,
      header: signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, ...(timestamp ? { timestamp } : {}) }),
    };
  };
  const state = async (paying: Paying) =>
    (
      await sql<Record<string, unknown>>(
        `select a.status,
           (select string_agg(p.status, ',' order by p.attempt) from payment p where p.application_id = a.id) as payments,
           (select count(*) from case_history h where h.application_id = a.id and h.kind = 'payment_received')::int as paid_transitions,
           (select count(*) from outbox_event e where e.type = 'payment.succeeded' and e.payload->>'applicationId' = a.id::text)::int as events,
           (select count(*) from conversion c where c.application_id = a.id)::int as conversions
         from application a where a.id = ?`,
        [paying.applicationId],
      )
    )[0];
  /** A case paid once: its one payment succeeded, one history row, one event, one conversion. */
  const PAID_ONCE = { status: 'paid', payments: 'succeeded', paid_transitions: 1, events: 1, conversions: 1 };

  it('creates a PaymentIntent of 20000 USD cents with the case in metadata, automatic payment methods and an idempotency key, once per attempt', async () => {
    const before = standIn.intentRequests().length;
    const paying = await newCaseWithIntent();
    const [sent] = standIn.intentRequests().slice(before);
    expect(sent!.form.get('amount')).toBe('20000');
    expect(sent!.form.get('currency')).toBe('usd');
    expect(sent!.form.get('automatic_payment_methods[enabled]')).toBe('true');
    expect(sent!.form.get('metadata[applicationId]')).toBe(paying.applicationId);
    expect(sent!.form.get('metadata[caseNumber]')).toBe(paying.caseNumber);
    expect(sent!.idempotencyKey).toBe(`payment-${paying.applicationId}-attempt-1`);
    // Asking again (a reload, a second tab) gives the same open intent, with no new call to Stripe.
    const again = await request(t.url)
      .post('/api/create-payment-intent')
      .send({ applicationId: paying.applicationId })
      .expect(200);
    expect(again.body).toEqual({
      clientSecret: paying.clientSecret,
      caseNumber: paying.caseNumber,
      amount: 20000,
      currency: 'usd',
      mode: 'stripe',
    });
    expect(standIn.intentRequests().length).toBe(before + 1);
    const config = await request(t.url).get('/api/config').expect(200);
    expect(config.body.payment).toEqual({ mode: 'stripe', publishableKey: 'pk_test_integration' });
  });

  it('a valid payment_intent.succeeded marks the case paid once, e-mails the client and staff, and records the conversion', async () => {
    const paying = await newCaseWithIntent('es');
    const { payload, header } = signed(succeededEvent(paying));
    await deliver(payload, header).expect(200, { received: true });
    // The payment and its event are recorded at once; the cases module marks the case paid on that event.
    expect(await state(paying)).toMatchObject({ payments: 'succeeded', events: 1 });
    await eventually(async () => expect(await state(paying)).toEqual(PAID_ONCE));
    const [conversion] = await sql<Record<string, unknown>>(
      'select transaction_id, value, currency from conversion where application_id = ?',
      [paying.applicationId],
    );
    expect(conversion).toEqual({ transaction_id: paying.caseNumber, value: '200.00', currency: 'USD' });
    const receipt = await eventually(() => {
      const mails = smtp.to(paying.email).filter((mail) => mail.subject?.startsWith('Recibimos tu pago'));
      if (mails.length === 0) throw new Error('no receipt yet');
      return mails[0]!;
    });
    expect(receipt.subject).toContain(paying.caseNumber);
    expect(receipt.text).toContain('$200.00 USD');
    expect(receipt.text).toContain('/case/');
    const [paidAlert] = await eventually(() => {
      const alerts = smtp.to(STAFF).filter((mail) => mail.subject?.includes(`Оплата получена: ${paying.caseNumber}`));
      expect(alerts).toHaveLength(1);
      return alerts;
    });
    expect(paidAlert!.text).toContain(`/admin/cases/${paying.caseNumber}`);
    // A paid case refuses new intents, and its link page would say it is paid.
    await request(t.url).post('/api/create-payment-intent').send({ applicationId: paying.applicationId }).expect(409);
  });

  it('the same event 10 times in a row and 10 times at once gives one paid transition, one e-mail per recipient, one conversion', async () => {
    const sequential = await newCaseWithIntent();
    const event = signed(succeededEvent(sequential));
    for (let i = 0; i < 10; i += 1) await deliver(event.payload, event.header).expect(200);

    const concurrent = await newCaseWithIntent();
    const burst = signed(succeededEvent(concurrent));
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(burst.payload, burst.header)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));

    for (const paying of [sequential, concurrent]) {
      await eventually(async () => expect(await state(paying)).toEqual(PAID_ONCE));
      await eventually(() =>
        expect(smtp.to(paying.email).filter((mail) => mail.subject?.includes('Payment received'))).toHaveLength(1),
      );
      await eventually(() =>
        expect(
          smtp.to(STAFF).filter((mail) => mail.subject?.includes(paying.caseNumber) && mail.subject.includes('Оплата')),
        ).toHaveLength(1),
      );
    }
    // Different event ids for the same intent (Stripe never does this, but) change nothing more either.
    const other = signed(succeededEvent(sequential));
    await deliver(other.payload, other.header).expect(200);
    await sleep(600);
    expect(await state(sequential)).toEqual(PAID_ONCE);
    expect(smtp.to(sequential.email).filter((mail) => mail.subject?.includes('Payment received'))).toHaveLength(1);
  });

  it('refuses a bad signature, an altered body and a timestamp older than 300 s with 400, changing nothing', async () => {
    const paying = await newCaseWithIntent();
    const event = succeededEvent(paying);
    const good = signed(event);
    const before = await state(paying);
    const wrongSecret = signer.webhooks.generateTestHeaderString({ payload: good.payload, secret: 'whsec_someone_else' });
    await deliver(good.payload, wrongSecret).expect(400);
    await deliver(good.payload.replace('"amount":20000', '"amount":20001'), good.header).expect(400);
    const stale = signed(event, Math.floor(Date.now() / 1000) - 301);
    await deliver(stale.payload, stale.header).expect(400);
    await request(t.url).post('/api/stripe/webhook').set('Content-Type', 'application/json').send(good.payload).expect(400);
    expect(await state(paying)).toEqual(before);
    const [seen] = await sql<{ n: number }>('select count(*)::int as n from payment_webhook_event where event_id = ?', [
      event.id,
    ]);
    expect(seen!.n).toBe(0);
    // The genuine delivery still works afterwards.
    await deliver(good.payload, good.header).expect(200);
    await eventually(async () => expect((await state(paying))!.status).toBe('paid'));
  });

  it.each([
    ['a wrong amount', { amount: 100 }],
    ['a wrong currency', { currency: 'eur' }],
    ['another case', { applicationId: randomUUID() }],
  ])('does not mark a case paid for %s', async (_label, override) => {
    const paying = await newCaseWithIntent();
    const { payload, header } = signed(succeededEvent(paying, override));
    await deliver(payload, header).expect(200);
    expect(await state(paying)).toEqual({
      status: 'review_submitted',
      payments: 'pending',
      paid_transitions: 0,
      events: 0,
      conversions: 0,
    });
  });

  it('a failure arriving after the success is stale and changes nothing; a failure before it lets the client try again', async () => {
    const paying = await newCaseWithIntent();
    const failed = (id: string) =>
      signed({
        id,
        object: 'event',
        type: 'payment_intent.payment_failed',
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: paying.intentId,
            object: 'payment_intent',
            amount: 20000,
            currency: 'usd',
            last_payment_error: { message: 'Your card was declined.' },
            metadata: {},
          },
        },
      });
    const first = failed(`evt_fail_${randomUUID()}`);
    await deliver(first.payload, first.header).expect(200);
    expect((await state(paying))!.payments).toBe('failed');
    // A new attempt: a new intent under a new idempotency key.
    const retry = await request(t.url)
      .post('/api/create-payment-intent')
      .send({ applicationId: paying.applicationId })
      .expect(200);
    expect(retry.body.clientSecret).not.toBe(paying.clientSecret);
    expect(standIn.intentRequests().at(-1)!.idempotencyKey).toBe(`payment-${paying.applicationId}-attempt-2`);
    const second = {
      ...paying,
      clientSecret: retry.body.clientSecret,
      intentId: (retry.body.clientSecret as string).split('_secret_')[0]!,
    };
    const success = signed(succeededEvent(second));
    await deliver(success.payload, success.header).expect(200);
    const late = failed(`evt_fail_${randomUUID()}`);
    const lateForSecond = late.payload.replace(paying.intentId, second.intentId);
    await deliver(
      lateForSecond,
      signer.webhooks.generateTestHeaderString({ payload: lateForSecond, secret: WEBHOOK_SECRET }),
    ).expect(200);
    await eventually(async () =>
      expect(await state(paying)).toEqual({
        status: 'paid',
        payments: 'failed,succeeded',
        paid_transitions: 1,
        events: 1,
        conversions: expect.any(Number),
      }),
    );
  });

  it('a payment link page reads the case, takes an intent, and says paid once the fee is received', async () => {
    const email = `link-payer-${randomUUID()}@example.com`;
    const created = await request(t.url)
      .post('/api/submit-case-review')
      .send({ ...validCaseReview, email })
      .expect(201);
    const [row] = await sql<{ id: string }>('select id from application where case_number = ?', [created.body.caseNumber]);
    const staff = await signedInStaff(t);
    const link = await request(t.url)
      .post(`/api/admin/applications/${row!.id}/payment-link`)
      .set('Authorization', `Bearer ${staff.token}`)
      .expect(201);
    const info = await request(t.url).get(`/api/payment/${link.body.token}`).expect(200);
    expect(info.body).toEqual({
      clientName: 'Marcus Reed',
      caseNumber: created.body.caseNumber,
      platform: 'Uber',
      amount: 20000,
      currency: 'usd',
      status: 'payment_sent',
      paid: false,
    });
    await acceptTermsForLink(t.url, link.body.token);
    const intent = await request(t.url).post(`/api/payment/${link.body.token}/intent`).expect(200);
    const paying = {
      applicationId: row!.id,
      caseNumber: created.body.caseNumber,
      email,
      clientSecret: intent.body.clientSecret,
      intentId: intent.body.clientSecret.split('_secret_')[0],
    };
    const { payload, header } = signed(succeededEvent(paying));
    await deliver(payload, header).expect(200);
    // Paid at once (the payment succeeded); the case's status follows when the cases module has taken the event.
    expect((await request(t.url).get(`/api/payment/${link.body.token}`).expect(200)).body).toMatchObject({ paid: true });
    await eventually(async () =>
      expect((await request(t.url).get(`/api/payment/${link.body.token}`).expect(200)).body).toMatchObject({
        status: 'paid',
        paid: true,
      }),
    );
    await request(t.url).post(`/api/payment/${link.body.token}/intent`).expect(409);
    const unknown = await request(t.url)
      .get(`/api/payment/${'x'.repeat(43)}`)
      .expect(404);
    expect(unknown.body.message).toBe('Invalid payment link');
    await request(t.url).post('/api/payments/test/confirm').send({ clientSecret: paying.clientSecret }).expect(404);
  });
});

describe('payments with the offline test gateway', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('takes a test payment through the same fulfilment as a webhook, once', async () => {
    const created = await request(t.url).post('/api/submit-case-review').send(validCaseReview).expect(201);
    const rows = await t.orm.em
      .getConnection()
      .execute<Array<{ id: string }>>('select id from application where case_number = ?', [created.body.caseNumber]);
    await acceptTerms(t.url, rows[0]!.id);
    const intent = await request(t.url).post('/api/create-payment-intent').send({ applicationId: rows[0]!.id }).expect(200);
    expect(intent.body.mode).toBe('test');
    expect((await request(t.url).get('/api/config').expect(200)).body.payment).toEqual({ mode: 'test', publishableKey: null });
    await request(t.url).post('/api/payments/test/confirm').send({ clientSecret: 'test_pi_unknown_secret_x' }).expect(404);
    const confirmed = await request(t.url)
      .post('/api/payments/test/confirm')
      .send({ clientSecret: intent.body.clientSecret })
      .expect(200);
    expect(confirmed.body).toEqual({ success: true, caseNumber: created.body.caseNumber });
    await request(t.url).post('/api/payments/test/confirm').send({ clientSecret: intent.body.clientSecret }).expect(200);
    await eventually(async () => {
      const [state] = await t.orm.em.getConnection().execute<Array<Record<string, unknown>>>(
        `select a.status, (select count(*) from case_history h where h.application_id = a.id and h.kind = 'payment_received')::int as paid
           from application a where a.id = ?`,
        [rows[0]!.id],
      );
      expect(state).toEqual({ status: 'paid', paid: 1 });
    });
    await request(t.url).post('/api/create-payment-intent').send({ applicationId: rows[0]!.id }).expect(409);
    await request(t.url).post('/api/stripe/webhook').send({}).expect(404);
  });

  it('payment.succeeded delivered twice to the cases queue, one after the other and at once, marks the case paid once', async () => {
    const created = await request(t.url).post('/api/submit-case-review').send(validCaseReview).expect(201);
    const sql = <T>(text: string, params: unknown[]) => t.orm.em.getConnection().execute<T[]>(text, params);
    const [row] = await sql<{ id: string }>('select id from application where case_number = ?', [created.body.caseNumber]);
    await acceptTerms(t.url, row!.id);
    const intent = await request(t.url).post('/api/create-payment-intent').send({ applicationId: row!.id }).expect(200);
    await request(t.url).post('/api/payments/test/confirm').send({ clientSecret: intent.body.clientSecret }).expect(200);
    const state = async () =>
      (
        await sql<Record<string, unknown>>(
          `select a.status, a.updated_at,
             (select count(*) from case_history h where h.application_id = a.id and h.kind = 'payment_received')::int as history
           from application a where a.id = ?`,
          [row!.id],
        )
      )[0]!;
    await eventually(async () => expect(await state()).toMatchObject({ status: 'paid', history: 1 }));
    const before = await state();
    const [event] = await sql<{ id: string; payload: { applicationId: string; paymentId: string }; created_at: string }>(
      `select id, payload, created_at from outbox_event where type = 'payment.succeeded' and payload->>'applicationId' = ?`,
      [row!.id],
    );
    const job = {
      eventId: event!.id,
      type: 'payment.succeeded',
      payload: event!.payload,
      occurredAt: new Date(event!.created_at).toISOString(),
    };
    // The same event again under other job ids (a re-drive whose first job Redis lost): once, then twice at once.
    const queue = t.app.get<Queue>(getQueueToken(QUEUES.cases));
    const again = [await queue.add('payment.succeeded', job, { jobId: `again-1-${event!.id}` })];
    await eventually(async () => expect(await again[0]!.isCompleted()).toBe(true));
    again.push(
      ...(await Promise.all(
        ['again-2', 'again-3'].map((prefix) => queue.add('payment.succeeded', job, { jobId: `${prefix}-${event!.id}` })),
      )),
    );
    await eventually(async () =>
      expect(await Promise.all(again.map((added) => added.isCompleted()))).toEqual([true, true, true]),
    );
    expect(await state()).toEqual(before);
  });

  it('a case whose payment.succeeded arrives twice at once, before it was paid, gets one history row', async () => {
    const created = await request(t.url).post('/api/submit-case-review').send(validCaseReview).expect(201);
    const sql = <T>(text: string, params: unknown[]) => t.orm.em.getConnection().execute<T[]>(text, params);
    const [row] = await sql<{ id: string }>('select id from application where case_number = ?', [created.body.caseNumber]);
    // The event as payments would raise it, recorded in the outbox (consumers act only on what it holds) and
    // marked published so the relay leaves it; its job goes straight onto the cases queue twice, only the cases module reacts.
    const eventId = randomUUID();
    const job = {
      eventId,
      type: 'payment.succeeded',
      payload: { applicationId: row!.id, paymentId: randomUUID() },
      occurredAt: new Date().toISOString(),
    };
    await sql(`insert into outbox_event (id, type, payload, published_at) values (?, 'payment.succeeded', ?::jsonb, now())`, [
      eventId,
      JSON.stringify(job.payload),
    ]);
    const queue = t.app.get<Queue>(getQueueToken(QUEUES.cases));
    const jobs = await Promise.all(
      ['first', 'second'].map((name) => queue.add('payment.succeeded', job, { jobId: `${name}-${eventId}` })),
    );
    await eventually(async () => expect(await Promise.all(jobs.map((added) => added.isCompleted()))).toEqual([true, true]));
    const [state] = await sql<Record<string, unknown>>(
      `select a.status, (select count(*) from case_history h where h.application_id = a.id and h.kind = 'payment_received')::int as history
         from application a where a.id = ?`,
      [row!.id],
    );
    expect(state).toEqual({ status: 'paid', history: 1 });
  });
});

describe('a Stripe webhook while Redis is down', () => {
  let redis: RedisProcess;
  let smtp: SmtpSink;
  let standIn: StripeStandIn;
  let t: TestApp;

  beforeAll(async () => {
    redis = await RedisProcess.start();
    smtp = await SmtpSink.start();
    standIn = await StripeStandIn.start();
    t = await startTestApp({ REDIS_URL: redis.url, SMTP_URL: smtp.url, ...stripeKeys(standIn) });
  });
  afterAll(async () => {
    await t.close();
    await redis.kill();
    await smtp.stop();
    await standIn.stop();
  });

  it('records the payment; the case is marked paid and the e-mails go out once Redis is back', async () => {
    const email = `outage-payer-${randomUUID()}@example.com`;
    const created = await request(t.url)
      .post('/api/submit-case-review')
      .send({ ...validCaseReview, email })
      .expect(201);
    const rows = await t.orm.em
      .getConnection()
      .execute<Array<{ id: string }>>('select id from application where case_number = ?', [created.body.caseNumber]);
    await acceptTerms(t.url, rows[0]!.id);
    const intent = await request(t.url).post('/api/create-payment-intent').send({ applicationId: rows[0]!.id }).expect(200);
    await eventually(() => expect(smtp.to(email)).toHaveLength(1)); // the case confirmation, before the outage

    await redis.kill();
    const payload = JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: intent.body.clientSecret.split('_secret_')[0],
          object: 'payment_intent',
          amount: 20000,
          amount_received: 20000,
          currency: 'usd',
          metadata: { applicationId: rows[0]!.id },
        },
      },
    });
    await request(t.url)
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))
      .send(payload)
      .expect(200);
    const caseStatus = async () =>
      (
        await t.orm.em
          .getConnection()
          .execute<Array<{ status: string }>>('select status from application where id = ?', [rows[0]!.id])
      )[0]!.status;
    const [payment] = await t.orm.em
      .getConnection()
      .execute<Array<{ status: string }>>('select status from payment where application_id = ?', [rows[0]!.id]);
    expect(payment!.status).toBe('succeeded');
    // The client's payment page already says paid (from the payment); the case moves when its event is delivered.
    await request(t.url).post('/api/create-payment-intent').send({ applicationId: rows[0]!.id }).expect(409);
    await sleep(1000);
    expect(smtp.to(email)).toHaveLength(1);
    expect(await caseStatus()).toBe('review_submitted');

    await redis.start();
    await eventually(async () => expect(await caseStatus()).toBe('paid'), 30_000);
    await eventually(
      () => expect(smtp.to(email).filter((mail) => mail.subject?.includes('Payment received'))).toHaveLength(1),
      30_000,
    );
    await sleep(500);
    expect(smtp.to(email)).toHaveLength(2);
  });
});
