import * as z from 'zod/mini';
import { LOCALES } from './locales';
import { APPLICATION_PLATFORM_VALUES, CASE_REVIEW_PLATFORMS } from './platforms';
import { US_STATE_CODES } from './us-states';
import {
  DOCUMENT_URLS_MAX,
  DRAFT_TOKEN_PATTERN,
  EMAIL_MAX,
  EMAIL_PATTERN,
  NAME_MAX,
  PHONE_MAX,
  TEXT_MAX,
  isCalendarDate,
  isNotInFuture,
  isValidPhone,
} from './rules';
import { textConsentField } from './text-consent';

/*
 * Every message is a key of messages/<locale>.json, never a sentence: the browser and the server
 * both turn the key into the visitor's language. Written with zod/mini, whose functions tree-shake,
 * so that the browser loads only what the forms use (classic zod adds about 95 KB).
 */

/** A trimmed text that must not be blank, with its own message key when blank. */
export const requiredText = (max: number, requiredKey = 'field.required', tooLongKey = 'field.tooLong') =>
  z.string({ error: requiredKey }).check(z.trim(), z.minLength(1, { error: requiredKey }), z.maxLength(max, { error: tooLongKey }));

const optionalText = (max: number) =>
  z._default(z.string({ error: 'field.invalid' }).check(z.trim(), z.maxLength(max, { error: 'field.tooLong' })), '');

export const emailField = z
  .string({ error: 'email.required' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'email.required' }),
    z.maxLength(EMAIL_MAX, { error: 'email.invalid' }),
    z.regex(EMAIL_PATTERN, { error: 'email.invalid' }),
  );

export const phoneField = z
  .string({ error: 'phone.required' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'phone.required' }),
    z.maxLength(PHONE_MAX, { error: 'phone.invalid' }),
    z.refine(isValidPhone, { error: 'phone.invalid' }),
  );

export const deactivationDateField = z
  .string({ error: 'date.required' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'date.required' }),
    z.refine(isCalendarDate, { error: 'date.invalid', abort: true }),
    z.refine((value) => isNotInFuture(value), { error: 'date.future' }),
  );

const documentUrlsField = z._default(
  z
    .array(z.url({ protocol: /^https?$/, error: 'documentUrls.invalid' }), { error: 'documentUrls.invalid' })
    .check(z.maxLength(DOCUMENT_URLS_MAX, { error: 'documentUrls.tooMany' })),
  [],
);

/** The state the worker works in, optional: an empty choice counts as none. */
export const workStateField = z.optional(
  z.pipe(
    z.transform((value: unknown) => (value === '' || value === null ? undefined : value)),
    z.optional(z.enum(US_STATE_CODES, { error: 'state.invalid' })),
  ),
);

/** The visitor's language, when the client sends it. */
export const localeField = z.optional(z.enum(LOCALES, { error: 'field.invalid' }));

/** The deactivation facts both intake journeys ask for. */
const deactivationFields = {
  email: emailField,
  phone: phoneField,
  deactivationDate: deactivationDateField,
  deactivationReason: requiredText(TEXT_MAX),
  attemptedReactivation: z.boolean({ error: 'attempted.required' }),
  supportResponse: optionalText(TEXT_MAX),
  documentUrls: documentUrlsField,
  locale: localeField,
  state: workStateField,
};

/** SPEC §3 "Application": the home page's 3-step form. Files travel beside it, under `documents`. */
export const applicationSchema = z.object({
  firstName: requiredText(NAME_MAX, 'firstName.required'),
  lastName: requiredText(NAME_MAX, 'lastName.required'),
  platform: z.enum(APPLICATION_PLATFORM_VALUES, { error: 'platform.required' }),
  ...deactivationFields,
});
export type ApplicationInput = z.input<typeof applicationSchema>;
export type Application = z.output<typeof applicationSchema>;

/** JSON text to a value (`empty` when absent or blank); text that is not JSON stays as it is, so the schema after it refuses it. */
const jsonText = (empty: unknown) =>
  z.transform((value: unknown) => {
    if (value === undefined || value === '') return empty;
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  });
const fromJsonText = jsonText([]);

/**
 * The same application as multipart form fields: every value is text, so the boolean arrives as
 * "true"/"false" and documentUrls as JSON text (SPEC §3).
 */
export const applicationFormDataSchema = z.extend(applicationSchema, {
  attemptedReactivation: z.pipe(
    z.enum(['true', 'false'], { error: 'attempted.required' }),
    z.transform((value: 'true' | 'false') => value === 'true'),
  ),
  documentUrls: z.pipe(fromJsonText, documentUrlsField),
  /** The visitor's saved draft of this form, if any: it is deleted once the case is in. */
  draftToken: z.optional(z.string().check(z.regex(DRAFT_TOKEN_PATTERN, { error: 'field.invalid' }))),
  /** The text-message consent box, when checked: JSON text `{ channel, version }`; stored with the case, by texting. */
  textConsent: z.pipe(jsonText(undefined), textConsentField),
});
export type ApplicationFormData = z.output<typeof applicationFormDataSchema>;

/** SPEC §3 "Case review payload": the free case-review wizard, sent as JSON. */
export const caseReviewSchema = z.object({
  firstName: requiredText(NAME_MAX, 'name.required'),
  lastName: z._default(z.string({ error: 'field.invalid' }).check(z.trim(), z.maxLength(NAME_MAX, { error: 'field.tooLong' })), ''),
  platform: z.enum(CASE_REVIEW_PLATFORMS, { error: 'platform.required' }),
  description: optionalText(TEXT_MAX),
  ...deactivationFields,
  /** The text-message consent box, when checked; the request's, stored beside the case by texting. */
  textConsent: textConsentField,
});
export type CaseReviewInput = z.input<typeof caseReviewSchema>;
export type CaseReview = z.output<typeof caseReviewSchema>;

/** The wizard asks for one name; its first word is the first name and the rest the last name. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}
