import { staffMacroApplyInputSchema, staffMacroApplyResultSchema, staffMacroInputSchema, staffMacroListSchema, staffMacroSchema } from '@reactivation/contracts';
import { error, idParam, json, staff, unauthorized } from './openapi-parts';

const macroParam = { name: 'macroId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } };

/** Staff's saved replies (ADR 0036): their edits, each in the journal, and their use on a case. */
export function macroPaths() {
  const invalid = error('Bad input (an empty or too long text, a variable that does not exist, a status a macro cannot set); `errors` names the field, nothing is written');
  return {
    '/api/admin/macros': {
      get: {
        ...staff,
        summary: 'Every saved reply, by its Russian title',
        responses: { 200: { description: 'The macros', content: json(staffMacroListSchema) }, 401: unauthorized },
      },
      post: {
        ...staff,
        summary:
          'Saves a new reply: a Russian title, the text in English and Spanish (variables `{{clientName}}`, `{{caseNumber}}`, `{{platform}}`, `{{deadline}}`, `{{roomLink}}`), documents to ask for in both languages, and a status to move the case to',
        requestBody: { required: true, content: json(staffMacroInputSchema, 'input') },
        responses: { 201: { description: 'The macro', content: json(staffMacroSchema) }, 400: invalid, 401: unauthorized },
      },
    },
    '/api/admin/macros/{macroId}': {
      put: {
        ...staff,
        summary: 'Replaces a saved reply with this one',
        parameters: [macroParam],
        requestBody: { required: true, content: json(staffMacroInputSchema, 'input') },
        responses: {
          200: { description: 'The macro', content: json(staffMacroSchema) },
          400: invalid,
          401: unauthorized,
          404: error('No such macro'),
        },
      },
      delete: {
        ...staff,
        summary: 'Deletes a saved reply',
        parameters: [macroParam],
        responses: { 204: { description: 'Deleted' }, 401: unauthorized, 404: error('No such macro') },
      },
    },
    '/api/admin/applications/{id}/macros/{macroId}/apply': {
      post: {
        ...staff,
        summary:
          "Applies a saved reply to a case in one call: moves the case (the status workflow's rules, history and e-mail), asks for its documents in the client's language (the client is e-mailed the list), and posts its text in the client's language with the variables filled from the case if `sendMessage`; each part and the use itself in the journal",
        parameters: [idParam, macroParam],
        requestBody: { required: true, content: json(staffMacroApplyInputSchema, 'input') },
        responses: {
          200: { description: 'What was done', content: json(staffMacroApplyResultSchema) },
          400: error('Bad input, or nothing to do; `errors` names the field, nothing is written'),
          401: unauthorized,
          404: error('No such case or macro'),
          409: error("The workflow does not allow the macro's status from the case's status: nothing is written"),
        },
      },
    },
  };
}
