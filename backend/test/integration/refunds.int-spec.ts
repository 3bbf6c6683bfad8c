import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { signedInStaff } from '../utils/admin';
import { eventually, sleep } from '../utils/eventually';
import { paidCase, type PaidCase } from '../utils/paid-case';
import { binaryBody, pdfText } from '../utils/pdf-text';
import { validCaseReview } from '../utils/fixtures';
import { SmtpSink } from '../utils/smtp-sink';
import { charge, deliver, stripeEvent, stripeSettings } from '../utils/stripe-events';
import { StripeStandIn } from '../utils/stripe-stand-in';
import { startTestApp, type TestApp } from '../utils/test-app';

describe('refunds', () => {
  let standIn: StripeStandIn;
  let smtp: SmtpSink;
  let t: TestApp;
  let staff: { username: string; token: string };

  beforeAll(async () => {
    standIn = await StripeStandIn.start();
    smtp = await SmtpSink.start();
    t = await startTestApp({ SMTP_URL: smtp.url, ...stripeSettings(standIn.url) });
    staff = await signedInStaff(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
    await standIn.stop();
  });

  const sql = <T>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);

  /** What the case shows of its refunds: status, history rows, events, refund rows, client e-mails, journal entries. */
  async function refundState(paid: PaidCase) {
    const [row] = await sql<Record<string, unknown>>(
      `select a.status,
         (select count(*) from case_history h where h.application_id = a.id and h.kind = 'payment_refunded')::int as history,
         (select count(*) from outbox_event e where e.type = 'payment.refunded' and e.payload->>'applicationId' = a.id::text)::int as events,
         (select coalesce(string_agg(r.source || ':' || r.amount || ':' || r.status, ',' order by r.created_at), '') from payment_refund r where r.application_id = a.id) as refunds,
         (select count(*) from audit_log l where l.application_id = a.id and l.action = 'payment_refunded')::int as journal
       from application a where a.id = ?`,
      [paid.applicationId],
    );
    return { ...row, emails: smtp.to(paid.email).filter((mail) => /refund|reembolso/i.test(mail.subject ?? '')).length };
  }

  const refund = (paid: PaidCase, body: Record<string, unknown>) =>
    request(t.url).post(`/api/admin/applications/${paid.applicationId}/refunds`).set('Authorization', `Bearer ${staff.token}`).send(body);

  it("a refund made in Stripe's dashboard (charge.refunded, signed) updates the case once, even sent 5 times and 5 times at once", async () => {
    const paid = await paidCase(t, standIn);
    const made = standIn.dashboardRefund(paid.intentId, 5000);
    const event = stripeEvent('charge.refunded', charge(paid.intentId, paid.chargeId, 5000));
    for (let i = 0; i < 5; i += 1) await deliver(t.url, event).expect(200);
    await Promise.all(Array.from({ length: 5 }, () => deliver(t.url, event).expect(200)));
    // The same refund under other events (Stripe also sends refund.created; a retry of charge.refunded gets a new id), at once.
    await Promise.all([
      deliver(t.url, stripeEvent('refund.created', { ...made })).expect(200),
      deliver(t.url, stripeEvent('charge.refunded', charge(paid.intentId, paid.chargeId, 5000))).expect(200),
    ]);
    const once = { status: 'partially_refunded', history: 1, events: 1, refunds: 'provider:5000:succeeded', journal: 1, emails: 1 };
    await eventually(async () => expect(await refundState(paid)).toEqual(once));

    const [entry] = await sql<{ actor: string; detail: Record<string, string> }>(
      `select actor, detail from audit_log where application_id = ? and action = 'payment_refunded'`,
      [paid.applicationId],
    );
    expect(entry).toEqual({ actor: 'Stripe', detail: expect.objectContaining({ amount: '$50.00 USD', source: 'provider', fullyRefunded: 'false' }) });
    const [mail] = smtp.to(paid.email).filter((sent) => /refund/i.test(sent.subject ?? ''));
    expect(mail!.subject).toBe(`Refund of $50.00 USD for case ${paid.caseNumber}`);
    expect(mail!.text).toContain('7 to 10 business days');
    expect(mail!.text).toContain('the card ending in 4242');

    // The rest, refunded in the dashboard too: the case is refunded, once more.
    standIn.dashboardRefund(paid.intentId, 15000);
    const rest = stripeEvent('charge.refunded', charge(paid.intentId, paid.chargeId, 20000));
    await Promise.all(Array.from({ length: 5 }, () => deliver(t.url, rest).expect(200)));
    await eventually(async () =>
      expect(await refundState(paid)).toEqual({
        status: 'refunded',
        history: 2,
        events: 2,
        refunds: 'provider:5000:succeeded,provider:15000:succeeded',
        journal: 2,
        emails: 2,
      }),
    );
    await sleep(300);
    expect((await refundState(paid)).emails).toBe(2);
  });

  it('a refund larger than what was paid, or than what is left after earlier refunds, is refused by the service and refunds nothing', async () => {
    const paid = await paidCase(t, standIn);
    const calls = standIn.refundRequests().length;
    const tooMuch = await refund(paid, { amount: 20001, reason: 'client_request', confirmationToken: randomUUID() }).expect(409);
    expect(tooMuch.body).toMatchObject({ refundable: 20000, errors: { amount: expect.stringContaining('larger than') } });
    expect(tooMuch.body.message).toMatch(/larger than what can still be refunded/);
    await refund(paid, { amount: 5000, reason: 'out_of_scope', note: 'Outside our scope', confirmationToken: randomUUID() }).expect(201);
    const left = await refund(paid, { amount: 15001, reason: 'client_request', confirmationToken: randomUUID() }).expect(409);
    expect(left.body.refundable).toBe(15000);
    await refund(paid, { amount: 0, reason: 'client_request', confirmationToken: randomUUID() }).expect(400);
    await refund(paid, { amount: 100, reason: 'because', confirmationToken: randomUUID() }).expect(400);
    // Only the one refund that fitted reached Stripe, and only it is recorded.
    expect(standIn.refundRequests().length - calls).toBe(1);
    expect(standIn.refundedOf(paid.intentId)).toBe(5000);
    await eventually(async () =>
      expect(await refundState(paid)).toMatchObject({ status: 'partially_refunded', refunds: 'staff:5000:succeeded', history: 1 }),
    );
  });

  it('two clicks at once with the same confirmation give one refund; two staff refunding everything at once refund once', async () => {
    const paid = await paidCase(t, standIn);
    const token = randomUUID();
    const body = { amount: 20000, reason: 'services_not_delivered', confirmationToken: token };
    const clicks = await Promise.all(Array.from({ length: 5 }, () => refund(paid, body)));
    expect(clicks.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const ids = new Set(clicks.map((answer) => answer.body.refund.id as string));
    expect(ids.size).toBe(1);
    expect(clicks.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
    expect(standIn.refunds.filter((made) => made.payment_intent === paid.intentId)).toHaveLength(1);
    const [sent] = standIn.refundRequests().filter((call) => call.form.get('payment_intent') === paid.intentId);
    expect(sent!.idempotencyKey).toBe(`refund-${[...ids][0]}`);
    expect(sent!.form.get('amount')).toBe('20000');
    expect(sent!.form.get('metadata[refundId]')).toBe([...ids][0]);

    const other = await paidCase(t, standIn);
    const race = await Promise.all(
      ['first', 'second', 'third'].map(() => refund(other, { amount: 20000, reason: 'client_request', confirmationToken: randomUUID() })),
    );
    expect(race.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(standIn.refundedOf(other.intentId)).toBe(20000);
    await eventually(async () =>
      expect(await refundState(other)).toEqual({ status: 'refunded', history: 1, events: 1, refunds: 'staff:20000:succeeded', journal: 1, emails: 1 }),
    );
    // A reused confirmation token with another amount is refused, and refunds nothing.
    await refund(paid, { ...body, amount: 100 }).expect(422);
  });

  it('staff refund $50 then the rest of a Spanish case: two e-mails in Spanish, the room and the receipt list both, a third is refused', async () => {
    const paid = await paidCase(t, standIn, 'es');
    const first = await refund(paid, { amount: 5000, reason: 'out_of_scope', confirmationToken: randomUUID() }).expect(201);
    expect(first.body.money).toMatchObject({ refunded: 5000, refundable: 15000 });
    expect(first.body.refund).toMatchObject({ amount: 5000, status: 'succeeded', source: 'staff', actor: staff.username });
    const second = await refund(paid, { amount: 15000, reason: 'out_of_scope', confirmationToken: randomUUID() }).expect(201);
    expect(second.body.money).toMatchObject({ refunded: 20000, refundable: 0 });
    const third = await refund(paid, { amount: 1, reason: 'other', confirmationToken: randomUUID() }).expect(409);
    expect(third.body.refundable).toBe(0);

    await eventually(async () => expect(await refundState(paid)).toMatchObject({ status: 'refunded', history: 2, emails: 2, journal: 2 }));
    const mails = smtp.to(paid.email).filter((mail) => /reembolso/i.test(mail.subject ?? ''));
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [`Reembolso de $150.00 USD para el caso ${paid.caseNumber}`, `Reembolso de $50.00 USD para el caso ${paid.caseNumber}`].sort(),
    );
    expect(mails.every((mail) => (mail.text ?? '').includes('de 7 a 10 días hábiles'))).toBe(true);

    const billing = await request(t.url).get(`/api/case-status/${paid.statusToken}/billing`).expect(200);
    expect(billing.body.refunds.map((item: { amount: number }) => item.amount)).toEqual([5000, 15000]);
    expect(billing.body.receipt).toMatchObject({ amount: 20000, refunded: 20000, cardLast4: '4242' });
    const receipt = await request(t.url)
      .get(`/api/case-status/${paid.statusToken}/receipt.pdf`)
      .buffer(true)
      .parse(binaryBody)
      .expect(200)
      .expect('Content-Type', 'application/pdf');
    const text = await pdfText(receipt.body as Buffer);
    expect(text).toContain(billing.body.receipt.number);
    expect(text).toContain(paid.caseNumber);
    expect(text).toContain('Tarjeta Visa terminada en 4242');
    expect(text).toContain('Reembolsos');
    expect(text).toContain('$50.00 USD');
    expect(text).toContain('$150.00 USD');
    expect(text).toMatch(/Pagado neto\s+\$0\.00 USD/);

    const room = await request(t.url).get(`/api/case-status/${paid.statusToken}`).expect(200);
    expect(room.body.status).toBe('refunded');
    expect(room.body.steps.at(-1)).toMatchObject({ status: 'refunded', reachedAt: expect.any(String) });
    expect(room.body.steps.map((step: { status: string }) => step.status)).toEqual(['review_submitted', 'expert_review', 'payment_sent', 'paid', 'refunded']);
  });

  it("a refund whose answer from Stripe is lost stays reserved, and the retry with the same confirmation settles it without refunding twice", async () => {
    const paid = await paidCase(t, standIn);
    const token = randomUUID();
    // Stripe makes the refund, but no answer comes back to the first call nor to the SDK's own retries.
    standIn.loseRefundAnswers(3);
    const lost = await refund(paid, { amount: 8000, reason: 'client_request', confirmationToken: token }).expect(502);
    expect(lost.body.message).toMatch(/did not confirm the refund yet/);
    expect(standIn.refundedOf(paid.intentId)).toBe(8000);
    const detail = await request(t.url)
      .get(`/api/admin/applications/${paid.applicationId}`)
      .set('Authorization', `Bearer ${staff.token}`)
      .expect(200);
    // The reserved amount cannot be refunded a second time meanwhile.
    expect(detail.body.money).toMatchObject({ refunded: 8000, refundable: 12000, refunds: [expect.objectContaining({ status: 'requested' })] });
    await refund(paid, { amount: 12001, reason: 'client_request', confirmationToken: randomUUID() }).expect(409);

    const retried = await refund(paid, { amount: 8000, reason: 'client_request', confirmationToken: token }).expect(200);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.body.refund).toMatchObject({ amount: 8000, status: 'succeeded' });
    expect(standIn.refunds.filter((made) => made.payment_intent === paid.intentId)).toHaveLength(1);
    await eventually(async () =>
      expect(await refundState(paid)).toEqual({ status: 'partially_refunded', history: 1, events: 1, refunds: 'staff:8000:succeeded', journal: 1, emails: 1 }),
    );
  });

  it('refuses a refund for a case without a card payment, and to anyone without a staff token', async () => {
    const created = await request(t.url).post('/api/submit-case-review').send(validCaseReview).expect(201);
    const [row] = await sql<{ id: string }>('select id from application where case_number = ?', [created.body.caseNumber]);
    const unpaid = { applicationId: row!.id } as PaidCase;
    const answer = await refund(unpaid, { amount: 100, reason: 'other', confirmationToken: randomUUID() }).expect(409);
    expect(answer.body.message).toBe('This case has no card payment to refund');
    await request(t.url)
      .post(`/api/admin/applications/${row!.id}/refunds`)
      .send({ amount: 100, reason: 'other', confirmationToken: randomUUID() })
      .expect(401);
    expect(await sql('select 1 from payment_refund where application_id = ?', [row!.id])).toEqual([]);
  });
});
