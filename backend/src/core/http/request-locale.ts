import { isLocale, localeFromAcceptLanguage, type Locale } from '@reactivation/contracts';
import type { Request } from 'express';

/** The visitor's language: the `locale` field of the body when valid, else Accept-Language. */
export function requestLocale(req: Request): Locale {
  const fromBody = (req.body as { locale?: unknown } | undefined)?.locale;
  return isLocale(fromBody) ? fromBody : localeFromAcceptLanguage(req.headers['accept-language']);
}
