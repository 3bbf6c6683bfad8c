import Stripe from 'stripe';
import { DISPUTE_STATUSES, type DisputeStatus, type RefundReason } from '@reactivation/contracts';
import {
  InvalidWebhookError,
  RefundRefusedError,
  WebhooksNotAcceptedError,
  type CardDetails,
  type CreatedIntent,
  type DisputeEvidence,
  type NewIntent,
  type PaymentEvent,
  type PaymentGateway,
  type ProviderDispute,
  type ProviderRefund,
  type RefundRequest,
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

  async refund(request: RefundRequest): Promise<ProviderRefund> {
    try {
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: request.intentId,
          amount: request.amount,
          // Stripe's short list; our own reason stays with our record.
          reason: request.reason === 'duplicate' ? 'duplicate' : 'requested_by_customer',
          metadata: { refundId: request.refundId, applicationId: request.applicationId, reason: request.reason },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return toProviderRefund(refund);
    } catch (error) {
      // A 4xx is Stripe's decision (more than is left, a card that cannot take it): nothing was refunded.
      // A network error or a 5xx leaves the outcome open; the idempotency key settles it on a retry.
      if (error instanceof Stripe.errors.StripeError && error.statusCode !== undefined && error.statusCode < 500 && error.statusCode !== 429) {
        throw new RefundRefusedError(error.message);
      }
      throw error;
    }
  }

  async refundsOf(intentId: string): Promise<ProviderRefund[]> {
    const refunds: ProviderRefund[] = [];
    for await (const refund of this.stripe.refunds.list({ payment_intent: intentId, limit: 100 })) refunds.push(toProviderRefund(refund));
    return refunds;
  }

  async submitDisputeEvidence(evidence: DisputeEvidence): Promise<{ fileId: string }> {
    const file = await this.stripe.files.create({
      purpose: 'dispute_evidence',
      file: { data: evidence.packet.bytes, name: evidence.packet.fileName, type: 'application/pdf' },
    });
    await this.stripe.disputes.update(
      evidence.providerDisputeId,
      {
        evidence: {
          customer_name: evidence.customerName,
          customer_email_address: evidence.customerEmail,
          ...(evidence.customerPurchaseIp ? { customer_purchase_ip: evidence.customerPurchaseIp } : {}),
          product_description: evidence.productDescription,
          refund_policy_disclosure: evidence.refundPolicyDisclosure,
          cancellation_policy_disclosure: evidence.cancellationPolicyDisclosure,
          service_date: evidence.serviceDate,
          uncategorized_text: evidence.summary,
          // One packet holds the agreement with its acceptance, the receipt, the timeline and the messages.
          service_documentation: file.id,
          customer_communication: file.id,
          customer_signature: file.id,
          uncategorized_file: file.id,
        },
        submit: true,
      },
      { idempotencyKey: `dispute-evidence-${evidence.providerDisputeId}-${file.id}` },
    );
    return { fileId: file.id };
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
    case 'charge.succeeded':
    case 'charge.updated': {
      const charge = event.data.object;
      const intentId = idOf(charge.payment_intent);
      return intentId ? { ...base, kind: 'charge', intentId, chargeId: charge.id, card: cardOf(charge) } : { ...base, kind: 'ignored' };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const intentId = idOf(charge.payment_intent);
      return intentId ? { ...base, kind: 'refunds', intentId, chargeId: charge.id, card: cardOf(charge) } : { ...base, kind: 'ignored' };
    }
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
    case 'charge.refund.updated':
      return { ...base, kind: 'refund', refund: toProviderRefund(event.data.object) };
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed':
      return { ...base, kind: 'dispute', dispute: toProviderDispute(event.data.object) };
    default:
      return { ...base, kind: 'ignored' };
  }
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function cardOf(charge: Stripe.Charge): CardDetails | null {
  const card = charge.payment_method_details?.card;
  return card ? { brand: card.brand ?? null, last4: card.last4 ?? null } : null;
}

const REFUND_REASONS_FROM_STRIPE: Record<string, RefundReason> = {
  duplicate: 'duplicate',
  requested_by_customer: 'client_request',
};

function toProviderRefund(refund: Stripe.Refund): ProviderRefund {
  const ours = refund.metadata?.refundId;
  const status = refund.status === 'succeeded' || refund.status === 'failed' || refund.status === 'canceled' ? refund.status : 'pending';
  const staffReason = refund.metadata?.reason as RefundReason | undefined;
  return {
    providerRefundId: refund.id,
    intentId: idOf(refund.payment_intent),
    amount: refund.amount,
    currency: refund.currency,
    status,
    reason: staffReason ?? REFUND_REASONS_FROM_STRIPE[refund.reason ?? ''] ?? 'other',
    ourRefundId: ours && /^[0-9a-f-]{36}$/i.test(ours) ? ours : undefined,
  };
}

function toProviderDispute(dispute: Stripe.Dispute): ProviderDispute {
  const status = (DISPUTE_STATUSES as readonly string[]).includes(dispute.status) ? (dispute.status as DisputeStatus) : 'needs_response';
  const dueBy = dispute.evidence_details?.due_by;
  return {
    providerDisputeId: dispute.id,
    intentId: idOf(dispute.payment_intent),
    chargeId: idOf(dispute.charge),
    amount: dispute.amount,
    currency: dispute.currency,
    reason: dispute.reason,
    status,
    dueBy: dueBy ? new Date(dueBy * 1000) : null,
  };
}
