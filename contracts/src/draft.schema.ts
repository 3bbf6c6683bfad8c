import * as z from 'zod/mini';
import { emailField, localeField } from './application.schema';
import { APPLICATION_PLATFORM_VALUES } from './platforms';
import { LOCALES } from './locales';
import { NAME_MAX, PHONE_MAX, TEXT_MAX } from './rules';
import { US_STATE_CODES } from './us-states';

/*
 * A saved, unfinished home form (`/api/drafts`). Only the e-mail must be valid: the rest is kept
 * as the visitor typed it, half-done or not, and checked for real when the form is submitted.
 * Documents are never part of a draft.
 */

/**
 * How long a draft is kept after its last save: the form and the e-mail tell the visitor, the link
 * answers "expired" after it, and the retention job deletes it.
 */
export const DRAFT_TTL_DAYS = 7;

const partText = (max: number) => z._default(z.string({ error: 'field.invalid' }).check(z.maxLength(max, { error: 'field.tooLong' })), '');
const emptyOr = <T extends z.ZodMiniType>(schema: T) => z.optional(z.union([z.literal(''), schema]));

/** The form's fields as far as the visitor got; unknown keys are dropped. */
export const draftFieldsSchema = z.object({
  firstName: partText(NAME_MAX),
  lastName: partText(NAME_MAX),
  phone: partText(PHONE_MAX),
  platform: emptyOr(z.enum(APPLICATION_PLATFORM_VALUES, { error: 'platform.invalid' })),
  state: emptyOr(z.enum(US_STATE_CODES, { error: 'state.invalid' })),
  deactivationDate: emptyOr(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date.invalid' }))),
  deactivationReason: partText(TEXT_MAX),
  attemptedReactivation: z.optional(z.boolean({ error: 'field.invalid' })),
  supportResponse: partText(TEXT_MAX),
});
export type DraftFields = z.output<typeof draftFieldsSchema>;

/** POST /api/drafts and PUT /api/drafts/:token body: the e-mail, the step the visitor is on, the fields. */
export const draftSaveSchema = z.object({
  email: emailField,
  step: z.union([z.literal(1), z.literal(2)], { error: 'field.invalid' }),
  fields: draftFieldsSchema,
  locale: localeField,
});
export type DraftSaveInput = z.input<typeof draftSaveSchema>;
export type DraftSave = z.output<typeof draftSaveSchema>;

/** 201 answer of POST /api/drafts: the token that saves, reads and deletes this draft. */
export const draftCreatedSchema = z.object({ token: z.string(), expiresAt: z.string() });
export type DraftCreated = z.infer<typeof draftCreatedSchema>;

/** 200 answer of PUT /api/drafts/:token: when the draft now expires. */
export const draftSavedSchema = z.object({ expiresAt: z.string() });
export type DraftSaved = z.infer<typeof draftSavedSchema>;

/** 200 answer of GET /api/drafts/:token: what the form is filled with again. 410 once expired, 404 unknown. */
export const draftViewSchema = z.object({
  email: z.string(),
  step: z.union([z.literal(1), z.literal(2)]),
  fields: draftFieldsSchema,
  locale: z.enum(LOCALES),
  expiresAt: z.string(),
});
export type DraftView = z.infer<typeof draftViewSchema>;
