import type { AdminApplication, AdminDisputeFlag } from '@reactivation/contracts';
import { fromRow, selectList } from '../case-columns';
import type { CaseRow } from '../case-fields';

/** The application columns the admin views read (the `admin` fields of case-fields.ts), as PostgreSQL returns them. */
export type AdminCaseRow = CaseRow<'admin'>;

/** Timestamps stay PostgreSQL's text (microseconds kept): the list's cursor needs them. */
export const ADMIN_CASE_COLUMNS = selectList('admin');

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
    ...fromRow('admin', row),
    ownerName: extras.ownerName,
    reviewDueAt: extras.reviewDueAt ? extras.reviewDueAt.toISOString() : null,
    overdue: extras.overdue,
    dispute: extras.dispute,
  };
}
