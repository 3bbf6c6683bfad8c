import type { PaymentMode } from '@reactivation/contracts';

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
  | (ProviderEventBase & { kind: 'ignored' });

/** The signature, body or timestamp of a webhook call does not verify; the caller answers 400 and changes nothing. */
export class InvalidWebhookError extends Error {}

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
}

export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');
