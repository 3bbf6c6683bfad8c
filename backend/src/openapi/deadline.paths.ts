import { caseDeadlineSchema } from '@reactivation/contracts';
import { error, idParam, json, staff, unauthorized } from './openapi-parts';

const tokenParam = { name: 'token', in: 'path', required: true, schema: { type: 'string' } };
const calendar = { 'text/calendar': { schema: { type: 'string' } } };

/** A case's appeal deadline (ADR 0031): for the client by the room link's token, for staff by the case's id or number. */
export function deadlinePaths() {
  return {
    '/api/case-status/{token}/deadline': {
      get: {
        summary:
          "The case's appeal deadline from the rights guide's windows: the last day (or null: no published deadline), days left, every window that may apply with its source, and the offices to contact",
        parameters: [tokenParam],
        responses: { 200: { description: 'The deadline', content: json(caseDeadlineSchema) }, 404: error('Unknown link') },
      },
    },
    '/api/case-status/{token}/deadline.ics': {
      get: {
        summary: "The deadline as an iCalendar file in the case's language, with alarms 14, 7 and 2 days before",
        parameters: [tokenParam],
        responses: {
          200: { description: 'The calendar file, as an attachment', content: calendar },
          404: error('Unknown link, or the case has no published deadline (deadline.none)'),
        },
      },
    },
    '/api/admin/applications/{id}/deadline': {
      get: {
        ...staff,
        summary: "The case's appeal deadline, as the client sees it",
        parameters: [idParam],
        responses: { 200: { description: 'The deadline', content: json(caseDeadlineSchema) }, 401: unauthorized, 404: error('No such case') },
      },
    },
    '/api/admin/applications/{id}/deadline.ics': {
      get: {
        ...staff,
        summary: 'The deadline as an iCalendar file in Russian, linking to the case file',
        parameters: [idParam],
        responses: {
          200: { description: 'The calendar file, as an attachment', content: calendar },
          401: unauthorized,
          404: error('No such case, or no published deadline (deadline.none)'),
        },
      },
    },
  };
}
