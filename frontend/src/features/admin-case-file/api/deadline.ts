import { caseDeadlineSchema, type CaseDeadline } from '@reactivation/contracts';
import { casePath, downloadStaffFile, staffRequest } from '@/features/admin-shell';

/** GET /api/admin/applications/:id/deadline: the case's appeal deadline, as the client sees it. */
export function getCaseDeadline(id: string): Promise<CaseDeadline> {
  return staffRequest(`${casePath(id)}/deadline`, { schema: caseDeadlineSchema });
}

/** The deadline's calendar file (Russian, linking to the case file), with the staff token. */
export async function downloadDeadlineCalendar(id: string): Promise<void> {
  await downloadStaffFile(`${casePath(id)}/deadline.ics`, 'appeal-deadline.ics');
}
