import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { signedInStaff } from '../utils/admin';
import { paidCase } from '../utils/paid-case';
import { stripeSettings } from '../utils/stripe-events';
import { StripeStandIn } from '../utils/stripe-stand-in';
import { report, startSecurityApp, type SecurityApp } from './security-app';

/**
 * Money can only go back once: staff (or a script holding a staff token, or a panel whose button is
 * clicked many times) send refunds of a paid case at once. Whatever arrives together, the refunds
 * recorded and made at Stripe never add up to more than was paid, and one confirmation is one refund.
 */
describe('attack: refunds of one payment sent at once', () => {
  let standIn: StripeStandIn;
  let t: SecurityApp;
  let token: string;

  beforeAll(async () => {
    standIn = await StripeStandIn.start();
    t = await startSecurityApp(stripeSettings(standIn.url));
    token = (await signedInStaff(t)).token;
  });
  afterAll(async () => {
    await t.close();
    await standIn.stop();
  });

  const refundsOf = async (applicationId: string): Promise<Array<{ amount: number }>> =>
    t.orm.em
      .getConnection()
      .execute<Array<{ amount: number }>>(
        `select amount from payment_refund where application_id = ? and status in ('requested', 'pending', 'succeeded')`,
        [applicationId],
      );
  const refund = (applicationId: string, amount: number, confirmationToken: string) =>
    request(t.url)
      .post(`/api/admin/applications/${applicationId}/refunds`)
      .set('Authorization', `Bearer ${token}`)
      .send({ amount, reason: 'client_request', confirmationToken });

  it('20 full refunds with 20 confirmations, at once: one is made, 19 refused, nothing over what was paid', async () => {
    const paid = await paidCase(t, standIn);
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(paid.applicationId, 20000, randomUUID())));
    const made = answers.filter((answer) => answer.status === 201);
    const stored = await refundsOf(paid.applicationId);
    report({ attack: '20 full refunds of one $200 payment at once (20 confirmations)', attempts: 20, refused: 20 - made.length, stored: stored.length });
    expect(made).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    expect(stored.reduce((sum: number, row: { amount: number }) => sum + row.amount, 0)).toBe(20000);
    expect(standIn.refundedOf(paid.intentId)).toBe(20000);
  });

  it('20 partial refunds of $15 at once: 13 fit in $200, the rest are refused', async () => {
    const paid = await paidCase(t, standIn);
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(paid.applicationId, 1500, randomUUID())));
    const stored = await refundsOf(paid.applicationId);
    report({ attack: '20 refunds of $15 of one $200 payment at once', attempts: 20, refused: answers.filter((a) => a.status !== 201).length, stored: stored.length });
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(13);
    expect(stored.reduce((sum: number, row: { amount: number }) => sum + row.amount, 0)).toBe(19500);
    expect(standIn.refundedOf(paid.intentId)).toBe(19500);
  });

  it('one confirmation clicked 20 times at once: one refund', async () => {
    const paid = await paidCase(t, standIn);
    const confirmation = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(paid.applicationId, 5000, confirmation)));
    const stored = await refundsOf(paid.applicationId);
    report({ attack: 'one refund confirmation sent 20 times at once', attempts: 20, refused: 0, stored: stored.length });
    expect(new Set(answers.map((answer) => answer.body.refund?.id))).toEqual(new Set([expect.any(String)]));
    expect(stored).toEqual([{ amount: 5000 }]);
    expect(standIn.refunds.filter((made) => made.payment_intent === paid.intentId)).toHaveLength(1);
  });
});
