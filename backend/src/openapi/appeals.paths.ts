import {
  adminAppealLetterSchema,
  appealChangeRequestInputSchema,
  appealDraftInputSchema,
  appealFilingInputSchema,
  appealLetterSaveInputSchema,
  appealLetterVersionInputSchema,
  clientAppealLetterSchema,
  documentRequestListSchema,
  evidenceRequestInputSchema,
} from '@reactivation/contracts';
import { error, json, staff, unauthorized } from './openapi-parts';

const tokenParam = { name: 'token', in: 'path', required: true, schema: { type: 'string' } };
const caseParam = { name: 'id', in: 'path', required: true, description: "The case's id or case number", schema: { type: 'string' } };
const pdf = (description: string) => ({
  description,
  headers: { 'Content-Disposition': { description: 'attachment; filename="…"', schema: { type: 'string' } } },
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
});

/** A staff action on the letter: its body, what it answers, and its refusals. */
function letterAction(summary: string, input: Parameters<typeof json>[0], refusals: Record<number, ReturnType<typeof error>>, status = 200) {
  return {
    ...staff,
    summary,
    parameters: [caseParam],
    requestBody: { required: true, content: json(input, 'input') },
    responses: {
      [status]: { description: 'The letter as staff see it now', content: json(adminAppealLetterSchema) },
      400: error('Bad input; `errors` names the field'),
      401: unauthorized,
      404: error('No such case, or no letter yet'),
      ...refusals,
    },
  };
}

/** The appeal work (ADR 0032): the evidence checklist, the letter's versions, its approval, PDF and filing. */
export function appealPaths() {
  return {
    '/api/admin/applications/{id}/evidence-requests': {
      post: {
        ...staff,
        summary:
          "Sends chosen items of a deactivation reason's evidence checklist as document requests in one action, each with why it helps, in the client's language; the client is e-mailed the list",
        parameters: [caseParam],
        requestBody: { required: true, content: json(evidenceRequestInputSchema, 'input') },
        responses: {
          201: { description: 'The requests made', content: json(documentRequestListSchema) },
          400: error("Unknown reason, no item, too many, or an item not on the reason's list; `errors` names the field"),
          401: unauthorized,
          404: error('No such case'),
        },
      },
    },
    '/api/admin/applications/{id}/appeal-letter': {
      get: {
        ...staff,
        summary: 'The appeal letter as staff work it: state, current version and text, every version (newest first), the summary, the approval or change request, the filing; `letter` null before the first draft',
        parameters: [caseParam],
        responses: {
          200: { description: 'The letter', content: json(adminAppealLetterSchema) },
          401: unauthorized,
          404: error('No such case'),
        },
      },
      put: letterAction('Saves the edited text as a new version of the current draft (`baseVersion`); every version is kept', appealLetterSaveInputSchema, {
        409: error('The letter is final (open a new version first), or `baseVersion` is not the current version'),
      }),
    },
    '/api/admin/applications/{id}/appeal-letter/draft': {
      post: letterAction(
        "Drafts a new version in English from the templates of the case's platform and this reason, with the case's facts",
        appealDraftInputSchema,
        { 409: error('The letter is final: open a new version first') },
        201,
      ),
    },
    '/api/admin/applications/{id}/appeal-letter/finalize': {
      post: letterAction('Marks the current version final, with its plain-language summary (en, es); the client sees it from then on', appealLetterVersionInputSchema, {
        409: error('Already final, or `version` is not the current version'),
      }),
    },
    '/api/admin/applications/{id}/appeal-letter/reopen': {
      post: letterAction('Opens a new draft version copying the final one (the final version stays kept); the client no longer sees a letter to approve', appealLetterVersionInputSchema, {
        409: error('The letter is not final at this version, or its filing is recorded'),
      }),
    },
    '/api/admin/applications/{id}/appeal-letter/filing': {
      post: letterAction(
        'Records when (a day, not in the future) and how the final letter was filed with the platform; the case moves to "waiting for the platform" (appeal_filed) from that day',
        appealFilingInputSchema,
        { 409: error('The letter is not final, or its filing is already recorded') },
      ),
    },
    '/api/admin/applications/{id}/appeal-letter.pdf': {
      get: {
        ...staff,
        summary: 'The current version as a PDF (a draft says so on its first page); the download is audited',
        parameters: [caseParam],
        responses: { 200: pdf('The letter'), 401: unauthorized, 404: error('No such case, or no letter yet') },
      },
    },
    '/api/case-status/{token}/appeal-letter': {
      get: {
        summary: "The final appeal letter in the client's case room, with its summary in English and Spanish; `letter` null while there is no final letter",
        parameters: [tokenParam],
        responses: { 200: { description: 'The letter', content: json(clientAppealLetterSchema) }, 404: error('Unknown link') },
      },
    },
    '/api/case-status/{token}/appeal-letter/pdf': {
      get: {
        summary: 'The final letter as a PDF',
        parameters: [tokenParam],
        responses: { 200: pdf('The letter'), 404: error('Unknown link, or no final letter') },
      },
    },
    '/api/case-status/{token}/appeal-letter/approval': {
      post: {
        summary: "The client approves the final version they read; rate-limited per address like the room's other writes",
        parameters: [tokenParam],
        requestBody: { required: true, content: json(appealLetterVersionInputSchema, 'input') },
        responses: {
          200: { description: 'The letter, approved', content: json(clientAppealLetterSchema) },
          400: error('`errors.version` says what is wrong'),
          404: error('Unknown link'),
          409: error('That version is not the final letter (a draft, or replaced since)'),
          429: error('Too many requests from this address'),
        },
      },
    },
    '/api/case-status/{token}/appeal-letter/change-request': {
      post: {
        summary:
          "The client asks for a change to the final version: posted as their message on the case (staff are alerted; stored once per `clientKey`, within CASE_ROOM_MESSAGES_PER_HOUR) and the letter marked",
        parameters: [tokenParam],
        requestBody: { required: true, content: json(appealChangeRequestInputSchema, 'input') },
        responses: {
          200: { description: 'The letter, with the change request', content: json(clientAppealLetterSchema) },
          400: error('Empty or too long text, or a bad version or key; `errors` names the field'),
          404: error('Unknown link'),
          409: error('That version is not the final letter'),
          429: error("Too many requests from this address, or the case's messages of the last hour are at the cap"),
        },
      },
    },
  };
}
