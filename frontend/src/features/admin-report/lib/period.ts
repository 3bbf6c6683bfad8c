import { isCalendarDate } from '@reactivation/contracts';

/** A report period, both days included, as the API takes it (YYYY-MM-DD). */
export type Period = { from: string; to: string };

const DAY_MS = 86_400_000;

function localDay(date: Date): string {
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** The last 12 weeks up to today: a quarter's trend, short enough to read week by week. */
export function defaultPeriod(now: Date = new Date()): Period {
  return { from: localDay(new Date(now.getTime() - 83 * DAY_MS)), to: localDay(now) };
}

/** The period in the page's address (`?from=…&to=…`), or the default when it holds none (or nonsense). */
export function periodFrom(params: URLSearchParams, now: Date = new Date()): Period {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return isCalendarDate(from) && isCalendarDate(to) && from <= to ? { from, to } : defaultPeriod(now);
}
