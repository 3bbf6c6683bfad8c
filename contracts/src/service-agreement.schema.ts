import * as z from 'zod/mini';
import { LOCALES } from './locales';

/*
 * The service agreement's calls (the terms box of the payment pages, GET /api/service-agreement).
 * Apart from the texts (service-agreement.ts), so the payment pages carry the schemas without them.
 */

const versionField = z.string().check(z.minLength(1, { error: 'field.required' }), z.maxLength(40, { error: 'field.invalid' }));

/**
 * POST /api/payment/:token/terms-acceptance body: the version the page showed, in which language, and
 * the consent to sign and keep records electronically (15 U.S.C. § 7001(c)), which must be given.
 */
export const termsAcceptanceInputSchema = z.object({
  version: versionField,
  locale: z.enum(LOCALES, { error: 'field.invalid' }),
  electronicConsent: z.literal(true, { error: 'terms.consentRequired' }),
});
export type TermsAcceptanceInput = z.output<typeof termsAcceptanceInputSchema>;

/** POST /api/terms-acceptance body (the home form's payment step): the same, for the case just sent. */
export const applicationTermsAcceptanceInputSchema = z.extend(termsAcceptanceInputSchema, {
  applicationId: z.uuid({ error: 'field.invalid' }),
});
export type ApplicationTermsAcceptanceInput = z.output<typeof applicationTermsAcceptanceInputSchema>;

/** The answer of both acceptance calls: what was recorded (the first acceptance of this version for the case). */
export const termsAcceptanceSchema = z.object({
  version: z.string(),
  publishedOn: z.string(),
  locale: z.enum(LOCALES),
  /** SHA-256 (hex) of the accepted text (serviceAgreementText). */
  textSha256: z.string(),
  acceptedAt: z.string(),
});
export type TermsAcceptance = z.infer<typeof termsAcceptanceSchema>;

const agreementSectionSchema = z.object({
  key: z.string(),
  title: z.string(),
  paragraphs: z.array(z.string()),
  items: z.optional(z.array(z.string())),
});

/** GET /api/service-agreement?lang=: the version clients accept now, its text filled in, and its hash. */
export const serviceAgreementViewSchema = z.object({
  version: z.string(),
  publishedOn: z.string(),
  locale: z.enum(LOCALES),
  textSha256: z.string(),
  title: z.string(),
  intro: z.array(z.string()),
  sections: z.array(agreementSectionSchema),
});
export type ServiceAgreementView = z.infer<typeof serviceAgreementViewSchema>;
