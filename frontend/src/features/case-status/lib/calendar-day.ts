import type { Locale } from '@reactivation/contracts';

const DATE_LOCALES: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/**
 * A calendar day ('YYYY-MM-DD') as "December 30, 2026" / "30 de diciembre de 2026". Read in UTC: the
 * day is a date, not a moment, and no time zone may move it to the day before.
 */
export function formatCalendarDay(day: string, locale: Locale): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : date.toLocaleDateString(DATE_LOCALES[locale], { dateStyle: 'long', timeZone: 'UTC' });
}
