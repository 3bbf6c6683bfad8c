/** Quiet hours as TEXT_QUIET_HOURS gives them: from `start` o'clock to `end` o'clock, local time. */
export interface QuietHours {
  start: number;
  end: number;
}

/** `21-08` → { start: 21, end: 8 }; equal hours (`0-0`) mean no quiet hours. */
export function parseQuietHours(setting: string): QuietHours {
  const [start = 0, end = 0] = setting.split('-').map(Number);
  return { start, end };
}

/**
 * Without a state, a text waits until the quiet hours are over in every continental zone: it may leave
 * once it is `end` o'clock in Los Angeles and must not leave after `start` o'clock in New York.
 */
const EARLIEST_ZONE = 'America/New_York';
const LATEST_ZONE = 'America/Los_Angeles';

function isQuiet(hour: number, quiet: QuietHours): boolean {
  if (quiet.start === quiet.end) return false;
  return quiet.start < quiet.end ? hour >= quiet.start && hour < quiet.end : hour >= quiet.start || hour < quiet.end;
}

function localHour(at: Date, zone: string): number {
  const hour = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(at);
  return Number(hour);
}

/**
 * The first moment from `now` when a text may leave: `now` itself outside quiet hours, else the next
 * full hour at which the zone(s) are out of them (a whole hour, so the zone's offset and its changes to
 * and from daylight time never need working out). `zone` null: the continental span above.
 */
export function nextSendTime(now: Date, zone: string | null, quiet: QuietHours): Date {
  const zones = zone ? [zone] : [EARLIEST_ZONE, LATEST_ZONE];
  const quietAt = (at: Date) => zones.some((name) => isQuiet(localHour(at, name), quiet));
  if (!quietAt(now)) return now;
  const next = new Date(now);
  next.setUTCMinutes(0, 0, 0);
  for (let hours = 0; hours < 48; hours += 1) {
    next.setUTCHours(next.getUTCHours() + 1);
    if (!quietAt(next)) return next;
  }
  return now;
}
