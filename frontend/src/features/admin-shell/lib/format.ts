import { CASE_STATUSES, type CaseStatus } from '@reactivation/contracts';
import { ADMIN_LOCALE } from '../locale';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A moment in the Russian locale ("05.03.2026, 14:30"); text that is not a date is shown as sent. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString(ADMIN_LOCALE, { dateStyle: 'short', timeStyle: 'short' });
}

/** A calendar date such as the deactivation date ("2026-03-01" → "01.03.2026"), not shifted by time zones. */
export function formatDate(value: string): string {
  const date = new Date(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString(ADMIN_LOCALE, DATE_ONLY.test(value) ? { timeZone: 'UTC' } : undefined);
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat(ADMIN_LOCALE).format(value);
}

export type SizeUnit = 'b' | 'kb' | 'mb';

/** A file size as a number and a unit key of admin.json `documents.units`. */
export function fileSize(bytes: number): { value: string; unit: SizeUnit } {
  const format = (value: number) => new Intl.NumberFormat(ADMIN_LOCALE, { maximumFractionDigits: 1 }).format(value);
  if (bytes < 1024) return { value: format(bytes), unit: 'b' };
  if (bytes < 1024 * 1024) return { value: format(bytes / 1024), unit: 'kb' };
  return { value: format(bytes / (1024 * 1024)), unit: 'mb' };
}

export function isCaseStatus(value: string): value is CaseStatus {
  return (CASE_STATUSES as readonly string[]).includes(value);
}
