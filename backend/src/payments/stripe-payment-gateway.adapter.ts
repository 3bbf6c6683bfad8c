import type Stripe from 'stripe';
import type { CreatedIntent, NewIntent, PaymentGateway } from './payment-gateway.port';

/** Card and wallet payments through Stripe's PaymentIntents. */
export class StripePaymentGateway implements PaymentGateway {
  readonly mode = 'stripe' as const;

  constructor(private readonly stripe: Stripe) {}

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
}
