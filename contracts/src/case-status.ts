/** docs/product.md §4: the case workflow, in order: the steps the client's case room walks through. */
export const WORKFLOW_STEPS = [
  'review_submitted',
  'expert_review',
  'payment_sent',
  'paid',
  'in_progress',
  /** "Waiting for the platform": reached when staff record the appeal's filing (its date), never by a status button. */
  'appeal_filed',
  'completed',
] as const;

/**
 * Where money went back: part of the fee refunded (the case may go on), or all of it. Reached only by a
 * refund (from the panel or the card provider's dashboard), never by a status button.
 */
export const REFUND_STATUSES = ['partially_refunded', 'refunded'] as const;

/** Every status a case can have: the workflow's steps, then the refund statuses. */
export const CASE_STATUSES = [...WORKFLOW_STEPS, ...REFUND_STATUSES] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export function isRefundStatus(status: CaseStatus): status is RefundStatus {
  return (REFUND_STATUSES as readonly string[]).includes(status);
}

/** Where a case came from. */
export const CASE_SOURCES = ['home_form', 'case_review'] as const;
export type CaseSource = (typeof CASE_SOURCES)[number];

/**
 * docs/product.md §4: the moves staff make with the status buttons, from → to. `payment_sent` is reached by
 * creating a payment link (from review_submitted or expert_review), and `paid` normally by the
 * card payment itself; staff may still mark a case paid by hand (a payment taken outside the site).
 */
export const STATUS_BUTTON_TRANSITIONS: Readonly<Partial<Record<CaseStatus, CaseStatus>>> = {
  review_submitted: 'expert_review',
  payment_sent: 'paid',
  paid: 'in_progress',
  in_progress: 'completed',
  appeal_filed: 'completed',
};

/** The statuses from which recording the appeal's filing moves a case to appeal_filed. */
export const APPEAL_FILED_FROM: readonly CaseStatus[] = ['paid', 'in_progress'];

/** The statuses from which a payment link may be created (it moves the case to payment_sent). */
export const PAYMENT_LINK_FROM: readonly CaseStatus[] = ['review_submitted', 'expert_review'];

/** Whether staff may move a case from `from` to `to` with a status button. */
export function isAllowedStatusChange(from: CaseStatus, to: CaseStatus): boolean {
  return STATUS_BUTTON_TRANSITIONS[from] === to;
}

/** docs/product.md §7 (stats): the dashboard's "paid" counter counts these (a partly refunded case keeps most of its fee). */
export const PAID_STATUSES: readonly CaseStatus[] = ['paid', 'in_progress', 'appeal_filed', 'completed', 'partially_refunded'];
