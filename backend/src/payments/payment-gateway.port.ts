import type { DisputeStatus, PaymentMode, RefundReason } from '@reactivation/contracts';

export interface NewIntent {
  applicationId: string;
  caseNumber: string;
  amount: number;
  currency: string;
  /** The same key for a retried attempt makes the provider return the intent it made the first time. */
  idempotencyKey: string;
}

export interface CreatedIntent {
  intentId: string;
  clientSecret: string;
}

/** The card a payment was made with, when the provider tells it. */
export interface CardDetails {
  brand: string | null;
  last4: string | null;
}

/** A refund as the provider keeps it. */
export interface ProviderRefund {
  providerRefundId: string;
  /** The payment (intent) it gives back from; null when the provider does not say. */
  intentId: string | null;
  amount: number;
  currency: string;
  /** Where it stands: requires-action refunds are `pending` (no money moved yet, but under way). */
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
  reason: RefundReason;
  /** Our refund's id, for a refund staff started (we send it as metadata); undefined for one made at the provider. */
  ourRefundId: string | undefined;
}

/** A card dispute (chargeback or inquiry) as the provider keeps it. */
export interface ProviderDispute {
  providerDisputeId: string;
  intentId: string | null;
  chargeId: string | null;
  amount: number;
  currency: string;
  reason: string;
  status: DisputeStatus;
  /** When the provider must have our evidence; null when none is asked for any more. */
  dueBy: Date | null;
}

export interface RefundRequest {
  intentId: string;
  amount: number;
  currency: string;
  reason: RefundReason;
  /** The same key makes the provider answer the refund it made the first time (a retry never refunds twice). */
  idempotencyKey: string;
  refundId: string;
  applicationId: string;
}

/** What we send the provider to contest a dispute: the packet (one PDF) and the fields it asks for. */
export interface DisputeEvidence {
  providerDisputeId: string;
  packet: { bytes: Buffer; fileName: string };
  customerName: string;
  customerEmail: string;
  /** The address the client accepted the agreement from, when we have it. */
  customerPurchaseIp: string | null;
  productDescription: string;
  refundPolicyDisclosure: string;
  cancellationPolicyDisclosure: string;
  /** YYYY-MM-DD: when the service started (the payment's day). */
  serviceDate: string;
  /** A summary: the agreement accepted (version, hash, time, address), the receipt, what was done. */
  summary: string;
}

/** What every provider event carries: its id (one handling per id) and the provider's own name for its kind. */
interface ProviderEventBase {
  eventId: string;
  /** Stored with the event id, so staff can tell which provider event a ledger row came from. */
  providerType: string;
}

/**
 * A verified provider event, in our terms. Only the outcomes of an intent matter to us; every other
 * kind is `ignored` (acknowledged, so the provider stops redelivering it).
 */
export type PaymentEvent =
  | (ProviderEventBase & {
      kind: 'succeeded';
      intentId: string;
      /** Minor units actually received. */
      amount: number;
      currency: string;
      /** The case the intent was created for (our metadata on the intent), when the provider echoes it. */
      applicationId: string | undefined;
    })
  | (ProviderEventBase & { kind: 'failed'; intentId: string; reason: string })
  /** The payment's charge, with the card it was made with (for the receipt's "card ending 4242"). */
  | (ProviderEventBase & { kind: 'charge'; intentId: string; chargeId: string; card: CardDetails | null })
  /**
   * Refunds of this payment changed (Stripe's `charge.refunded`, sent for a refund made in its dashboard
   * too): the refunds themselves are read from the provider, since the event may not list them.
   */
  | (ProviderEventBase & { kind: 'refunds'; intentId: string; chargeId: string; card: CardDetails | null })
  /** One refund was made or changed (`refund.created`, `refund.updated`, `charge.refund.updated`). */
  | (ProviderEventBase & { kind: 'refund'; refund: ProviderRefund })
  /** A dispute was opened, changed or closed (`charge.dispute.*`). */
  | (ProviderEventBase & { kind: 'dispute'; dispute: ProviderDispute })
  | (ProviderEventBase & { kind: 'ignored' });

/** The signature, body or timestamp of a webhook call does not verify; the caller answers 400 and changes nothing. */
export class InvalidWebhookError extends Error {}

/** The provider said no to a refund (a card error, more than is left): nothing was refunded. */
export class RefundRefusedError extends Error {}

/** This gateway takes no webhooks (the offline test gateway, or Stripe without a webhook secret); the caller answers 404. */
export class WebhooksNotAcceptedError extends Error {}

/** Where a payment is taken: Stripe, or the offline test gateway. */
export interface PaymentGateway {
  readonly mode: PaymentMode;
  createIntent(intent: NewIntent): Promise<CreatedIntent>;
  /**
   * Checks a webhook call on the exact bytes received and maps it to our event.
   * @throws InvalidWebhookError when it does not verify
   * @throws WebhooksNotAcceptedError when this gateway has no webhook
   */
  verifyWebhook(rawBody: Buffer, signature: string): PaymentEvent;
  /**
   * Gives money back from a payment, all or part of it.
   * @throws RefundRefusedError when the provider refuses it (nothing refunded); any other error leaves
   * the outcome unknown, and a retry with the same idempotency key finds the refund if it was made.
   */
  refund(request: RefundRequest): Promise<ProviderRefund>;
  /** Every refund of a payment, as the provider keeps them (after a `refunds` event). */
  refundsOf(intentId: string): Promise<ProviderRefund[]>;
  /** Uploads the packet and submits the evidence of a dispute (final: the provider forwards it to the bank). */
  submitDisputeEvidence(evidence: DisputeEvidence): Promise<{ fileId: string }>;
}

export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');
