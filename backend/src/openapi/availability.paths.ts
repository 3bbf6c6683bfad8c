import { availabilitySchema, followUpAlertSchema, REPLY_TIME_WINDOW_DAYS } from '@reactivation/contracts';
import * as z from 'zod/mini';
import { error, json, staff, unauthorized } from './openapi-parts';

/** Honest reply times for clients, and the follow-up alerts for staff (ADR 0037). */
export function availabilityPaths() {
  return {
    '/api/availability': {
      get: {
        summary: `The working week (BUSINESS_HOURS) the page works out "in now" and "back at" from, and the median time staff took to answer a client's first message, in business minutes, over the live chat's and case rooms' conversations started in the last ${REPLY_TIME_WINDOW_DAYS} days (null with none answered); computed from the messages, cached for 10 seconds`,
        responses: { 200: { description: 'The hours and the figure', content: json(availabilitySchema) } },
      },
    },
    '/api/admin/follow-ups': {
      get: {
        ...staff,
        summary:
          "The owner alerts still open, oldest first: documents asked for and still not sent after the client's reminder, appeals waiting on the platform longer than its usual answer time. `owner=me` (the default) the signed-in member's cases, `owner=all` everyone's",
        parameters: [{ name: 'owner', in: 'query', required: false, schema: { type: 'string', enum: ['me', 'all'] } }],
        responses: {
          200: { description: 'The alerts', content: json(z.array(followUpAlertSchema)) },
          400: error('`owner` is neither `me` nor `all`'),
          401: unauthorized,
        },
      },
    },
  };
}
