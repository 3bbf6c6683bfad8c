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

/** Where a payment is taken: Stripe, or the offline test gateway. */
export interface PaymentGateway {
  readonly mode: PaymentMode;
  createIntent(intent: NewIntent): Promise<CreatedIntent>;
}

export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');
