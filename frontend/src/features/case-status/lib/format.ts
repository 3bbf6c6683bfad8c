import type { Locale } from '@reactivation/contracts';
import { randomUuid } from '@/lib/random-uuid';

const DATE_LOCALES: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** "March 5, 2026" / "5 de marzo de 2026"; text that is not a date is shown as sent. */
export function formatDay(value: string, locale: Locale): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(DATE_LOCALES[locale], { dateStyle: 'long' });
}

/** A message's moment: "Mar 5, 2026, 2:30 PM". */
export function formatMoment(value: string, locale: Locale): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString(DATE_LOCALES[locale], { dateStyle: 'medium', timeStyle: 'short' });
}

/** A message's idempotency key: a retry of the same text carries the same one. */
export const newClientKey = randomUuid;

export type SizeUnit = 'b' | 'kb' | 'mb';

/** A file size as a number in the visitor's locale and a unit key of case-status.json `documents.units`. */
export function fileSize(bytes: number, locale: Locale): { value: string; unit: SizeUnit } {
  const format = (value: number) => new Intl.NumberFormat(DATE_LOCALES[locale], { maximumFractionDigits: 1 }).format(value);
  if (bytes < 1024) return { value: format(bytes), unit: 'b' };
  if (bytes < 1024 * 1024) return { value: format(bytes / 1024), unit: 'kb' };
  return { value: format(bytes / (1024 * 1024)), unit: 'mb' };
}

/** A count as the client reads it: "4,000" in English, "4000" in Spanish. */
export function formatCount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(DATE_LOCALES[locale]).format(value);
}
