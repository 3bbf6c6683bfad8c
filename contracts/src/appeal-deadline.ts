import { PLACE_RULES, PLATFORM_WINDOWS, type AppealWindow, type PlaceRules } from './appeal-windows';
import type { CaseStatus } from './case-status';
import { guidePlatformKey } from './guide-platform-key';

/** Days before the deadline that the client and the case's owner are e-mailed, largest first. */
export const DEADLINE_REMINDER_DAYS = [14, 7, 2] as const;
export type DeadlineReminderDays = (typeof DEADLINE_REMINDER_DAYS)[number];

/**
 * The statuses of a case whose appeal is filed or no longer needed: `appeal_filed` (staff recorded the
 * filing with the platform, ADR 0032), then completed, or refunded in full (ADR 0031). Such a case gets
 * no reminders.
 */
export const APPEAL_FILED_STATUSES: readonly CaseStatus[] = ['appeal_filed', 'completed', 'refunded'];

export interface DeadlineFacts {
  /** The case's platform as the forms store it. */
  platform: string | null;
  /** Two-letter state the worker works in, when known. */
  state: string | null;
  /** The guide key of the worker's city, when known (no form asks it yet: city rules then apply as the shorter possibility). */
  place?: string | null;
  /** 'YYYY-MM-DD'; also taken as the notice's date for windows counted from the notice. */
  deactivationDate: string;
}

/** One window that may apply, with the date it ends on. */
export interface WindowOption extends AppealWindow {
  /** The place whose rule it is; null for the platform's own. */
  place: string | null;
  dueOn: string;
}

export interface OfficeOption {
  place: string;
  scope: PlaceRules['scope'];
  name: PlaceRules['office']['name'];
  url: string;
}

export interface DeadlineResult {
  /** The guide's key of the platform; null for "other" or a platform the guide does not cover. */
  platformKey: string | null;
  /** The last day to appeal (the earliest of `windows`), or null: no published deadline. */
  dueOn: string | null;
  /** Calendar days from `today` to `dueOn`: 0 on the day, negative once it passed. */
  daysLeft: number | null;
  /** Every window that may apply, earliest first; more than one when the worker's city is not known. */
  windows: WindowOption[];
  /** The offices of the places whose rules may cover the worker, the city's first. */
  offices: OfficeOption[];
}

const DAY_MS = 86_400_000;

function utcDay(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The last day of a window opened on `start`: a year ends on the same date (28 February for a 29 February start). */
export function windowEnd(start: string, length: AppealWindow['length']): string {
  const day = utcDay(start);
  if (length.unit === 'day') return isoDay(new Date(day.getTime() + length.count * DAY_MS));
  const end = new Date(Date.UTC(day.getUTCFullYear() + length.count, day.getUTCMonth(), day.getUTCDate()));
  // 29 February plus a year would roll into March; the window ends on the last day of February.
  if (end.getUTCMonth() !== day.getUTCMonth()) end.setUTCDate(0);
  return isoDay(end);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to).getTime() - utcDay(from).getTime()) / DAY_MS);
}

/** The places whose rules may cover a worker of `platformKey` in `state` (a known `place` narrows the cities to it). */
function placesFor(platformKey: string, state: string | null, place: string | null | undefined): Array<[string, PlaceRules]> {
  if (!state) return [];
  return Object.entries(PLACE_RULES)
    .filter(([, rules]) => rules.state === state && rules.platforms.includes(platformKey))
    .filter(([key, rules]) => rules.scope === 'state' || !place || key === place)
    .sort(([, a], [, b]) => (a.scope === b.scope ? 0 : a.scope === 'city' ? -1 : 1));
}

/**
 * The appeal deadline of a case on `today` ('YYYY-MM-DD'). A known place's window replaces the
 * platform's; with the city unknown, a city's window is one more possibility and the earliest counts,
 * since reminding too early costs less than missing the day. No window anywhere: no deadline.
 */
export function appealDeadline(facts: DeadlineFacts, today: string): DeadlineResult {
  const platformKey = guidePlatformKey(facts.platform);
  if (!platformKey) return { platformKey, dueOn: null, daysLeft: null, windows: [], offices: [] };
  const places = placesFor(platformKey, facts.state, facts.place);
  const option = (window: AppealWindow, place: string | null): WindowOption => ({
    ...window,
    place,
    dueOn: windowEnd(facts.deactivationDate, window.length),
  });
  const overriding = places.flatMap(([key, rules]) => (rules.overrides[platformKey] ? [option(rules.overrides[platformKey]!, key)] : []));
  const known = facts.place && overriding.some((window) => window.place === facts.place);
  const own = PLATFORM_WINDOWS[platformKey]?.window ?? null;
  const windows = known ? overriding.filter((window) => window.place === facts.place) : [...overriding, ...(own ? [option(own, null)] : [])];
  windows.sort((a, b) => a.dueOn.localeCompare(b.dueOn));
  const dueOn = windows[0]?.dueOn ?? null;
  return {
    platformKey,
    dueOn,
    daysLeft: dueOn ? daysBetween(today, dueOn) : null,
    windows,
    offices: places.map(([place, rules]) => ({ place, scope: rules.scope, name: rules.office.name, url: rules.office.url })),
  };
}

/**
 * The reminder a deadline `daysLeft` away is due for: the smallest of DEADLINE_REMINDER_DAYS it is
 * within, so a case that came in 5 days before gets the 7-day reminder only, never a late 14-day one.
 * None on or after the day itself.
 */
export function reminderStage(daysLeft: number | null): DeadlineReminderDays | null {
  if (daysLeft === null || daysLeft < 0) return null;
  const within = DEADLINE_REMINDER_DAYS.filter((days) => daysLeft <= days);
  return within.length ? within[within.length - 1]! : null;
}

/**
 * A fingerprint of the rules above: the stored due date of a case (for the list's sort and the
 * reminders) is computed again when it differs from the one it was computed under.
 */
export const APPEAL_RULES_VERSION: string = (() => {
  const text = JSON.stringify([PLATFORM_WINDOWS, PLACE_RULES]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
})();
