import * as z from 'zod/mini';
import { emailField, localeField, requiredText } from './application.schema';
import { CONTACT_PLATFORM_VALUES } from './platforms';
import { NAME_MAX, PHONE_MAX, SUBJECT_MAX, TEXT_MAX, isValidPhone } from './rules';

/** Optional, but when given it follows the same phone rule as the intake forms (SPEC §5). */
const optionalPhoneField = z.optional(
  z.string({ error: 'phone.invalid' }).check(
    z.trim(),
    z.maxLength(PHONE_MAX, { error: 'phone.invalid' }),
    z.refine((value) => value === '' || isValidPhone(value), { error: 'phone.invalid' }),
  ),
);

/**
 * SPEC §3 "Contact form", sent as JSON to POST /api/contact. Name, e-mail, subject and message are
 * required; phone ('' or absent when not given) and platform are optional.
 */
export const contactMessageSchema = z.object({
  name: requiredText(NAME_MAX, 'name.required'),
  email: emailField,
  phone: optionalPhoneField,
  platform: z.optional(z.enum(CONTACT_PLATFORM_VALUES, { error: 'platform.invalid' })),
  subject: requiredText(SUBJECT_MAX, 'subject.required'),
  message: requiredText(TEXT_MAX, 'message.required', 'message.tooLong'),
  locale: localeField,
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
