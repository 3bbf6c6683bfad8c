import { randomBytes } from 'node:crypto';
import { WebhooksNotAcceptedError, type CreatedIntent, type NewIntent, type PaymentEvent, type PaymentGateway } from './payment-gateway.port';

/**
 * The offline gateway for development and tests (no Stripe key): intents that only
 * POST /api/payments/test/confirm completes, through the same path a Stripe webhook takes.
 * The boot refuses to run without a Stripe key in production, so this never takes real orders.
 */
export class TestPaymentGateway implements PaymentGateway {
  readonly mode = 'test' as const;

  async createIntent(_intent: NewIntent): Promise<CreatedIntent> {
    const intentId = `test_pi_${randomBytes(12).toString('hex')}`;
    return { intentId, clientSecret: `${intentId}_secret_${randomBytes(24).toString('base64url')}` };
  }

  /** Test payments are confirmed by POST /api/payments/test/confirm, never by a webhook: the webhook URL stays a 404. */
  verifyWebhook(_rawBody: Buffer, _signature: string): PaymentEvent {
    throw new WebhooksNotAcceptedError('the offline test gateway takes no webhooks');
  }
}
