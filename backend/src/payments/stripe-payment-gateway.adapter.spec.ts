import Stripe from 'stripe';
import { InvalidWebhookError, RefundRefusedError, WebhooksNotAcceptedError } from './payment-gateway.port';
import { StripePaymentGateway } from './stripe-payment-gateway.adapter';

const SECRET = 'whsec_unit_verify';
// No network: the SDK is only used to verify and to sign, both local computations.
const stripe = new Stripe('sk_test_unit_only');
const gateway = new StripePaymentGateway(stripe, SECRET);

function intentEvent(type: string, intent: Record<string, unknown>) {
  return JSON.stringify({
    id: 'evt_unit_1',
    object: 'event',
    type,
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: { id: 'pi_unit_1', object: 'payment_intent', currency: 'usd', metadata: {}, ...intent } },
  });
}

const signed = (payload: string, secret = SECRET) =>
  gateway.verifyWebhook(Buffer.from(payload), stripe.webhooks.generateTestHeaderString({ payload, secret }));

describe('StripePaymentGateway.verifyWebhook', () => {
  it('maps a signed payment_intent.succeeded to a succeeded event with the amount received and our case id', () => {
    const payload = intentEvent('payment_intent.succeeded', {
      amount: 20000,
      amount_received: 20000,
      metadata: { applicationId: 'a1b2', caseNumber: 'DR-2026-000001' },
    });
    expect(signed(payload)).toEqual({
      kind: 'succeeded',
      eventId: 'evt_unit_1',
      providerType: 'payment_intent.succeeded',
      intentId: 'pi_unit_1',
      amount: 20000,
      currency: 'usd',
      applicationId: 'a1b2',
    });
  });

  it('maps a failed and a cancelled intent to failed events carrying the decline message or the event type', () => {
    const failed = intentEvent('payment_intent.payment_failed', { amount: 20000, last_payment_error: { message: 'Your card was declined.' } });
    expect(signed(failed)).toMatchObject({ kind: 'failed', intentId: 'pi_unit_1', reason: 'Your card was declined.' });
    const canceled = intentEvent('payment_intent.canceled', { amount: 20000, last_payment_error: null });
    expect(signed(canceled)).toMatchObject({ kind: 'failed', reason: 'payment_intent.canceled', providerType: 'payment_intent.canceled' });
  });

  it('maps any other event type to ignored', () => {
    expect(signed(intentEvent('payment_intent.created', { amount: 20000 }))).toEqual({
      kind: 'ignored',
      eventId: 'evt_unit_1',
      providerType: 'payment_intent.created',
    });
  });

  it('throws InvalidWebhookError for another secret, an altered body and a missing signature', () => {
    const payload = intentEvent('payment_intent.succeeded', { amount: 20000 });
    expect(() => signed(payload, 'whsec_someone_else')).toThrow(InvalidWebhookError);
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    expect(() => gateway.verifyWebhook(Buffer.from(payload.replace('20000', '1')), header)).toThrow(InvalidWebhookError);
    expect(() => gateway.verifyWebhook(Buffer.from(payload), '')).toThrow(InvalidWebhookError);
  });

  it('refuses every call when no webhook secret is configured', () => {
    const payload = intentEvent('payment_intent.succeeded', { amount: 20000 });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    expect(() => new StripePaymentGateway(stripe, undefined).verifyWebhook(Buffer.from(payload), header)).toThrow(WebhooksNotAcceptedError);
  });
});

describe('StripePaymentGateway maps refund and dispute events', () => {
  const event = (type: string, object: Record<string, unknown>) =>
    JSON.stringify({ id: 'evt_unit_2', object: 'event', type, created: Math.floor(Date.now() / 1000), livemode: false, data: { object } });
  const card = { type: 'card', card: { brand: 'mastercard', last4: '4444' } };

  it('charge.refunded: the payment whose refunds changed, and the card', () => {
    const payload = event('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: 'pi_1', amount_refunded: 5000, payment_method_details: card });
    expect(signed(payload)).toEqual({
      kind: 'refunds',
      eventId: 'evt_unit_2',
      providerType: 'charge.refunded',
      intentId: 'pi_1',
      chargeId: 'ch_1',
      card: { brand: 'mastercard', last4: '4444' },
    });
  });

  it.each([
    ['a refund staff started (our id in its metadata)', { refundId: '0b7f6c9e-1d2a-4c3b-9e8f-7a6b5c4d3e2f', reason: 'out_of_scope' }, 'requested_by_customer', 'out_of_scope'],
    ["a dashboard refund (Stripe's own reason)", {}, 'duplicate', 'duplicate'],
    ['a dashboard refund without a reason', {}, null, 'other'],
  ])('refund.updated for %s', (_label, metadata, stripeReason, ourReason) => {
    const payload = event('refund.updated', {
      id: 're_1',
      object: 'refund',
      amount: 5000,
      currency: 'usd',
      payment_intent: 'pi_1',
      status: 'requires_action',
      reason: stripeReason,
      metadata,
    });
    expect(signed(payload)).toMatchObject({
      kind: 'refund',
      refund: {
        providerRefundId: 're_1',
        intentId: 'pi_1',
        amount: 5000,
        status: 'pending',
        reason: ourReason,
        ourRefundId: (metadata as { refundId?: string }).refundId,
      },
    });
  });

  it.each([
    ['charge.dispute.created', 'needs_response'],
    ['charge.dispute.closed', 'lost'],
  ])('%s: the dispute with its due date', (type, status) => {
    const dueBy = Math.floor(Date.UTC(2026, 11, 4, 12) / 1000);
    const payload = event(type, {
      id: 'du_1',
      object: 'dispute',
      amount: 20000,
      currency: 'usd',
      charge: 'ch_1',
      payment_intent: 'pi_1',
      reason: 'fraudulent',
      status,
      evidence_details: { due_by: dueBy },
    });
    expect(signed(payload)).toEqual({
      kind: 'dispute',
      eventId: 'evt_unit_2',
      providerType: type,
      dispute: {
        providerDisputeId: 'du_1',
        intentId: 'pi_1',
        chargeId: 'ch_1',
        amount: 20000,
        currency: 'usd',
        reason: 'fraudulent',
        status,
        dueBy: new Date(dueBy * 1000),
      },
    });
  });
});

describe('StripePaymentGateway.refund', () => {
  const request = {
    intentId: 'pi_1',
    amount: 5000,
    currency: 'usd',
    reason: 'duplicate' as const,
    idempotencyKey: 'refund-0b7f6c9e-1d2a-4c3b-9e8f-7a6b5c4d3e2f',
    refundId: '0b7f6c9e-1d2a-4c3b-9e8f-7a6b5c4d3e2f',
    applicationId: 'a1b2',
  };
  const withRefunds = (create: (...args: unknown[]) => Promise<unknown>) =>
    new StripePaymentGateway({ refunds: { create } } as unknown as Stripe, SECRET);

  it("sends our reservation's id as idempotency key and metadata, and Stripe's reason for ours", async () => {
    const create = jest.fn(async () => ({ id: 're_1', amount: 5000, currency: 'usd', payment_intent: 'pi_1', status: 'succeeded', reason: 'duplicate', metadata: { refundId: request.refundId } }));
    const refund = await withRefunds(create).refund(request);
    expect(create).toHaveBeenCalledWith(
      { payment_intent: 'pi_1', amount: 5000, reason: 'duplicate', metadata: { refundId: request.refundId, applicationId: 'a1b2', reason: 'duplicate' } },
      { idempotencyKey: request.idempotencyKey },
    );
    expect(refund).toMatchObject({ providerRefundId: 're_1', status: 'succeeded', ourRefundId: request.refundId });
  });

  it("a 4xx from Stripe is a refusal (nothing refunded); a lost connection or a 5xx leaves the outcome open", async () => {
    const refused = new Stripe.errors.StripeInvalidRequestError({ message: 'Refund amount is greater than unrefunded amount', statusCode: 400 });
    await expect(withRefunds(async () => Promise.reject(refused)).refund(request)).rejects.toBeInstanceOf(RefundRefusedError);
    const lost = new Stripe.errors.StripeConnectionError({ message: 'socket hang up' });
    await expect(withRefunds(async () => Promise.reject(lost)).refund(request)).rejects.toBe(lost);
    const failed = new Stripe.errors.StripeAPIError({ message: 'internal', statusCode: 500 });
    await expect(withRefunds(async () => Promise.reject(failed)).refund(request)).rejects.toBe(failed);
  });
});
