import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { eventually } from './eventually';
import { validCaseReview } from './fixtures';
import { charge, deliver, paymentSucceeded, stripeEvent } from './stripe-events';
import type { StripeStandIn } from './stripe-stand-in';
import { acceptTerms } from './terms';
import type { TestApp } from './test-app';

export interface PaidCase {
  applicationId: string;
  caseNumber: string;
  email: string;
  statusToken: string;
  intentId: string;
  chargeId: string;
}

/**
 * A case paid by card through Stripe (the stand-in): sent through the case-review wizard, the terms
 * accepted, the intent made, and Stripe's signed payment_intent.succeeded and charge.succeeded
 * delivered; answers once the cases module marked it paid.
 */
export async function paidCase(t: TestApp, standIn: StripeStandIn, locale: 'en' | 'es' = 'en'): Promise<PaidCase> {
  const email = `money-${randomUUID()}@example.com`;
  const created = await request(t.url)
    .post('/api/submit-case-review')
    .send({ ...validCaseReview, email, locale })
    .expect(201);
  const [row] = await t.orm.em
    .getConnection()
    .execute<Array<{ id: string; status_token: string }>>('select id, status_token from application where case_number = ?', [
      created.body.caseNumber,
    ]);
  await acceptTerms(t.url, row!.id, locale, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1');
  const intent = await request(t.url).post('/api/create-payment-intent').send({ applicationId: row!.id }).expect(200);
  const intentId = (intent.body.clientSecret as string).split('_secret_')[0]!;
  const chargeId = standIn.chargeOf(intentId);
  await deliver(t.url, paymentSucceeded(intentId, row!.id)).expect(200);
  await deliver(t.url, stripeEvent('charge.succeeded', charge(intentId, chargeId))).expect(200);
  await eventually(async () => {
    const [state] = await t.orm.em.getConnection().execute<Array<{ status: string }>>('select status from application where id = ?', [row!.id]);
    if (state!.status !== 'paid') throw new Error(`case is ${state!.status}`);
  });
  return { applicationId: row!.id, caseNumber: created.body.caseNumber, email, statusToken: row!.status_token, intentId, chargeId };
}
