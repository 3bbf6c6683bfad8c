import { guidePlatformKey } from './guide-platform-key';

/*
 * How long a platform says it takes to answer an appeal, where the rights guide cites a source that
 * says so (the guide's entry names the same source). A case waiting on the platform longer than this
 * alerts its owner (the follow-ups sweep); a platform with no published figure waits the operator's
 * FOLLOW_UP_PLATFORM_WAIT_DAYS instead, since we could not confirm one.
 */

/** A published answer time: business days (Monday to Friday) after the appeal is filed. */
export interface PlatformAnswerTime {
  businessDays: number;
  /** The page that gives the figure: one of the guide entry's sources. */
  source: string;
  /** False: read on a stored copy, as the guide says of it. */
  confirmed: boolean;
}

export const PLATFORM_ANSWER_TIMES: Readonly<Record<string, PlatformAnswerTime>> = {
  // Roadie's help page: it answers within 10 business days; read on a stored copy (roadie.md's "unconfirmed").
  roadie: {
    businessDays: 10,
    source: 'https://support.roadie.com/hc/en-us/articles/360054436691-How-do-I-file-an-appeal-',
    confirmed: false,
  },
};

/** The published answer time of a case's platform (as the forms store it), or null when the guide has none. */
export function platformAnswerTime(platform: string | null | undefined): PlatformAnswerTime | null {
  const key = guidePlatformKey(platform);
  return (key && PLATFORM_ANSWER_TIMES[key]) || null;
}

/** The day `businessDays` weekdays after `day` ('YYYY-MM-DD'), Saturdays and Sundays not counted. */
export function addWeekdays(day: string, businessDays: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  let left = businessDays;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}
