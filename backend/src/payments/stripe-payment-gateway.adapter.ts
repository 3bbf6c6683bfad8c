import type Stripe from 'stripe';
import {
  InvalidWebhookError,
  WebhooksNotAcceptedError,
  type CreatedIntent,
  type NewIntent,
  type PaymentEvent,
  type PaymentGateway,
} from './payment-gateway.port';

/** Stripe allows 300 s between signing an event and our check (its default). */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Card and wallet payments through Stripe's PaymentIntents. */
export class StripePaymentGateway implements PaymentGateway {
  readonly mode = 'stripe' as const;

  constructor(
    private readonly stripe: Stripe,
    private readonly webhookSecret: string | undefined,
  ) {}

  async createIntent(intent: NewIntent): Promise<CreatedIntent> {
    const created = await this.stripe.paymentIntents.create(
      {
        amount: intent.amount,
        currency: intent.currency,
        // Cards, Apple Pay, Google Pay and whatever else the account enables, without code changes here.
        automatic_payment_methods: { enabled: true },
        description: `Gig account reactivation, case ${intent.caseNumber}`,
        metadata: { applicationId: intent.applicationId, caseNumber: intent.caseNumber },
      },
      { idempotencyKey: intent.idempotencyKey },
    );
    if (!created.client_secret) throw new Error(`Stripe returned PaymentIntent ${created.id} without a client secret`);
    return { intentId: created.id, clientSecret: created.client_secret };
  }

  verifyWebhook(rawBody: Buffer, signature: string): PaymentEvent {
    if (!this.webhookSecret) throw new WebhooksNotAcceptedError('STRIPE_WEBHOOK_SECRET is not set');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
    } catch (error) {
      throw new InvalidWebhookError(error instanceof Error ? error.message : String(error));
    }
    return toPaymentEvent(event);
  }
}

/** Stripe's event in our terms; exported for its unit test. */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const base = { eventId: event.id, providerType: event.type };
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      return {
        ...base,
        kind: 'succeeded',
        intentId: intent.id,
        amount: intent.amount_received || intent.amount,
        currency: intent.currency,
        applicationId: intent.metadata?.applicationId,
      };
    }
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled': {
      const intent = event.data.object;
      return { ...base, kind: 'failed', intentId: intent.id, reason: intent.last_payment_error?.message ?? event.type };
    }
    default:
      return { ...base, kind: 'ignored' };
  }
}
