/**
 * The field rules of docs/product.md §5, written once for the browser and the server.
 */

/** Something, an @, something, a dot, something; no spaces anywhere. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spaces, hyphens and parentheses are dropped before a phone number is checked. */
export function cleanPhone(raw: string): string {
  return raw.replace(/[\s\-()]/g, '');
}

/** An optional plus, a non-zero digit, up to 15 more digits; at least 10 characters once cleaned. */
export const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;
export const PHONE_MIN_LENGTH = 10;

export function isValidPhone(raw: string): boolean {
  const cleaned = cleanPhone(raw);
  return cleaned.length >= PHONE_MIN_LENGTH && PHONE_PATTERN.test(cleaned);
}

/** A calendar date written YYYY-MM-DD that exists (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Not after tomorrow in UTC, so a visitor west or east of UTC can always pick their own today. */
export function isNotInFuture(value: string, now: Date = new Date()): boolean {
  const tomorrow = new Date(now.getTime() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return value <= tomorrow;
}

/** Uploaded documents: these types, decided by content, each at most 10 MB. */
export const DOCUMENT_MAX_BYTES = 10_485_760;
export const DOCUMENT_MAX_FILES = 20;
/** All documents of one submission together (25 MB). */
export const DOCUMENT_MAX_TOTAL_BYTES = 26_214_400;
export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_EXTENSIONS = ['.jpeg', '.jpg', '.png', '.pdf'] as const;

export const TEXT_MAX = 5000;
export const NAME_MAX = 100;
export const SUBJECT_MAX = 150;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 32;
export const DOCUMENT_URLS_MAX = 10;

/** A saved form's resume token (in the e-mailed link): 192 random bits, URL-safe. */
export const DRAFT_TOKEN_PATTERN = /^[\w-]{32}$/;
