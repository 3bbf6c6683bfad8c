import { caseDeadlineSchema, type CaseDeadline } from '@reactivation/contracts';
import { apiRequest } from '@/lib/api-client';

const deadlinePath = (token: string) => `/api/case-status/${encodeURIComponent(token)}/deadline`;

/** GET /api/case-status/:token/deadline: the appeal deadline the guide's windows give the case. */
export function getCaseDeadline(token: string): Promise<CaseDeadline> {
  return apiRequest(deadlinePath(token), { schema: caseDeadlineSchema });
}

/** The deadline's calendar file: a plain link, the token is the key as for the room itself. */
export const caseDeadlineCalendarUrl = (token: string): string => `${deadlinePath(token)}.ics`;
