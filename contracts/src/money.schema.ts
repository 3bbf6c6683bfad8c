import * as z from 'zod/mini';
import { LOCALES } from './locales';

/*
 * Money after the payment: refunds, disputes (chargebacks), the client's receipt and the service
 * agreement they accepted. Staff calls live under /api/admin/applications/:id/…, the client's under
 * the case room's token (/api/case-status/:token/…).
 */

/** Why staff refund: the short list the panel offers (the free text says the rest). */
export const REFUND_REASONS = [
  'services_not_delivered',
  'out_of_scope',
  'reactivation_failed',
  'duplicate',
  'client_request',
  'other',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** Where a refund came from: the panel, or the card provider (its dashboard, or a refund we did not start). */
export const REFUND_SOURCES = ['staff', 'provider'] as const;
/** `requested`: reserved by staff, the provider not (yet) answered; `pending`/`succeeded`: under way or done; `failed`/`canceled`: no money moved. */
export const REFUND_STATES = ['requested', 'pending', 'succeeded', 'failed', 'canceled'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const REFUND_NOTE_MAX = 500;

/**
 * POST /api/admin/applications/:id/refunds body. `amount` in cents (all of what is left, or part of
 * it); `confirmationToken` is made once when staff open the confirmation, so a double click or a
 * retry refunds once (the same token answers the first refund).
 */
export const adminRefundInputSchema = z.object({
  amount: z
    .number({ error: 'field.invalid' })
    .check(z.int({ error: 'field.invalid' }), z.minimum(1, { error: 'refund.amountInvalid' }), z.maximum(100_000_000, { error: 'refund.amountInvalid' })),
  reason: z.enum(REFUND_REASONS, { error: 'field.invalid' }),
  note: z.optional(z.string().check(z.trim(), z.maxLength(REFUND_NOTE_MAX, { error: 'field.tooLong' }))),
  confirmationToken: z.uuid({ error: 'field.invalid' }),
});
export type AdminRefundInput = z.output<typeof adminRefundInputSchema>;

export const adminRefundSchema = z.object({
  id: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(REFUND_STATES),
  source: z.enum(REFUND_SOURCES),
  /** Staff's reason; for a provider refund, the provider's reason mapped to ours. */
  reason: z.enum(REFUND_REASONS),
  note: z.nullable(z.string()),
  /** The staff member who refunded; null for one made at the provider. */
  actor: z.nullable(z.string()),
  createdAt: z.string(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

/** The provider's dispute statuses (Stripe's), and how a closed one ended. */
export const DISPUTE_STATUSES = [
  'warning_needs_response',
  'warning_under_review',
  'warning_closed',
  'needs_response',
  'under_review',
  'won',
  'lost',
] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const DISPUTE_OUTCOMES = ['won', 'lost'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

export const adminDisputeSchema = z.object({
  id: z.string(),
  providerDisputeId: z.string(),
  amount: z.number(),
  currency: z.string(),
  /** The card network's reason as the provider names it (fraudulent, product_not_received …). */
  reason: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  /** When evidence must reach the provider (ISO 8601); null once it no longer matters. */
  dueBy: z.nullable(z.string()),
  outcome: z.nullable(z.enum(DISPUTE_OUTCOMES)),
  openedAt: z.string(),
  closedAt: z.nullable(z.string()),
  evidenceSubmittedAt: z.nullable(z.string()),
});
export type AdminDispute = z.infer<typeof adminDisputeSchema>;

/** The flag on a case's row in the list and its file: its latest dispute. */
export const adminDisputeFlagSchema = z.object({
  disputeId: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  /** Still waiting for an outcome. */
  open: z.boolean(),
  dueBy: z.nullable(z.string()),
  outcome: z.nullable(z.enum(DISPUTE_OUTCOMES)),
});
export type AdminDisputeFlag = z.infer<typeof adminDisputeFlagSchema>;

/** The agreement as accepted for a case, with where and how (for staff and for dispute evidence). */
export const adminTermsAcceptanceSchema = z.object({
  version: z.string(),
  publishedOn: z.string(),
  locale: z.enum(LOCALES),
  textSha256: z.string(),
  acceptedAt: z.string(),
  ipAddress: z.string(),
  userAgent: z.string(),
  /** Which page it was accepted on. */
  via: z.enum(['payment_link', 'home_form']),
});
export type AdminTermsAcceptance = z.infer<typeof adminTermsAcceptanceSchema>;

/** The received payment of a case, with its receipt. */
export const adminReceivedPaymentSchema = z.object({
  id: z.string(),
  amount: z.number(),
  currency: z.string(),
  paidAt: z.string(),
  receiptNumber: z.string(),
  cardBrand: z.nullable(z.string()),
  cardLast4: z.nullable(z.string()),
  gateway: z.enum(['stripe', 'test']),
});

/** The money panel of the case file (GET /api/admin/applications/:id `money`, and the refund's answer). */
export const adminCaseMoneySchema = z.object({
  payment: z.nullable(adminReceivedPaymentSchema),
  /** Cents refunded or being refunded (requested, pending or succeeded). */
  refunded: z.number(),
  /** Cents that can still be refunded. */
  refundable: z.number(),
  refunds: z.array(adminRefundSchema),
  disputes: z.array(adminDisputeSchema),
  /** The latest acceptance of the service agreement for this case, or null. */
  agreement: z.nullable(adminTermsAcceptanceSchema),
});
export type AdminCaseMoney = z.infer<typeof adminCaseMoneySchema>;

/** POST /api/admin/applications/:id/refunds answer (201; 200 with Idempotent-Replayed for a repeated token). */
export const adminRefundResultSchema = z.object({ refund: adminRefundSchema, money: adminCaseMoneySchema });
export type AdminRefundResult = z.infer<typeof adminRefundResultSchema>;
