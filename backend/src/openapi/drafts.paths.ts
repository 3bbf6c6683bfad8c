import { draftCreatedSchema, draftSavedSchema, draftSaveSchema, draftViewSchema } from '@reactivation/contracts';
import { error, json } from './openapi-parts';

const tokenParam = { name: 'token', in: 'path', required: true, schema: { type: 'string', pattern: '^[\\w-]{32}$' } };

/** The home form's saved drafts (/api/drafts): public, the token is the key. */
export function draftPaths() {
  return {
    '/api/drafts': {
      post: {
        summary:
          'Starts saving the home form once step 1 has a valid e-mail (documents are never saved); kept 7 days (DRAFT_TTL_DAYS) after the last save',
        requestBody: { required: true, content: json(draftSaveSchema, 'input') },
        responses: {
          201: { description: 'Saved; the token saves, reads and deletes it from now on', content: json(draftCreatedSchema) },
          400: error('A field is invalid; `errors` names it'),
          429: error('Too many drafts started from this address'),
        },
      },
    },
    '/api/drafts/{token}': {
      get: {
        summary: 'The saved form, to fill it in again (the e-mailed link carries the token as #draft=<token>)',
        parameters: [tokenParam],
        responses: {
          200: { description: 'The saved fields and step', content: json(draftViewSchema) },
          404: error('Unknown draft (sent, deleted, or removed by retention)'),
          410: error('The draft has expired'),
        },
      },
      put: {
        summary: 'Saves the form again (as the visitor types); its lifetime starts again',
        parameters: [tokenParam],
        requestBody: { required: true, content: json(draftSaveSchema, 'input') },
        responses: {
          200: { description: 'Saved', content: json(draftSavedSchema) },
          400: error('A field is invalid; `errors` names it'),
          404: error('Unknown draft'),
          410: error('The draft has expired'),
          429: error('Too many saves from this address (RATE_LIMIT_DRAFT_SAVES); see Retry-After'),
        },
      },
      delete: {
        summary: 'Deletes the draft now (the visitor asked); unknown tokens are ignored',
        parameters: [tokenParam],
        responses: { 204: { description: 'Gone' }, 429: error('Too many requests from this address') },
      },
    },
  };
}
