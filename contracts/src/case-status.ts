/** SPEC §4: the case workflow, in order. */
export const CASE_STATUSES = ['review_submitted', 'expert_review', 'payment_sent', 'paid', 'in_progress', 'completed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** Where a case came from. */
export const CASE_SOURCES = ['home_form', 'case_review'] as const;
export type CaseSource = (typeof CASE_SOURCES)[number];
