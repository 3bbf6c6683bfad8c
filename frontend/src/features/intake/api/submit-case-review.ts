import { caseReviewCreatedSchema, IDEMPOTENCY_KEY_HEADER, type CaseReviewCreated, type CaseReviewInput } from '@reactivation/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /api/submit-case-review (SPEC §7): the wizard's answers as JSON, with the attempt's Idempotency-Key. */
export function submitCaseReview(payload: CaseReviewInput, idempotencyKey: string): Promise<CaseReviewCreated> {
  return apiRequest('/api/submit-case-review', {
    method: 'POST',
    data: payload,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: caseReviewCreatedSchema,
  });
}
