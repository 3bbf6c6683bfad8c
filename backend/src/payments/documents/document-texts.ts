import type { Locale } from '@reactivation/contracts';
import en from './locales/en.json';
import es from './locales/es.json';
import evidence from './locales/evidence.en.json';

/** The client's documents (receipt, agreement copy) in the client's language. */
export const CLIENT_DOCUMENT_TEXTS = { en, es } as const satisfies Record<Locale, typeof en>;
/** The dispute evidence packet, in English: it goes to the card provider and the bank. */
export const EVIDENCE_TEXTS = evidence;

const LOCALE_TAGS: Record<Locale, string> = { en: 'en-US', es: 'es-US' };
/** The business works on US Eastern time, as its e-mails do. */
const TIME_ZONE = 'America/New_York';

/** `{{name}}` placeholders filled from `values` (a missing one stays visible, so nothing is hidden). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

export function formatDay(at: Date, locale: Locale): string {
  return at.toLocaleDateString(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: TIME_ZONE });
}

export function formatDateTime(at: Date, locale: Locale): string {
  return `${at.toLocaleString(LOCALE_TAGS[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE })} (ET)`;
}

/** For evidence: UTC, to the second, sortable: "2026-11-27 21:04:05". */
export function utcStamp(at: Date): string {
  return at.toISOString().replace('T', ' ').slice(0, 19);
}
