import type { i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '@reactivation/contracts';
import { defaultNamespace, loadShellResources, namespaces } from '@/locales/resources';
import type { LiteI18n } from './i18n-lite';
import { browserStorage, storeLanguage } from './language';

/*
 * The one translation instance of the app, handed to React by the app provider; set by `initI18n`.
 * The prerendered home page starts on the small stand-in of lib/i18n-lite.ts, which holds the texts
 * and the language, and `upgradeI18n` hands both to i18next when the visitor first acts; every other
 * page starts on i18next itself. Either way i18next is a chunk of its own (lib/i18n-full.ts), and
 * the stand-in is fetched only by the page that uses it (ADR 0040).
 */
export let i18n: I18n = undefined as unknown as I18n;
let lite: LiteI18n | undefined;

const options = {
  partialBundledLanguages: true,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: LOCALES,
  ns: namespaces,
  defaultNS: defaultNamespace,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
};

function onLanguageChanged(next: string): void {
  if (!isLocale(next)) return;
  storeLanguage(browserStorage(), next);
  syncDocumentLanguage(next);
}

let starting: Promise<I18n> | undefined;

/**
 * Starts translations in `language`, with no texts yet: `loadLanguage` adds a language's shell
 * texts (one small chunk each), and must have finished before the first render. With `standIn`,
 * on the stand-in until `upgradeI18n`. Later language changes (`switchLanguage`) are stored and
 * mirrored to <html lang> so screen readers and search engines follow them.
 */
export function initI18n(language: Locale = DEFAULT_LOCALE, { standIn = false }: { standIn?: boolean } = {}): Promise<I18n> {
  starting ??= (
    standIn
      ? import('./i18n-lite').then(({ LiteI18n }) => {
          lite = new LiteI18n().init({ ...options, lng: language });
          lite.on('languageChanged', onLanguageChanged as (...args: unknown[]) => void);
          return lite as unknown as I18n;
        })
      : import('./i18n-full').then(({ createFullI18n }) => createFullI18n({ ...options, lng: language, resources: {} }).on('languageChanged', onLanguageChanged))
  ).then((instance) => {
    i18n = instance;
    for (const [namespace, catalog] of pendingNamespaces) registerNamespace(namespace, catalog);
    pendingNamespaces.clear();
    syncDocumentLanguage(currentLanguage());
    return instance;
  });
  starting.catch(() => (starting = undefined));
  return starting;
}

let upgrading: Promise<I18n> | undefined;
const upgradeListeners = new Set<(instance: I18n) => void>();

/**
 * Makes i18next the app's instance (once), with every text and the language the stand-in has by
 * then; on i18next already, nothing to do. A failed fetch leaves the stand-in in place, and a
 * later call tries again.
 */
export function upgradeI18n(): Promise<I18n> {
  upgrading ??= (starting ?? initI18n()).then((started) => {
    const standIn = lite;
    if (!standIn || started !== (standIn as unknown as I18n)) return started;
    return import('./i18n-full').then(({ createFullI18n }) => {
      const full = createFullI18n({ ...options, lng: standIn.language, resources: standIn.store.data });
      full.on('languageChanged', onLanguageChanged);
      i18n = full;
      lite = undefined;
      for (const listener of upgradeListeners) listener(full);
      return full;
    });
  });
  upgrading.catch(() => (upgrading = undefined));
  return upgrading;
}

/** Calls `listener` with i18next when it takes over from the stand-in (the app provider re-renders with it). */
export function onI18nUpgrade(listener: (instance: I18n) => void): () => void {
  upgradeListeners.add(listener);
  return () => upgradeListeners.delete(listener);
}

const loadedLanguages = new Map<Locale, Promise<void>>();

/** Adds the shell texts of `language` (once); the namespaces of pages come with their code. */
export function loadLanguage(language: Locale): Promise<void> {
  let loading = loadedLanguages.get(language);
  if (!loading) {
    loading = Promise.all([loadShellResources(language), starting ?? initI18n()]).then(([shell]) => {
      for (const [namespace, catalog] of Object.entries(shell)) i18n.addResourceBundle(language, namespace, catalog, true, false);
    });
    loading.catch(() => loadedLanguages.delete(language));
    loadedLanguages.set(language, loading);
  }
  return loading;
}

/** Changes the language once its texts are here, so nothing shows untranslated keys meanwhile. */
export async function switchLanguage(language: Locale): Promise<void> {
  await Promise.all([loadLanguage(language), upgradeI18n().catch(() => undefined)]);
  await i18n.changeLanguage(language);
}

const pendingNamespaces = new Map<string, NamespaceCatalog>();

/** A page's own catalog: the English and Spanish texts of one namespace. */
export type NamespaceCatalog = Readonly<Record<Locale, Record<string, unknown>>>;

/**
 * Adds a page's namespace when its code arrives. Page texts travel with the page's lazy chunk,
 * so the first load carries only the shell's and the home page's texts. Call it at the top level
 * of the route module, before anything renders.
 */
export function registerNamespace(namespace: string, catalog: NamespaceCatalog): void {
  if (!i18n?.isInitialized) {
    // Imported before initI18n ran (the server renderer imports every page up front).
    pendingNamespaces.set(namespace, catalog);
    return;
  }
  for (const language of LOCALES) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, catalog[language]);
  }
}

/** The active language, narrowed to the languages the site offers. */
export function currentLanguage(instance: I18n = i18n): Locale {
  const language = instance?.resolvedLanguage ?? instance?.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

function syncDocumentLanguage(language: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
