import {
  adminApplicationSchema,
  adminAuditListSchema,
  adminOwnerChangeSchema,
  adminStaffListSchema,
  AUDIT_ACTIONS,
} from '@reactivation/contracts';
import { error, idParam, json, queryParams, staff, unauthorized } from './openapi-parts';

/** The staff tools: owners, the CSV export, the staff directory and the audit log. */
export function staffToolPaths() {
  return {
    '/api/admin/applications/{id}/owner': {
      put: {
        ...staff,
        summary: 'Gives the case to a staff account, or to nobody (`ownerId: null`); audited',
        parameters: [idParam],
        requestBody: { required: true, content: json(adminOwnerChangeSchema, 'input') },
        responses: {
          200: { description: 'The case with its owner', content: json(adminApplicationSchema) },
          400: error('Not a staff account id; `errors.ownerId` says so'),
          401: unauthorized,
          404: error('No such case'),
        },
      },
    },
    '/api/admin/applications.csv': {
      get: {
        ...staff,
        summary:
          "Every case the list's filter matches (q, status, owner = me | none | <staff id>), newest first, as CSV: UTF-8 with a BOM, semicolons, CRLF; no free text, no document contents. Streamed; the export is in the audit log",
        parameters: queryParams('q', 'status', 'owner'),
        responses: {
          200: { description: 'The CSV, as an attachment', content: { 'text/csv': { schema: { type: 'string' } } } },
          400: error('A bad parameter; `errors` names it'),
          401: unauthorized,
        },
      },
    },
    '/api/admin/staff': {
      get: {
        ...staff,
        summary: 'Every staff account (id and name), for choosing an owner',
        responses: { 200: { description: 'The accounts', content: json(adminStaffListSchema) }, 401: unauthorized },
      },
    },
    '/api/admin/audit': {
      get: {
        ...staff,
        summary: `The audit log of staff actions, newest first (${AUDIT_ACTIONS.join(', ')}); filter by actor or action; Link rel="next" pages`,
        parameters: queryParams('actor', 'action', 'limit', 'cursor'),
        responses: {
          200: { description: 'A page of entries', content: json(adminAuditListSchema) },
          400: error('A bad parameter; `errors` names it'),
          401: unauthorized,
        },
      },
    },
  };
}
