import type { AdminApplication, AdminDisputeFlag, CaseSource, CaseStatus, Locale } from '@reactivation/contracts';

/** The application columns the admin views read, as PostgreSQL returns them. */
export interface AdminCaseRow {
  id: string;
  case_number: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  platform: string;
  deactivation_date: string;
  deactivation_reason: string;
  attempted_reactivation: boolean;
  support_response: string;
  description: string;
  status: CaseStatus;
  payment_token: string | null;
  expert_review_sent: boolean;
  payment_link_sent: boolean;
  locale: Locale;
  source: CaseSource;
  work_state: string | null;
  owner_id: string | null;
  /** Timestamps come back as PostgreSQL's text (microseconds kept; the list's cursor needs them). */
  created_at: string;
  updated_at: string;
}

/** `deactivation_date` is read as text so that no time zone shifts the day. */
export const ADMIN_CASE_COLUMNS = `id, case_number, first_name, last_name, email, phone, platform,
  to_char(deactivation_date, 'YYYY-MM-DD') as deactivation_date, deactivation_reason, attempted_reactivation,
  support_response, description, status, payment_token, expert_review_sent, payment_link_sent, locale, source,
  work_state, owner_id, created_at, updated_at`;

/** What the list adds to a row: the owner's name and, for a case waiting for its first review, its deadline. */
export interface CaseRowExtras {
  ownerName: string | null;
  reviewDueAt: Date | null;
  overdue: boolean;
  /** The case's latest card dispute (the payments module's answer), or null. */
  dispute: AdminDisputeFlag | null;
}

export function toAdminApplication(row: AdminCaseRow, extras: CaseRowExtras): AdminApplication {
  return {
    id: row.id,
    caseNumber: row.case_number,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    platform: row.platform,
    deactivationDate: row.deactivation_date,
    deactivationReason: row.deactivation_reason,
    attemptedReactivation: row.attempted_reactivation,
    supportResponse: row.support_response,
    description: row.description,
    status: row.status,
    paymentToken: row.payment_token,
    expertReviewSent: row.expert_review_sent,
    paymentLinkSent: row.payment_link_sent,
    locale: row.locale,
    source: row.source,
    state: row.work_state,
    createdAt: isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
    ownerId: row.owner_id,
    ownerName: extras.ownerName,
    reviewDueAt: extras.reviewDueAt ? extras.reviewDueAt.toISOString() : null,
    overdue: extras.overdue,
    dispute: extras.dispute,
  };
}

/** An ISO 8601 time from a timestamp as the driver returns it (text, or a Date). */
export function isoTime(value: string | Date): string {
  return new Date(value).toISOString();
}
