/** The working week: ISO weekdays (1 = Monday … 7 = Sunday), opening and closing time, and the zone they are read in. */
export interface BusinessHours {
  days: number[];
  /** Minutes after local midnight. */
  openMinute: number;
  closeMinute: number;
  timeZone: string;
}

const DAY_NAMES = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

function dayNumber(name: string): number | null {
  const index = DAY_NAMES.indexOf(name.toLowerCase());
  return index === -1 ? null : index + 1;
}

function minuteOfDay(text: string): number | null {
  const match = /^([01]?\d|2[0-4]):([0-5]\d)$/.exec(text);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 24 * 60 ? minutes : null;
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads BUSINESS_HOURS: days, hours and an IANA zone, as "Mon-Fri 09:00-18:00 America/New_York".
 * Days are names or ranges separated by commas ("Mon-Thu,Sat"). Null when the text is not that.
 */
export function parseBusinessHours(text: string): BusinessHours | null {
  const parts = text.trim().split(/\s+/);
  if (parts.length !== 3) return null;
  const [dayText = '', hourText = '', timeZone = ''] = parts;
  const days = new Set<number>();
  for (const item of dayText.split(',')) {
    const [from, to, ...rest] = item.split('-');
    const first = dayNumber(from ?? '');
    const last = to === undefined ? first : dayNumber(to);
    if (first === null || last === null || rest.length > 0 || last < first) return null;
    for (let day = first; day <= last; day += 1) days.add(day);
  }
  const [openText = '', closeText = '', ...extra] = hourText.split('-');
  const openMinute = minuteOfDay(openText);
  const closeMinute = minuteOfDay(closeText);
  if (extra.length > 0 || openMinute === null || closeMinute === null || closeMinute <= openMinute) return null;
  if (!isTimeZone(timeZone)) return null;
  return { days: [...days].sort((a, b) => a - b), openMinute, closeMinute, timeZone };
}

/** "09:00" from 540. */
export function formatMinuteOfDay(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
