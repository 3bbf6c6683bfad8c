import useSWR from 'swr';
import {
  adminAppealLetterSchema,
  documentRequestListSchema,
  type AdminAppealLetter,
  type AppealFilingInput,
  type DocumentRequest,
  type EvidenceItem,
  type EvidenceReason,
} from '@reactivation/contracts';
import { casePath, staffRequest } from '@/features/admin-shell';

const letterPath = (id: string) => `${casePath(id)}/appeal-letter`;

/** The case's appeal letter as staff work it; its own key, read again after each action's answer. */
export function useAppealLetter(id: string) {
  return useSWR(['admin', 'appeal-letter', id] as const, () => staffRequest(letterPath(id), { schema: adminAppealLetterSchema }));
}

/** The chosen items of a reason's checklist, asked of the client in one action. */
export function sendEvidenceChecklist(id: string, reason: EvidenceReason, items: readonly EvidenceItem[]): Promise<DocumentRequest[]> {
  return staffRequest(`${casePath(id)}/evidence-requests`, { method: 'POST', data: { reason, items }, schema: documentRequestListSchema });
}

export function draftAppealLetter(id: string, reason: EvidenceReason): Promise<AdminAppealLetter> {
  return staffRequest(`${letterPath(id)}/draft`, { method: 'POST', data: { reason }, schema: adminAppealLetterSchema });
}

/** Saves the text as a new version of `baseVersion` (409 when someone saved since, or the letter is final). */
export function saveAppealLetter(id: string, body: string, baseVersion: number): Promise<AdminAppealLetter> {
  return staffRequest(letterPath(id), { method: 'PUT', data: { body, baseVersion }, schema: adminAppealLetterSchema });
}

export function finalizeAppealLetter(id: string, version: number): Promise<AdminAppealLetter> {
  return staffRequest(`${letterPath(id)}/finalize`, { method: 'POST', data: { version }, schema: adminAppealLetterSchema });
}

export function reopenAppealLetter(id: string, version: number): Promise<AdminAppealLetter> {
  return staffRequest(`${letterPath(id)}/reopen`, { method: 'POST', data: { version }, schema: adminAppealLetterSchema });
}

export function recordAppealFiling(id: string, input: AppealFilingInput): Promise<AdminAppealLetter> {
  return staffRequest(`${letterPath(id)}/filing`, { method: 'POST', data: input, schema: adminAppealLetterSchema });
}

export const appealLetterPdfPath = (id: string) => `${letterPath(id)}.pdf`;
