import { randomBytes } from 'node:crypto';
import {
  RefundRefusedError,
  WebhooksNotAcceptedError,
  type CreatedIntent,
  type DisputeEvidence,
  type NewIntent,
  type PaymentEvent,
  type PaymentGateway,
  type ProviderRefund,
  type RefundRequest,
} from './payment-gateway.port';

/**
 * The offline gateway for development and tests (no Stripe key): intents that only
 * POST /api/payments/test/confirm completes, through the same path a Stripe webhook takes.
 * The boot refuses to run without a Stripe key in production, so this never takes real orders.
 * Refunds and dispute evidence are recorded here, in memory, as a provider would keep them.
 */
export class TestPaymentGateway implements PaymentGateway {
  readonly mode = 'test' as const;
  /** The refunds made, by idempotency key (a retried key answers the first refund, as Stripe does). */
  readonly refunds = new Map<string, ProviderRefund>();
  /** The evidence submitted, newest last. */
  readonly evidence: DisputeEvidence[] = [];

  async createIntent(_intent: NewIntent): Promise<CreatedIntent> {
    const intentId = `test_pi_${randomBytes(12).toString('hex')}`;
    return { intentId, clientSecret: `${intentId}_secret_${randomBytes(24).toString('base64url')}` };
  }

  /** Test payments are confirmed by POST /api/payments/test/confirm, never by a webhook: the webhook URL stays a 404. */
  verifyWebhook(_rawBody: Buffer, _signature: string): PaymentEvent {
    throw new WebhooksNotAcceptedError('the offline test gateway takes no webhooks');
  }

  async refund(request: RefundRequest): Promise<ProviderRefund> {
    const earlier = this.refunds.get(request.idempotencyKey);
    if (earlier) return earlier;
    if (request.amount <= 0) throw new RefundRefusedError('Refund amount must be positive');
    const refund: ProviderRefund = {
      providerRefundId: `test_re_${randomBytes(12).toString('hex')}`,
      intentId: request.intentId,
      amount: request.amount,
      currency: request.currency,
      status: 'succeeded',
      reason: request.reason,
      ourRefundId: request.refundId,
    };
    this.refunds.set(request.idempotencyKey, refund);
    return refund;
  }

  async refundsOf(intentId: string): Promise<ProviderRefund[]> {
    return [...this.refunds.values()].filter((refund) => refund.intentId === intentId);
  }

  async submitDisputeEvidence(evidence: DisputeEvidence): Promise<{ fileId: string }> {
    this.evidence.push(evidence);
    return { fileId: `test_file_${randomBytes(8).toString('hex')}` };
  }
}
