import {
  FEE_AMOUNT_CENTS,
  FEE_CURRENCY,
  formatAmount,
  type AgreementText,
  type Locale,
  type ServiceAgreementVersion,
} from '@reactivation/contracts';
import type { PrintBlock, PrintDocument } from '../../printing/document-renderer.port';
import { issuerLines, type Business } from './business';
import { CLIENT_DOCUMENT_TEXTS, fill, formatDateTime } from './document-texts';

/** An agreement's text in one language with the fee and our contacts filled in. */
export function filledAgreement(agreement: ServiceAgreementVersion, locale: Locale, business: Business): AgreementText {
  const values = { fee: formatAmount(FEE_AMOUNT_CENTS, FEE_CURRENCY), email: business.email, phone: business.phone };
  const text = agreement.texts[locale];
  return {
    title: fill(text.title, values),
    intro: text.intro.map((paragraph) => fill(paragraph, values)),
    sections: text.sections.map((section) => ({
      ...section,
      title: fill(section.title, values),
      paragraphs: section.paragraphs.map((paragraph) => fill(paragraph, values)),
      ...(section.items ? { items: section.items.map((item) => fill(item, values)) } : {}),
    })),
  };
}

/** The agreement's numbered sections as blocks (shared by the client's copy and the dispute packet). */
export function agreementBlocks(text: AgreementText): PrintBlock[] {
  const blocks: PrintBlock[] = text.intro.map((paragraph) => ({ kind: 'paragraph', text: paragraph }));
  text.sections.forEach((section, index) => {
    blocks.push({ kind: 'heading', text: `${index + 1}. ${section.title}`, level: 3 });
    for (const paragraph of section.paragraphs) blocks.push({ kind: 'paragraph', text: paragraph });
    if (section.items?.length) blocks.push({ kind: 'list', items: section.items });
  });
  return blocks;
}

export interface AgreementCopyContent {
  business: Business;
  agreement: ServiceAgreementVersion;
  caseNumber: string;
  clientName: string;
  acceptance: {
    locale: Locale;
    acceptedAt: Date;
    textSha256: string;
    ipAddress: string;
    userAgent: string;
  };
}

/**
 * The client's copy of the agreement they accepted (ESIGN: a copy they can keep), in the language
 * they accepted it in: the acceptance record first, then the whole text.
 */
export function agreementCopyDocument(content: AgreementCopyContent): PrintDocument {
  const locale = content.acceptance.locale;
  const texts = CLIENT_DOCUMENT_TEXTS[locale];
  const t = texts.agreement;
  const text = filledAgreement(content.agreement, locale, content.business);
  return {
    title: t.title,
    language: locale === 'es' ? 'es-US' : 'en-US',
    issuer: issuerLines(content.business),
    blocks: [
      { kind: 'heading', text: t.acceptanceTitle },
      {
        kind: 'fields',
        rows: [
          [t.caseNumber, content.caseNumber],
          [t.client, content.clientName],
          [t.version, content.agreement.version],
          [t.publishedOn, content.agreement.publishedOn],
          [t.language, t.languages[locale]],
          [t.acceptedAt, formatDateTime(content.acceptance.acceptedAt, locale)],
          [t.address, content.acceptance.ipAddress],
          [t.browser, content.acceptance.userAgent],
          [t.consent, t.consentGiven],
        ],
      },
      // On a line of its own: 64 characters do not fit the value column without breaking.
      { kind: 'paragraph', text: `${t.hash}: ${content.acceptance.textSha256}` },
      { kind: 'paragraph', text: t.hashNote, small: true, muted: true },
      { kind: 'heading', text: t.textTitle },
      { kind: 'heading', text: text.title, level: 2 },
      ...agreementBlocks(text),
    ],
    footer: fill(t.footer, { version: content.agreement.version, caseNumber: content.caseNumber }),
    pageLabel: texts.pageLabel,
  };
}
