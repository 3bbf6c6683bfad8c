import {
  adminCaseMessageInputSchema,
  adminCaseMessageSchema,
  caseMessageInputSchema,
  caseMessageSchema,
  caseRepliesSeenInputSchema,
  caseStatusViewSchema,
  CASE_ROOM_MAX_DOCUMENTS,
  documentRequestInputSchema,
  documentRequestListSchema,
  documentRequestSchema,
} from '@reactivation/contracts';
import { error, idParam, json, staff, unauthorized } from './openapi-parts';

const tokenParam = { name: 'token', in: 'path', required: true, schema: { type: 'string' } };

/** The client's case room (by the status link's token, no login) and its staff side in the case file. */
export function caseRoomPaths() {
  return {
    '/api/case-status/{token}': {
      get: {
        summary:
          "The client's case room: steps with dates, the open payment link, document requests with the files sent, messages. Reading it marks nothing seen (a mail scanner opens links too); the page says so with POST …/seen",
        parameters: [tokenParam],
        responses: {
          200: { description: 'The case room', content: json(caseStatusViewSchema) },
          404: error('Unknown link'),
        },
      },
    },
    '/api/case-status/{token}/requests/{requestId}/documents': {
      post: {
        summary: `Files sent against one document request (intake's checks, limits and per-address budget; at most ${CASE_ROOM_MAX_DOCUMENTS} per case through the room); staff are alerted in the case's next alert (at most one per case per CASE_ROOM_ALERT_WINDOW_SECONDS)`,
        parameters: [tokenParam, { name: 'requestId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['documents'],
                properties: { documents: { type: 'array', items: { type: 'string', format: 'binary' } } },
              },
            },
          },
        },
        responses: {
          201: { description: 'The request with its files', content: json(documentRequestSchema) },
          400: error('No file; `errors.documents` says so'),
          404: error('Unknown link, or no such request in this case'),
          409: error("The case's room has taken the most documents it can; nothing stored"),
          413: error('A document is over 10 MB, the documents together over 25 MB, or too many documents'),
          415: error('Not a well-formed PNG, JPEG or PDF, an image over the pixel budget, or a PDF with scripts, launch actions or attachments, or not checkable'),
          429: error("Too many requests, or this address's daily document bytes are spent; nothing stored"),
          503: error('Too little free space for documents'),
        },
      },
    },
    '/api/case-status/{token}/messages': {
      post: {
        summary:
          "A message from the client to staff, stored once per `clientKey` (a retry answers the stored message); at most CASE_ROOM_MESSAGES_PER_HOUR per case per hour, whatever the address; staff are alerted in the case's next alert (at most one per case per CASE_ROOM_ALERT_WINDOW_SECONDS)",
        parameters: [tokenParam],
        requestBody: { required: true, content: json(caseMessageInputSchema, 'input') },
        responses: {
          201: { description: 'The stored message', content: json(caseMessageSchema) },
          400: error('Empty or too long; `errors.body` says so'),
          404: error('Unknown link'),
          429: error(
            "Too many requests from this address, or the case's messages of the last hour are at the cap (`errors.body` says so; see Retry-After); nothing stored",
          ),
        },
      },
    },
    '/api/case-status/{token}/seen': {
      post: {
        summary:
          'The page had this staff reply on screen (visible tab): it and the staff replies before it count as seen, so the unseen-reply e-mail does not go. Rate-limited per address like the room\'s other writes',
        parameters: [tokenParam],
        requestBody: { required: true, content: json(caseRepliesSeenInputSchema, 'input') },
        responses: {
          204: { description: 'Marked seen (again, if it already was)' },
          400: error('`messageId` is not an id; `errors.messageId` says so'),
          404: error("Unknown link, or no staff reply with this id in this case (`errors.messageId`)"),
          429: error('Too many requests from this address'),
        },
      },
    },
    '/api/admin/applications/{id}/document-requests': {
      post: {
        ...staff,
        summary: 'Asks the client for documents, one request per item; the client is e-mailed the list with the link to their room',
        parameters: [idParam],
        requestBody: { required: true, content: json(documentRequestInputSchema, 'input') },
        responses: {
          201: { description: 'The requests made', content: json(documentRequestListSchema) },
          400: error('No item, too many, or one empty or too long; `errors.items` says so'),
          401: unauthorized,
          404: error('No such case'),
        },
      },
    },
    '/api/admin/applications/{id}/messages': {
      post: {
        ...staff,
        summary: "A reply to the client in their case room; e-mailed to them unless their room's page reports it on screen within CHAT_REPLY_EMAIL_AFTER_SECONDS (10 minutes)",
        parameters: [idParam],
        requestBody: { required: true, content: json(adminCaseMessageInputSchema, 'input') },
        responses: {
          201: { description: 'The stored message, with the staff member who wrote it (the client never sees the name)', content: json(adminCaseMessageSchema) },
          400: error('Empty or too long; `errors.body` says so'),
          401: unauthorized,
          404: error('No such case'),
        },
      },
    },
  };
}
