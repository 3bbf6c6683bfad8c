import * as z from 'zod/mini';
import { CASE_STATUSES } from './case-status';
import { LOCALES } from './locales';

/*
 * The client's case room at /case/:token (no login: the token in every client e-mail is the key)
 * and its staff side in the panel's case file: document requests and case messages.
 */

/** How many documents a case may receive through its room, over its whole life (on top of intake's). */
export const CASE_ROOM_MAX_DOCUMENTS = 30;
/** How many items staff may ask for at once, and how long one item's wording may be. */
export const DOCUMENT_REQUEST_MAX_ITEMS = 10;
export const DOCUMENT_REQUEST_LABEL_MAX = 200;
/** The longest case message, from either side. */
export const CASE_MESSAGE_MAX = 4000;

/** A file the client sent against a request, as both sides see it (never its bytes). */
export const caseRoomDocumentSchema = z.object({
  id: z.string(),
  originalName: z.string(),
  sizeBytes: z.number(),
  uploadedAt: z.string(),
});
export type CaseRoomDocument = z.infer<typeof caseRoomDocumentSchema>;

/** One item staff asked for; fulfilled once the client sent at least one file against it. */
export const documentRequestSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** Why this item helps the appeal, in the client's language (the evidence checklist's items carry one). */
  note: z.optional(z.string()),
  requestedAt: z.string(),
  fulfilledAt: z.nullable(z.string()),
  documents: z.array(caseRoomDocumentSchema),
});
export type DocumentRequest = z.infer<typeof documentRequestSchema>;

export const CASE_MESSAGE_AUTHORS = ['client', 'staff'] as const;
export type CaseMessageAuthor = (typeof CASE_MESSAGE_AUTHORS)[number];

/**
 * A message inside the case (not the anonymous live chat), as the client receives it: staff's
 * messages are "our team", never a staff member's name (a sign-in name is half a credential).
 */
export const caseMessageSchema = z.object({
  id: z.string(),
  author: z.enum(CASE_MESSAGE_AUTHORS),
  body: z.string(),
  sentAt: z.string(),
});
export type CaseMessage = z.infer<typeof caseMessageSchema>;

/** A case message as the panel shows it: with the staff member who wrote it (null for the client's). */
export const adminCaseMessageSchema = z.extend(caseMessageSchema, {
  staffName: z.nullable(z.string()),
});
export type AdminCaseMessage = z.infer<typeof adminCaseMessageSchema>;

/** A step of the case as the client reads it: when it was reached, or null while it is ahead. */
export const caseRoomStepSchema = z.object({
  status: z.enum(CASE_STATUSES),
  reachedAt: z.nullable(z.string()),
});
export type CaseRoomStep = z.infer<typeof caseRoomStepSchema>;

/** GET /api/case-status/:token: the case room's data (public; the token is the key). */
export const caseStatusViewSchema = z.object({
  caseNumber: z.string(),
  firstName: z.string(),
  platform: z.string(),
  status: z.enum(CASE_STATUSES),
  /** The case's language: the room opens in it. */
  locale: z.enum(LOCALES),
  updatedAt: z.string(),
  /** Every step of the workflow in order, with the date each was reached. */
  steps: z.array(caseRoomStepSchema),
  /** The open payment link's page (/payment/:token), while the case awaits payment and the link works. */
  paymentUrl: z.nullable(z.string()),
  requests: z.array(documentRequestSchema),
  messages: z.array(caseMessageSchema),
});
export type CaseStatusView = z.infer<typeof caseStatusViewSchema>;

const messageBody = z.string().check(
  z.trim(),
  z.minLength(1, { error: 'field.required' }),
  z.maxLength(CASE_MESSAGE_MAX, { error: 'field.tooLong' }),
);

/** POST /api/case-status/:token/messages body; `clientKey` makes a retried send land once. */
export const caseMessageInputSchema = z.object({
  body: messageBody,
  clientKey: z.uuid({ error: 'field.invalid' }),
});
export type CaseMessageInput = z.output<typeof caseMessageInputSchema>;

/**
 * POST /api/case-status/:token/seen body: the newest staff reply the client's page had on screen;
 * it and every staff reply before it count as seen (and are not e-mailed as unseen).
 */
export const caseRepliesSeenInputSchema = z.object({
  messageId: z.uuid({ error: 'field.invalid' }),
});
export type CaseRepliesSeenInput = z.output<typeof caseRepliesSeenInputSchema>;

/** POST /api/admin/applications/:id/messages body. */
export const adminCaseMessageInputSchema = z.object({ body: messageBody });
export type AdminCaseMessageInput = z.output<typeof adminCaseMessageInputSchema>;

/** POST /api/admin/applications/:id/document-requests body: the items asked for, in the client's words. */
/** One item's wording, as the client reads it: trimmed, 1 to DOCUMENT_REQUEST_LABEL_MAX characters. */
export const documentRequestLabel = z.string().check(
  z.trim(),
  z.minLength(1, { error: 'field.required' }),
  z.maxLength(DOCUMENT_REQUEST_LABEL_MAX, { error: 'field.tooLong' }),
);

export const documentRequestInputSchema = z.object({
  items: z
    .array(documentRequestLabel)
    .check(z.minLength(1, { error: 'field.required' }), z.maxLength(DOCUMENT_REQUEST_MAX_ITEMS, { error: 'field.tooMany' })),
});
export type DocumentRequestInput = z.output<typeof documentRequestInputSchema>;

/** The staff side of the room, in the case file (GET /api/admin/applications/:id). */
export const adminCaseRoomSchema = z.object({
  requests: z.array(documentRequestSchema),
  messages: z.array(adminCaseMessageSchema),
});
export type AdminCaseRoom = z.infer<typeof adminCaseRoomSchema>;

/** POST /api/admin/applications/:id/document-requests answer: the items just asked for. */
export const documentRequestListSchema = z.array(documentRequestSchema);
