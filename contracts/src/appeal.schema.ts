import * as z from 'zod/mini';
import { isCalendarDate, isNotInFuture } from './rules';
import { DOCUMENT_REQUEST_MAX_ITEMS, CASE_MESSAGE_MAX } from './case-room.schema';
import { EVIDENCE_ITEMS, EVIDENCE_REASONS } from './evidence-checklist';

/*
 * The appeal letter (issue 24, ADR 0032): staff draft it in English from templates per platform and
 * reason, edit it (each save a version, all kept), mark one version final; the client reads the final
 * letter with a summary in their language and approves it or asks for a change; staff record when and
 * how it was filed with the platform, which starts the case's "waiting for the platform" step.
 */

/** The longest letter staff may save. */
export const APPEAL_LETTER_MAX = 20000;
/** The longest filing reference (a ticket number, a confirmation id). */
export const APPEAL_FILING_REFERENCE_MAX = 200;

/** How an appeal reaches a platform. */
export const APPEAL_FILING_METHODS = ['platform_form', 'email', 'support_chat', 'in_app', 'mail', 'in_person', 'other'] as const;
export type AppealFilingMethod = (typeof APPEAL_FILING_METHODS)[number];

/** Where a letter stands: a draft staff still edit, or the final version the client may approve. */
export const APPEAL_LETTER_STATES = ['draft', 'final'] as const;
export type AppealLetterState = (typeof APPEAL_LETTER_STATES)[number];

/** How a version came to be: drafted from the templates, saved after edits, or opened again from a final one. */
export const APPEAL_VERSION_ORIGINS = ['generated', 'edited', 'reopened'] as const;

const version = z.number().check(z.int({ error: 'field.invalid' }), z.positive({ error: 'field.invalid' }));

/** POST /api/admin/applications/:id/evidence-requests body: the reason's items to ask for, in one action. */
export const evidenceRequestInputSchema = z.object({
  reason: z.enum(EVIDENCE_REASONS, { error: 'field.invalid' }),
  items: z
    .array(z.enum(EVIDENCE_ITEMS, { error: 'field.invalid' }))
    .check(z.minLength(1, { error: 'field.required' }), z.maxLength(DOCUMENT_REQUEST_MAX_ITEMS, { error: 'field.tooMany' })),
});
export type EvidenceRequestInput = z.output<typeof evidenceRequestInputSchema>;

/** PUT /api/admin/applications/:id/appeal-letter body: the edited text, saved as a new version of `baseVersion`. */
export const appealLetterSaveInputSchema = z.object({
  body: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'field.required' }),
    z.maxLength(APPEAL_LETTER_MAX, { error: 'field.tooLong' }),
  ),
  baseVersion: version,
});
export type AppealLetterSaveInput = z.output<typeof appealLetterSaveInputSchema>;

/** The version an action is about (finalize, reopen, the client's approval): refused unless it is the current one. */
export const appealLetterVersionInputSchema = z.object({ version });
export type AppealLetterVersionInput = z.output<typeof appealLetterVersionInputSchema>;

/** POST /api/admin/applications/:id/appeal-letter/filing body: when (a day, not in the future) and how it was filed. */
export const appealFilingInputSchema = z.object({
  filedOn: z.string({ error: 'date.required' }).check(
    z.trim(),
    z.minLength(1, { error: 'date.required' }),
    z.refine(isCalendarDate, { error: 'date.invalid', abort: true }),
    z.refine((value) => isNotInFuture(value), { error: 'date.future' }),
  ),
  method: z.enum(APPEAL_FILING_METHODS, { error: 'field.invalid' }),
  reference: z.optional(
    z.string().check(z.trim(), z.maxLength(APPEAL_FILING_REFERENCE_MAX, { error: 'field.tooLong' })),
  ),
});
export type AppealFilingInput = z.output<typeof appealFilingInputSchema>;

/** POST /api/case-status/:token/appeal-letter/change-request body: what the client wants changed, once per `clientKey`. */
export const appealChangeRequestInputSchema = z.object({
  version,
  body: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'field.required' }),
    z.maxLength(CASE_MESSAGE_MAX, { error: 'field.tooLong' }),
  ),
  clientKey: z.uuid({ error: 'field.invalid' }),
});
export type AppealChangeRequestInput = z.output<typeof appealChangeRequestInputSchema>;

/** The plain-language summary of a final letter, in each client language. */
export const appealSummarySchema = z.object({ en: z.string(), es: z.string() });
export type AppealSummary = z.infer<typeof appealSummarySchema>;

export const appealFilingSchema = z.object({
  filedOn: z.string(),
  method: z.enum(APPEAL_FILING_METHODS),
  reference: z.nullable(z.string()),
  recordedBy: z.string(),
  recordedAt: z.string(),
});
export type AppealFiling = z.infer<typeof appealFilingSchema>;

/** One saved version, kept for good. */
export const appealLetterVersionSchema = z.object({
  version: z.number(),
  origin: z.enum(APPEAL_VERSION_ORIGINS),
  author: z.string(),
  savedAt: z.string(),
  body: z.string(),
});
export type AppealLetterVersion = z.infer<typeof appealLetterVersionSchema>;

/** GET /api/admin/applications/:id/appeal-letter: the letter as staff work it (`letter` null until the first draft). */
export const adminAppealLetterSchema = z.object({
  /** The common reason the client's own words point to, for the checklist's first choice. */
  suggestedReason: z.enum(EVIDENCE_REASONS),
  letter: z.nullable(
    z.object({
      state: z.enum(APPEAL_LETTER_STATES),
      reason: z.enum(EVIDENCE_REASONS),
      /** The current version (the newest). */
      version: z.number(),
      body: z.string(),
      finalVersion: z.nullable(z.number()),
      finalizedAt: z.nullable(z.string()),
      summary: z.nullable(appealSummarySchema),
      approvedVersion: z.nullable(z.number()),
      approvedAt: z.nullable(z.string()),
      changeRequestedVersion: z.nullable(z.number()),
      changeRequestedAt: z.nullable(z.string()),
      filing: z.nullable(appealFilingSchema),
      /** Every version, newest first. */
      versions: z.array(appealLetterVersionSchema),
    }),
  ),
});
export type AdminAppealLetter = z.infer<typeof adminAppealLetterSchema>;

/** POST /api/admin/applications/:id/appeal-letter/draft body: the reason whose template to draft from. */
export const appealDraftInputSchema = z.object({ reason: z.enum(EVIDENCE_REASONS, { error: 'field.invalid' }) });
export type AppealDraftInput = z.output<typeof appealDraftInputSchema>;

/** GET /api/case-status/:token/appeal-letter: the final letter as the client reads it (null while there is none). */
export const clientAppealLetterSchema = z.object({
  letter: z.nullable(
    z.object({
      version: z.number(),
      body: z.string(),
      summary: appealSummarySchema,
      finalizedAt: z.string(),
      approvedAt: z.nullable(z.string()),
      changeRequestedAt: z.nullable(z.string()),
      filedOn: z.nullable(z.string()),
    }),
  ),
});
export type ClientAppealLetter = z.infer<typeof clientAppealLetterSchema>;
