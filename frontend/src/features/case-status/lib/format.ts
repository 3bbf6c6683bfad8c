import type { Locale } from '@reactivation/contracts';

const DATE_LOCALES: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** "March 5, 2026" / "5 de marzo de 2026"; text that is not a date is shown as sent. */
export function formatDay(value: string, locale: Locale): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(DATE_LOCALES[locale], { dateStyle: 'long' });
}

/** A day within the coming weeks, without the year: "December 8" / "8 de diciembre". */
export function formatMonthDay(value: Date, locale: Locale): string {
  return Number.isNaN(value.getTime()) ? '' : value.toLocaleDateString(DATE_LOCALES[locale], { month: 'long', day: 'numeric' });
}

/** A message's moment: "Mar 5, 2026, 2:30 PM". */
export function formatMoment(value: string, locale: Locale): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString(DATE_LOCALES[locale], { dateStyle: 'medium', timeStyle: 'short' });
}

export type SizeUnit = 'b' | 'kb' | 'mb';

/** A file size as a number in the visitor's locale and a unit key of case-status.json `documents.units`. */
export function fileSize(bytes: number, locale: Locale): { value: string; unit: SizeUnit } {
  const format = (value: number) => new Intl.NumberFormat(DATE_LOCALES[locale], { maximumFractionDigits: 1 }).format(value);
  if (bytes < 1024) return { value: format(bytes), unit: 'b' };
  if (bytes < 1024 * 1024) return { value: format(bytes / 1024), unit: 'kb' };
  return { value: format(bytes / (1024 * 1024)), unit: 'mb' };
}

/** A fresh idempotency key; crypto.randomUUID exists only on secure pages, so plain http gets the same shape by hand. */
export function newClientKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A count as the client reads it: "4,000" in English, "4000" in Spanish. */
export function formatCount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(DATE_LOCALES[locale]).format(value);
}
