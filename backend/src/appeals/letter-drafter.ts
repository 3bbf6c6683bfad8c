import { platformName, type AppealSummary, type EvidenceReason, type Locale } from '@reactivation/contracts';
import type { CaseAppealFacts } from '../cases/case-appeal-facts.service';
import letter from './locales/letter.en.json';
import summaryEn from './locales/summary.en.json';
import summaryEs from './locales/summary.es.json';

/*
 * The appeal letter's first draft, from the case's facts and the templates (locales/letter.en.json):
 * the platform's team, policy and appeal channel, a paragraph per deactivation reason, the client's own
 * words, support's answer, the documents received and the place they work. Always English, the
 * language the platforms review appeals in; staff edit it from there. The summary the client reads
 * beside the final letter is in each client language (locales/summary.*.json).
 */

type PlatformTemplate = keyof typeof letter.platforms;

/** Which platform's template a stored platform (a form's code or the wizard's name) uses. */
export function platformTemplate(platform: string): PlatformTemplate {
  const name = platformName(platform).toLowerCase();
  if (name.includes('uber')) return 'uber';
  if (name.includes('lyft')) return 'lyft';
  if (name.includes('doordash')) return 'doordash';
  if (name.includes('amazon flex')) return 'amazon_flex';
  if (name.includes('instacart')) return 'instacart';
  if (name.includes('spark')) return 'spark';
  return 'generic';
}

/** A quotation's own closing stop goes: the sentence around it ends it. */
const quoted = (text: string) => text.trim().replace(/[.!?\s]+$/, '');

function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

const DATE_LOCALES: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** A calendar day (YYYY-MM-DD) as words, in the reader's language, with no time zone shifting it. */
export function longDate(day: string, locale: Locale = 'en'): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

function placeName(state: string | null): string | null {
  if (!state) return null;
  return (letter.states as Record<string, string>)[state] ?? state;
}

/** The platform's name as the letter writes it ("other" has no name of its own: the letter says "the platform"). */
function platformWords(platform: string): string {
  return platform === 'other' ? 'the platform' : platformName(platform);
}

/** The first draft of the letter, as plain text with blank lines between paragraphs. */
export function draftLetter(facts: CaseAppealFacts, reason: EvidenceReason, today: string): string {
  const platform = platformWords(facts.platform);
  const template = letter.platforms[platformTemplate(facts.platform)];
  const values = {
    platform,
    fullName: `${facts.firstName} ${facts.lastName}`.trim(),
    deactivationDate: longDate(facts.deactivationDate),
    today: longDate(today),
  };
  const withPlatform = { ...values, team: fill(template.team, values), policy: fill(template.policy, values), channel: fill(template.channel, values) };
  const paragraphs: string[] = [
    fill(letter.date, withPlatform),
    fill(letter.subject, withPlatform),
    fill(letter.greeting, withPlatform),
    fill(letter.opening, withPlatform),
    fill(letter.reasons[reason], withPlatform),
  ];
  const ownWords = quoted(facts.deactivationReason);
  if (ownWords) paragraphs.push(fill(letter.ownWords, { reason: ownWords }));
  const support = quoted(facts.supportResponse);
  paragraphs.push(support ? fill(letter.support, { supportResponse: support }) : facts.attemptedReactivation ? letter.supportTried : letter.supportNone);
  if (facts.documents.length > 0) {
    const lines = facts.documents.map((doc) => `- ${doc.requestLabel ? `${doc.requestLabel} (${doc.originalName})` : doc.originalName}`);
    paragraphs.push([letter.documentsIntro, ...lines].join('\n'));
  } else {
    paragraphs.push(letter.documentsNone);
  }
  const place = placeName(facts.state);
  if (place) paragraphs.push(fill(letter.place, { place }));
  paragraphs.push(fill(letter.request, withPlatform), letter.closing, [letter.signOff, fill(letter.signature, withPlatform)].join('\n'));
  return paragraphs.join('\n\n');
}

const SUMMARY_TEXTS = { en: summaryEn, es: summaryEs } as const;
const OTHER_PLATFORM: Record<Locale, string> = { en: 'the platform', es: 'la plataforma' };

/** What the letter says, in plain words, in each client language: shown to the client beside the final letter. */
export function summarizeLetter(facts: CaseAppealFacts, reason: EvidenceReason): AppealSummary {
  const one = (locale: Locale): string => {
    const t = SUMMARY_TEXTS[locale];
    const platform = facts.platform === 'other' ? OTHER_PLATFORM[locale] : platformName(facts.platform);
    const values = { platform, deactivationDate: longDate(facts.deactivationDate, locale), count: facts.documents.length };
    const parts = [fill(t.intro, values), t.reasons[reason]];
    if (facts.supportResponse.trim()) parts.push(t.support);
    parts.push(facts.documents.length > 0 ? fill(t.documents, values) : t.documentsNone);
    const place = placeName(facts.state);
    if (place) parts.push(fill(t.place, { place }));
    parts.push(fill(t.ending, values));
    return parts.join(' ');
  };
  return { en: one('en'), es: one('es') };
}
