import { platformName, type AdminApplication } from '@reactivation/contracts';
import type { FieldsIn } from '../case-fields';
import texts from './locales/ru.json';

/*
 * The case list as CSV for Excel: UTF-8 with a byte order mark (without it Excel reads the bytes
 * as the system's code page and Cyrillic or Spanish names come out garbled), semicolons between
 * fields (the list separator of Russian regional settings, where the staff open it; other
 * spreadsheets detect it), CRLF line ends, and Russian headers and labels like the panel's. The
 * platform is its name, as the panel shows it, not the stored code: a case from the home form
 * ("doordash") and one from the wizard ("DoorDash") read, sort and filter as one platform; a value
 * that is no known code (older free text) is written as it is.
 */

export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';
const t = texts.csv;

/** A case as one CSV row: the list's columns, with its document count and dates, no free text and no file contents. */
export interface CsvCase extends AdminApplication {
  documentCount: number;
}

/** What the export adds to the declared fields: the owner's name, the review deadline, the document count. */
type CsvExtra = 'owner' | 'reviewDueAt' | 'overdue' | 'documents';

/**
 * One column per `csv` field of case-fields.ts and per extra, in the file's order, each headed by
 * its locale text: a field declared for the CSV without its column here, or a column without its
 * header in locales/ru.json, does not compile.
 */
const COLUMNS: { [K in FieldsIn<'csv'> | CsvExtra]: (row: CsvCase) => string } = {
  caseNumber: (row) => row.caseNumber,
  createdAt: (row) => csvTime(row.createdAt),
  firstName: (row) => row.firstName,
  lastName: (row) => row.lastName,
  email: (row) => row.email,
  phone: (row) => row.phone,
  platform: (row) => platformName(row.platform, t.platformOther),
  state: (row) => row.state ?? '',
  status: (row) => t.statuses[row.status] ?? row.status,
  owner: (row) => row.ownerName ?? '',
  reviewDueAt: (row) => (row.reviewDueAt ? csvTime(row.reviewDueAt) : ''),
  overdue: (row) => (row.overdue ? t.yes : t.no),
  deactivationDate: (row) => row.deactivationDate,
  locale: (row) => t.locales[row.locale] ?? row.locale,
  source: (row) => t.sources[row.source] ?? row.source,
  documents: (row) => String(row.documentCount),
  updatedAt: (row) => csvTime(row.updatedAt),
};
const COLUMN_KEYS = Object.keys(COLUMNS) as Array<keyof typeof COLUMNS>;
const HEADERS: string[] = COLUMN_KEYS.map((key) => t.columns[key]);

/** "2026-11-20 22:00:00Z": an ISO time Excel reads as text without guessing a day-month order. */
function csvTime(iso: string): string {
  return `${iso.slice(0, 19).replace('T', ' ')}Z`;
}

/**
 * One field: quoted when it holds the separator, a quote or a line break; a value that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe, so a
 * visitor's "name" cannot become a formula on a staff computer.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n,]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function csvLine(values: string[]): string {
  return `${values.map(csvField).join(SEPARATOR)}\r\n`;
}

/** The first chunk: the byte order mark and the header line. */
export function csvHeader(): string {
  return CSV_BOM + csvLine(HEADERS);
}

export function csvRows(rows: readonly CsvCase[]): string {
  return rows.map((row) => csvLine(COLUMN_KEYS.map((key) => COLUMNS[key](row)))).join('');
}

/** `заявки-2026-11-25.csv`, encoded for Content-Disposition (RFC 6266: ASCII fallback, then UTF-8). */
export function csvContentDisposition(now: Date): string {
  const date = now.toISOString().slice(0, 10);
  return `attachment; filename="cases-${date}.csv"; filename*=UTF-8''${encodeURIComponent(`${t.fileName}-${date}.csv`)}`;
}
