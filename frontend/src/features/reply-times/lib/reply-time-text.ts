import type { Locale } from '@reactivation/contracts';

/** A wait in whole minutes below 90, in whole hours from there: the unit the text names, and the count. */
export function waitUnit(minutes: number): { unit: 'minutes' | 'hours'; count: number } {
  const rounded = Math.max(1, Math.round(minutes));
  return rounded < 90 ? { unit: 'minutes', count: rounded } : { unit: 'hours', count: Math.round(rounded / 60) };
}

const DAY_MS = 86_400_000;

/** The calendar day of `at` in the reader's zone, as a day number (for "today" and "tomorrow"). */
function localDayNumber(at: Date): number {
  return Math.floor((at.getTime() - at.getTimezoneOffset() * 60_000) / DAY_MS);
}

/** When staff are back, in the reader's own zone and language: which day ('today', 'tomorrow' or a weekday) and the time. */
export function backAt(at: Date, now: Date, locale: Locale): { day: 'today' | 'tomorrow' | 'weekday'; weekday: string; time: string } {
  const tag = locale === 'es' ? 'es-US' : 'en-US';
  const difference = localDayNumber(at) - localDayNumber(now);
  return {
    day: difference === 0 ? 'today' : difference === 1 ? 'tomorrow' : 'weekday',
    weekday: new Intl.DateTimeFormat(tag, { weekday: 'long' }).format(at),
    time: new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit' }).format(at),
  };
}
