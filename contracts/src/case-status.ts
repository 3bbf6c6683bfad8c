/** docs/product.md §4: the case workflow, in order. */
export const CASE_STATUSES = ['review_submitted', 'expert_review', 'payment_sent', 'paid', 'in_progress', 'completed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

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
};

/** The statuses from which a payment link may be created (it moves the case to payment_sent). */
export const PAYMENT_LINK_FROM: readonly CaseStatus[] = ['review_submitted', 'expert_review'];

/** Whether staff may move a case from `from` to `to` with a status button. */
export function isAllowedStatusChange(from: CaseStatus, to: CaseStatus): boolean {
  return STATUS_BUTTON_TRANSITIONS[from] === to;
}

/** docs/product.md §7 (stats): the dashboard's "paid" counter counts these. */
export const PAID_STATUSES: readonly CaseStatus[] = ['paid', 'in_progress', 'completed'];
