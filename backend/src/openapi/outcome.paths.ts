import {
  adminReportSchema,
  REPORT_MAX_DAYS,
  satisfactionAnswerSchema,
  satisfactionInputSchema,
  satisfactionViewSchema,
} from '@reactivation/contracts';
import { error, json, staff, unauthorized } from './openapi-parts';

const tokenParam = { name: 'token', in: 'path', required: true, schema: { type: 'string' } };
const periodParams = ['from', 'to'].map((name) => ({
  name,
  in: 'query',
  required: true,
  description: `The period's ${name === 'from' ? 'first' : 'last'} day (YYYY-MM-DD), by the outcome's date; at most ${REPORT_MAX_DAYS} days`,
  schema: { type: 'string', format: 'date' },
}));

/** How cases end: the staff report, and the client's one answer to the closing e-mail's question. */
export function outcomePaths() {
  return {
    '/api/admin/report': {
      get: {
        ...staff,
        summary:
          'Cases closed in the period, reactivation rate (reactivated ÷ closed) and median days between payment and outcome, in total and per platform, reason group and state, with the counts behind each figure, the satisfaction average, and cases closed per week; computed by the database from the outcomes',
        parameters: periodParams,
        responses: {
          200: { description: 'The figures', content: json(adminReportSchema) },
          400: error('A missing or malformed day, an end before the start, or a period too long; `errors` names the field'),
          401: unauthorized,
        },
      },
    },
    '/api/admin/report.csv': {
      get: {
        ...staff,
        summary: "The same figures as CSV (UTF-8 with a BOM, semicolons, CRLF, decimal commas, Russian headers); the download is in the audit log",
        parameters: periodParams,
        responses: {
          200: { description: 'The CSV, as an attachment', content: { 'text/csv': { schema: { type: 'string' } } } },
          400: error('A missing or malformed day, an end before the start, or a period too long; `errors` names the field'),
          401: unauthorized,
        },
      },
    },
    '/api/satisfaction/{token}': {
      get: {
        summary:
          "The closing e-mail's satisfaction page (no login: the signed link is the key): the case number, the client's language and the answer already given. Reading records nothing (mail scanners follow links)",
        parameters: [tokenParam],
        responses: {
          200: { description: 'What the page asks from', content: json(satisfactionViewSchema) },
          404: error('Not a link we signed, or the case is not closed (any more)'),
        },
      },
      post: {
        summary: 'The client\'s answer: a score from 1 to 5 and an optional comment; one per case. Rate-limited per address like every public write',
        parameters: [tokenParam],
        requestBody: { required: true, content: json(satisfactionInputSchema, 'input') },
        responses: {
          201: { description: 'The answer, recorded', content: json(satisfactionAnswerSchema) },
          400: error('No score from 1 to 5, or a comment too long; `errors` names the field'),
          404: error('Not a link we signed, or the case is not closed'),
          409: error('This case already has an answer; nothing changed (`errors.score` says so)'),
          429: error('Too many requests from this address; nothing stored'),
        },
      },
    },
  };
}
