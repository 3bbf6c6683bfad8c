import { caseReviewCreatedSchema, type CaseReviewCreated, type CaseReviewInput } from '@reactivation/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /api/submit-case-review (SPEC §7): the wizard's answers as JSON. */
export function submitCaseReview(payload: CaseReviewInput): Promise<CaseReviewCreated> {
  return apiRequest('/api/submit-case-review', { method: 'POST', data: payload, schema: caseReviewCreatedSchema });
}
