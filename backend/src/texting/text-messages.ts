import type { CaseStatus, Locale } from '@reactivation/contracts';
import en from './locales/en.json';
import es from './locales/es.json';

/** The texts' words, in the client's language (texting/locales). */
const TEXTS = { en, es } as const;

/** A text's template: a key of the locale files. */
export type TextKind = Exclude<keyof typeof en, 'statuses' | 'footer'>;

function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

/**
 * A text's words: short, in the client's language, the case room link in it. A text about a case
 * ends with how to stop them (carriers ask for it); the answers to STOP, START and HELP do not.
 */
export function textBody(kind: TextKind, locale: Locale, values: Readonly<Record<string, string | number>>): string {
  const texts = TEXTS[locale];
  const body = fill(texts[kind], values);
  return kind === 'optedOut' || kind === 'optedIn' || kind === 'help' ? body : `${body}${texts.footer}`;
}

/** How a status reads in a text ("an expert is reviewing it."). */
export function statusWords(status: CaseStatus, locale: Locale): string {
  return TEXTS[locale].statuses[status];
}

/** A day ("2026-12-14") as the client reads it: "December 14, 2026", "14 de diciembre de 2026". */
export function longDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
