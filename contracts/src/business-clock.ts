import type { BusinessHours } from './business-hours';

/*
 * Time counted in business hours only (BUSINESS_HOURS: days, opening hours, zone). Pure functions;
 * the zone's offsets come from Intl, so summer time and the zone's rules are the platform's own.
 */

interface LocalDate {
  year: number;
  month: number;
  day: number;
}

const MINUTE_MS = 60_000;
const MAX_DAYS = 3700; // ten years of calendar days: a working week with no hours at all still ends

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The zone's offset from UTC at `instant` (ms), from Intl. */
function offsetAt(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatIn(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const whole = Math.floor(instant / 1000) * 1000;
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) - whole;
}

/*
 * Intl is slow next to the rest (a list or an export works out thousands of deadlines), so offsets
 * are kept per quarter hour of UTC: zones change their offset only on such boundaries. The caches
 * are dropped whole when they grow past a bound.
 */
const QUARTER_HOUR_MS = 15 * 60_000;
const CACHE_LIMIT = 20_000;
const offsets = new Map<string, number>();

function cachedOffset(instant: number, timeZone: string): number {
  const bucket = Math.floor(instant / QUARTER_HOUR_MS);
  const key = `${timeZone}|${bucket}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    if (offsets.size >= CACHE_LIMIT) offsets.clear();
    offset = offsetAt(bucket * QUARTER_HOUR_MS, timeZone);
    offsets.set(key, offset);
  }
  return offset;
}

/** The wall-clock reading of `instant` in the zone, as if it were UTC (milliseconds since the epoch). */
function wallClockMs(instant: number, timeZone: string): number {
  return instant + cachedOffset(instant, timeZone);
}

function localDateOf(instant: number, timeZone: string): LocalDate {
  const wall = new Date(wallClockMs(instant, timeZone));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

/** The instant the zone's clocks read `minute` minutes after midnight on `date` (a reading skipped by summer time moves on). */
function instantAt(date: LocalDate, minute: number, timeZone: string): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day) + minute * MINUTE_MS;
  const guess = wall - (wallClockMs(wall, timeZone) - wall);
  return wall - (wallClockMs(guess, timeZone) - guess);
}

function shiftDays(date: LocalDate, days: number): LocalDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
function weekdayOf(date: LocalDate): number {
  return ((new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7) + 1;
}

/** The business hours of one working day, in milliseconds. */
export function businessDayMs(hours: BusinessHours): number {
  return (hours.closeMinute - hours.openMinute) * MINUTE_MS;
}

/**
 * The moment `durationMs` of business time after `start`: time outside the working days and hours
 * does not count. Friday 17:00 plus one 9-hour business day is Monday 17:00 (with Mon-Fri 9-18).
 */
export function addBusinessTime(start: Date, durationMs: number, hours: BusinessHours): Date {
  let remaining = durationMs;
  let date = localDateOf(start.getTime(), hours.timeZone);
  let from = start.getTime();
  for (let i = 0; i < MAX_DAYS; i += 1) {
    if (hours.days.includes(weekdayOf(date))) {
      const open = instantAt(date, hours.openMinute, hours.timeZone);
      const close = instantAt(date, hours.closeMinute, hours.timeZone);
      const begin = Math.max(from, open);
      if (begin < close) {
        if (remaining <= close - begin) return new Date(begin + remaining);
        remaining -= close - begin;
      }
    }
    date = shiftDays(date, 1);
    from = Number.NEGATIVE_INFINITY;
  }
  throw new Error('BUSINESS_HOURS leave no working time');
}

/** Whether business time is running at `instant`: a working day, after opening and up to closing. */
function runningAt(instant: number, hours: BusinessHours): boolean {
  const date = localDateOf(instant, hours.timeZone);
  if (!hours.days.includes(weekdayOf(date))) return false;
  return instant > instantAt(date, hours.openMinute, hours.timeZone) && instant <= instantAt(date, hours.closeMinute, hours.timeZone);
}

/**
 * The creation time before which a case is past its deadline at `now`: `addBusinessTime(created,
 * durationMs) < now` exactly when `created < overdueBefore(now, durationMs)`. The deadline only moves
 * on in business time, so this one instant lets SQL find overdue cases through the creation-time
 * index. It walks back from `now` through `durationMs` of business time. While the clock stands
 * (evening, weekend) a case whose deadline fell at the last closing is overdue, so the walk stops
 * at the latest such start, and 1 ms on makes the bound exclusive (creation times within that
 * millisecond count as overdue a little early).
 */
export function overdueBefore(now: Date, durationMs: number, hours: BusinessHours): Date {
  const standing = !runningAt(now.getTime(), hours);
  let remaining = durationMs;
  let date = localDateOf(now.getTime(), hours.timeZone);
  let until = now.getTime();
  for (let i = 0; i < MAX_DAYS; i += 1) {
    if (hours.days.includes(weekdayOf(date))) {
      const open = instantAt(date, hours.openMinute, hours.timeZone);
      const close = instantAt(date, hours.closeMinute, hours.timeZone);
      const finish = Math.min(until, close);
      if (finish > open) {
        const available = finish - open;
        if (standing ? remaining <= available : remaining < available) return new Date(finish - remaining + (standing ? 1 : 0));
        remaining -= available;
      }
    }
    date = shiftDays(date, -1);
    until = Number.POSITIVE_INFINITY;
  }
  throw new Error('BUSINESS_HOURS leave no working time');
}

/** Whether staff are in at `at`: a working day, from opening time up to (not at) closing time. */
export function isOpenAt(at: Date, hours: BusinessHours): boolean {
  const instant = at.getTime();
  const date = localDateOf(instant, hours.timeZone);
  if (!hours.days.includes(weekdayOf(date))) return false;
  return instant >= instantAt(date, hours.openMinute, hours.timeZone) && instant < instantAt(date, hours.closeMinute, hours.timeZone);
}

/** The next opening after `at` when staff are out (evening, weekend); null when they are in now. */
export function nextOpening(at: Date, hours: BusinessHours): Date | null {
  if (isOpenAt(at, hours)) return null;
  let date = localDateOf(at.getTime(), hours.timeZone);
  for (let i = 0; i < MAX_DAYS; i += 1) {
    if (hours.days.includes(weekdayOf(date))) {
      const open = instantAt(date, hours.openMinute, hours.timeZone);
      if (open >= at.getTime()) return new Date(open);
    }
    date = shiftDays(date, 1);
  }
  throw new Error('BUSINESS_HOURS leave no working time');
}

/** How much business time passes between `from` and `to` (ms; 0 when `to` is not later). */
export function businessTimeBetween(from: Date, to: Date, hours: BusinessHours): number {
  let total = 0;
  let date = localDateOf(from.getTime(), hours.timeZone);
  const end = to.getTime();
  for (let i = 0; i < MAX_DAYS; i += 1) {
    if (hours.days.includes(weekdayOf(date))) {
      const open = instantAt(date, hours.openMinute, hours.timeZone);
      if (open >= end) return total;
      const close = instantAt(date, hours.closeMinute, hours.timeZone);
      const begin = Math.max(from.getTime(), open);
      const finish = Math.min(end, close);
      if (finish > begin) total += finish - begin;
    } else if (instantAt(date, 0, hours.timeZone) >= end) {
      return total;
    }
    date = shiftDays(date, 1);
  }
  return total;
}
