import type { Locale } from './locales';
import { CURRENT_SERVICE_AGREEMENT_VERSION } from './service-agreement-version';
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

/** The version in force (its name is set in service-agreement-version.ts). */
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
