/** What time it is, for rules that count days (the appeal deadlines): a test moves it instead of sleeping. */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = { now: () => new Date() };

/** One formatter per time zone: making an Intl.DateTimeFormat costs far more than using one (0.3 ms of each intake request). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The last day written per time zone, with the minute it was written for. Every time zone's offset is
 * a whole number of minutes, so a day starts on a minute: any moment of the same minute falls on the
 * same day, and formatting it again (about 15 µs) is only needed when the minute changes.
 */
const lastDays = new Map<string, { minute: number; day: string }>();

/** The calendar day `at` falls on in `timeZone` ('YYYY-MM-DD'). */
export function dayIn(at: Date, timeZone: string): string {
  const minute = Math.floor(at.getTime() / 60_000);
  const last = lastDays.get(timeZone);
  if (last?.minute === minute) return last.day;
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const day = format.format(at);
  lastDays.set(timeZone, { minute, day });
  return day;
}
