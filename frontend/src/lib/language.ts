import { DEFAULT_LOCALE, isLocale, type Locale } from '@reactivation/contracts';

/** SPEC §3 "Stored in the browser": the chosen language lives under this key. */
export const LANGUAGE_STORAGE_KEY = 'language';
/** `?lang=es` in a shared link picks the language and wins over the stored one. */
export const LANGUAGE_QUERY_PARAM = 'lang';

export type LanguageStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The language a visit starts in: the URL parameter, then the stored choice, then the default. */
export function detectLanguage(search: string, storage: LanguageStorage | null): Locale {
  const fromUrl = new URLSearchParams(search).get(LANGUAGE_QUERY_PARAM);
  if (isLocale(fromUrl)) return fromUrl;
  const stored = readStored(storage);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

/** The cookie that tells the server which prerendered language to send on the next visit. */
export const LANGUAGE_COOKIE = 'lang';

export function storeLanguage(storage: LanguageStorage | null, language: Locale): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // A full or blocked storage only costs the visitor their choice on the next visit.
  }
  if (typeof document !== 'undefined') {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
  }
}

/** localStorage, or null where the browser refuses access to it (privacy modes, blocked cookies). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Reads the language of this visit from the address bar and storage. A `lang` parameter is
 * stored and then removed from the address, so a later click on EN or ES survives a reload.
 */
export function takeInitialLanguage(): Locale {
  if (typeof window === 'undefined') return DEFAULT_LOCALE;
  const storage = browserStorage();
  const language = detectLanguage(window.location.search, storage);
  const url = new URL(window.location.href);
  if (url.searchParams.has(LANGUAGE_QUERY_PARAM)) {
    if (isLocale(url.searchParams.get(LANGUAGE_QUERY_PARAM))) storeLanguage(storage, language);
    url.searchParams.delete(LANGUAGE_QUERY_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return language;
}

function readStored(storage: LanguageStorage | null): string | null {
  try {
    return storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}
