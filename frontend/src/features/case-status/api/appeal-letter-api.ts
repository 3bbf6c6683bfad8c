import { clientAppealLetterSchema, type AppealChangeRequestInput, type ClientAppealLetter } from '@reactivation/contracts';
import { apiRequest } from '@/lib/api-client';

const letterPath = (token: string) => `/api/case-status/${encodeURIComponent(token)}/appeal-letter`;

/** GET /api/case-status/:token/appeal-letter: the final letter with its summaries, or `letter: null`. */
export function getAppealLetter(token: string): Promise<ClientAppealLetter> {
  return apiRequest(letterPath(token), { schema: clientAppealLetterSchema });
}

/** The final letter's PDF, a plain link (the token is the key, as for the receipt). */
export const appealLetterPdfUrl = (token: string) => `${letterPath(token)}/pdf`;

/** The client approves the version on screen; refused (409) when it is no longer the final letter. */
export function approveAppealLetter(token: string, version: number): Promise<ClientAppealLetter> {
  return apiRequest(`${letterPath(token)}/approval`, { method: 'POST', data: { version }, schema: clientAppealLetterSchema });
}

/** The client asks for a change: it becomes their message on the case; the same clientKey on a retry lands once. */
export function requestAppealChange(token: string, input: AppealChangeRequestInput): Promise<ClientAppealLetter> {
  return apiRequest(`${letterPath(token)}/change-request`, { method: 'POST', data: input, schema: clientAppealLetterSchema });
}
