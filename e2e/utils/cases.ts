import { expect, type APIRequestContext } from '@playwright/test';
import type { CaseReviewInput } from '@reactivation/contracts';

/** The answers a test does not care about: a plausible Uber case with no documents. */
const REVIEW_DEFAULTS = {
  firstName: 'Ana',
  lastName: 'Ramírez',
  phone: '+1 555 987 6543',
  platform: 'Uber',
  deactivationDate: '2025-07-14',
  deactivationReason: 'Background check flagged a record that is not mine.',
  attemptedReactivation: false,
  supportResponse: '',
  documentUrls: [],
  description: '',
} satisfies Partial<CaseReviewInput>;

/**
 * A case through the free case review's API, as the wizard sends it: `answers` override the defaults
 * (the e-mail is the test's own, so its mails can be told apart); `locale` is the visitor's language.
 * Returns the case number.
 */
export async function submitCaseReview(
  request: APIRequestContext,
  answers: Partial<CaseReviewInput> & { email: string },
): Promise<string> {
  const lang = answers.locale ? `?lang=${answers.locale}` : '';
  const res = await request.post(`/api/submit-case-review${lang}`, { data: { ...REVIEW_DEFAULTS, ...answers } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { caseNumber: string }).caseNumber;
}
