import { caseStatusViewSchema, type CaseStatusView } from '@reactivation/contracts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/case-status/:token: what the client may see of their case (no login; the token is the key). */
export function getCaseStatus(token: string): Promise<CaseStatusView> {
  return apiRequest(`/api/case-status/${encodeURIComponent(token)}`, { schema: caseStatusViewSchema });
}
