import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import request from 'supertest';

export const WEBHOOK_SECRET = 'whsec_test_money_integration';
// Only for its signing helper: the SDK's own test header, exactly as Stripe signs.
const signer = new Stripe('sk_test_signing_only');

/** The settings that point the app's Stripe SDK at the stand-in, with webhooks on. */
export const stripeSettings = (standInUrl: string) => ({
  STRIPE_SECRET_KEY: 'sk_test_integration',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_integration',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: standInUrl,
});

/** A Stripe event object of this type around `object`, with a fresh id unless one is given. */
export function stripeEvent(type: string, object: Record<string, unknown>, id = `evt_${randomUUID().replace(/-/g, '')}`) {
  return { id, object: 'event', type, api_version: '2025-01-27.acacia', created: Math.floor(Date.now() / 1000), livemode: false, data: { object } };
}

/** The event as Stripe sends it: its JSON and a Stripe-Signature header made by the SDK's own helper. */
export function signed(event: object): { payload: string; header: string } {
  const payload = JSON.stringify(event);
  return { payload, header: signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
}

/** POSTs a signed event to the app's webhook; answers the supertest response. */
export function deliver(url: string, event: object) {
  const { payload, header } = signed(event);
  return request(url).post('/api/stripe/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', header).send(payload);
}

export function paymentSucceeded(intentId: string, applicationId: string, amount = 20000) {
  return stripeEvent('payment_intent.succeeded', {
    id: intentId,
    object: 'payment_intent',
    amount,
    amount_received: amount,
    currency: 'usd',
    status: 'succeeded',
    metadata: { applicationId },
  });
}

/** A charge of the intent as charge.* events carry it, paid with a Visa ending in 4242. */
export function charge(intentId: string, chargeId: string, amountRefunded = 0) {
  return {
    id: chargeId,
    object: 'charge',
    amount: 20000,
    amount_refunded: amountRefunded,
    refunded: amountRefunded >= 20000,
    currency: 'usd',
    payment_intent: intentId,
    payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 } },
    status: 'succeeded',
  };
}

export function dispute(intentId: string, chargeId: string, id: string, status: string, dueBy: Date) {
  return {
    id,
    object: 'dispute',
    amount: 20000,
    currency: 'usd',
    charge: chargeId,
    payment_intent: intentId,
    reason: 'product_not_received',
    status,
    is_charge_refundable: false,
    evidence_details: { due_by: Math.floor(dueBy.getTime() / 1000), has_evidence: false, past_due: false, submission_count: 0 },
    created: Math.floor(Date.now() / 1000),
  };
}
