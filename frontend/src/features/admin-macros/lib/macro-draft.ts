import { safeParse } from 'zod/v4/core';
import {
  DOCUMENT_REQUEST_MAX_ITEMS,
  staffMacroInputSchema,
  unknownMacroVariables,
  type CaseStatus,
  type StaffMacro,
  type StaffMacroInput,
} from '@reactivation/contracts';

/** The macro form's fields as typed: the documents one per line in each language. */
export type MacroDraft = {
  titleRu: string;
  textEn: string;
  textEs: string;
  documentsEn: string;
  documentsEs: string;
  targetStatus: CaseStatus | '';
};
export type MacroDraftField = 'titleRu' | 'textEn' | 'textEs' | 'documents' | 'targetStatus';
export type MacroDraftProblem =
  | { kind: 'required' | 'tooLong' | 'invalid' }
  | { kind: 'unknownVariable'; names: string[] }
  | { kind: 'tooMany'; max: number }
  | { kind: 'mismatch'; en: number; es: number };

export const EMPTY_MACRO_DRAFT: MacroDraft = { titleRu: '', textEn: '', textEs: '', documentsEn: '', documentsEs: '', targetStatus: '' };

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function draftOf(macro: StaffMacro): MacroDraft {
  return {
    titleRu: macro.titleRu,
    textEn: macro.textEn,
    textEs: macro.textEs,
    documentsEn: macro.documentRequests.map((item) => item.en).join('\n'),
    documentsEs: macro.documentRequests.map((item) => item.es).join('\n'),
    targetStatus: macro.targetStatus ?? '',
  };
}

/**
 * The request body for a draft, checked by the same schema the server uses, or what is wrong, by field.
 * The documents' lines pair up in order (line n in English is line n in Spanish), so their counts must agree.
 */
export function checkMacroDraft(
  draft: MacroDraft,
): { input: StaffMacroInput; problems?: undefined } | { input?: undefined; problems: Partial<Record<MacroDraftField, MacroDraftProblem>> } {
  const en = lines(draft.documentsEn);
  const es = lines(draft.documentsEs);
  const problems: Partial<Record<MacroDraftField, MacroDraftProblem>> = {};
  if (en.length !== es.length) problems.documents = { kind: 'mismatch', en: en.length, es: es.length };
  const result = safeParse(staffMacroInputSchema, {
    titleRu: draft.titleRu,
    textEn: draft.textEn,
    textEs: draft.textEs,
    documentRequests: en.map((label, index) => ({ en: label, es: es[index] ?? '' })),
    targetStatus: draft.targetStatus || null,
  });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const head = String(issue.path[0] ?? '');
      const field: MacroDraftField = head === 'documentRequests' ? 'documents' : (head as MacroDraftField);
      if (problems[field]) continue;
      if (issue.message === 'macro.unknownVariable') {
        problems[field] = { kind: 'unknownVariable', names: unknownMacroVariables(field === 'textEs' ? draft.textEs : draft.textEn) };
      } else if (issue.message === 'field.tooMany') problems[field] = { kind: 'tooMany', max: DOCUMENT_REQUEST_MAX_ITEMS };
      else if (issue.message === 'field.required') problems[field] = { kind: 'required' };
      else if (issue.message === 'field.tooLong') problems[field] = { kind: 'tooLong' };
      else problems[field] = { kind: 'invalid' };
    }
  }
  if (Object.keys(problems).length > 0 || !result.success) return { problems };
  return { input: result.data };
}
