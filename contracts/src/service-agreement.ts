import * as z from 'zod/mini';
import { LOCALES, type Locale } from './locales';
import v20261127 from './service-agreement/2026-11-27.json';

/*
 * The service agreement a client accepts before paying (ESIGN Act, ADR "refunds, disputes and the
 * signed agreement"): versioned texts kept in the repository, one file per version with both
 * languages. A version is never edited once published: a change is a new file and a new entry below,
 * and the cases paid under the old one keep it (their acceptance names its version and hash).
 */

export interface AgreementSection {
  key: string;
  title: string;
  paragraphs: string[];
  items?: string[];
}

/** One language of a version. `{{fee}}`, `{{email}}` and `{{phone}}` are filled when it is shown. */
export interface AgreementText {
  title: string;
  intro: string[];
  sections: AgreementSection[];
}

export interface ServiceAgreementVersion {
  /** The version's name: the day it was published. */
  version: string;
  publishedOn: string;
  /**
   * SHA-256 (hex) of `serviceAgreementText` in each language. The back end's unit test recomputes it,
   * so a text cannot change under a published version without the test failing.
   */
  sha256: Record<Locale, string>;
  texts: Record<Locale, AgreementText>;
}

export const SERVICE_AGREEMENTS: Readonly<Record<string, ServiceAgreementVersion>> = {
  '2026-11-27': {
    version: '2026-11-27',
    publishedOn: '2026-11-27',
    sha256: {
      en: 'cac3e320b6932619664b019294d67338a0e05ea6e1a6af166df3214718bbe31b',
      es: '955f05c24eca708c3933c043d5f8be4f26526cbc1d87f4c5e5e9ac28c91e5363',
    },
    texts: v20261127,
  },
};

/**
 * The one place that says which version clients accept now. The name alone is exported apart, so the
 * payment pages can send it without carrying the texts.
 */
export const CURRENT_SERVICE_AGREEMENT_VERSION = '2026-11-27';
export const CURRENT_SERVICE_AGREEMENT: ServiceAgreementVersion = SERVICE_AGREEMENTS[CURRENT_SERVICE_AGREEMENT_VERSION]!;

export function serviceAgreement(version: string): ServiceAgreementVersion | undefined {
  return Object.hasOwn(SERVICE_AGREEMENTS, version) ? SERVICE_AGREEMENTS[version] : undefined;
}

const VERSION_LABEL: Record<Locale, string> = { en: 'Version', es: 'Versión' };

/**
 * The agreement as one plain text, placeholders unfilled: what its hash is taken of. Numbered
 * sections, paragraphs, and items as "- " lines, separated by blank lines; "\n" line ends.
 */
export function serviceAgreementText(agreement: ServiceAgreementVersion, locale: Locale): string {
  const text = agreement.texts[locale];
  const blocks = [text.title, `${VERSION_LABEL[locale]} ${agreement.version}`, ...text.intro];
  text.sections.forEach((section, index) => {
    blocks.push(`${index + 1}. ${section.title}`, ...section.paragraphs);
    if (section.items?.length) blocks.push(section.items.map((item) => `- ${item}`).join('\n'));
  });
  return `${blocks.join('\n\n')}\n`;
}

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
