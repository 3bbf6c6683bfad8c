import { DEADLINE_REMINDER_DAYS, platformName } from '@reactivation/contracts';
import texts from './locales/calendar.json';

export type CalendarLanguage = keyof typeof texts;

export interface DeadlineEvent {
  caseNumber: string;
  platform: string;
  dueOn: string;
  source: string;
  /** Where the reader follows the case: the client's room, or the staff case file. */
  caseUrl: string;
  /** The site's host, for the event's UID. */
  host: string;
  language: CalendarLanguage;
  /** When the file was made. */
  now: Date;
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in text. */
function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded, never inside a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDay = (iso: string) => iso.replace(/-/g, '');

function nextDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The appeal deadline as an iCalendar file: one all-day event on the last day, with an alarm at each
 * reminder stage, so the client's own calendar reminds them as the e-mails do. The UID is the case's
 * and the day's: a second download replaces the event instead of adding one.
 */
export function deadlineCalendar(event: DeadlineEvent): string {
  const text = texts[event.language];
  const platform = platformName(event.platform);
  const values = { platform, caseNumber: event.caseNumber, source: event.source, caseUrl: event.caseUrl };
  const stamp = event.now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Reactivation//Appeal deadline//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:appeal-deadline-${event.caseNumber}-${compactDay(event.dueOn)}@${event.host}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${compactDay(event.dueOn)}`,
    `DTEND;VALUE=DATE:${compactDay(nextDay(event.dueOn))}`,
    `SUMMARY:${escapeText(fill(text.summary, values))}`,
    `DESCRIPTION:${escapeText(fill(text.description, values))}`,
    `URL:${event.caseUrl}`,
    'TRANSP:TRANSPARENT',
    ...DEADLINE_REMINDER_DAYS.flatMap((days) => [
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `TRIGGER:-P${days}D`,
      `DESCRIPTION:${escapeText(fill(text.alarm, { ...values, days }))}`,
      'END:VALARM',
    ]),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
