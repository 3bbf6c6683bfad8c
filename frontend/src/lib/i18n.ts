import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '@reactivation/contracts';
import { defaultNamespace, loadShellResources, namespaces } from '@/locales/resources';
import { browserStorage, storeLanguage } from './language';

/** The one translation instance of the app; handed to React by the app provider. */
export const i18n: I18n = i18next.createInstance();

/**
 * Starts translations in `language`, with no texts yet: `loadLanguage` adds a language's shell
 * texts (one small chunk each), and must have finished before the first render. Later language
 * changes (`switchLanguage`) are stored and mirrored to <html lang> so screen readers and search
 * engines follow them.
 */
export function initI18n(language: Locale = DEFAULT_LOCALE): I18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: {},
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: LOCALES,
      ns: namespaces,
      defaultNS: defaultNamespace,
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
    for (const [namespace, catalog] of pendingNamespaces) registerNamespace(namespace, catalog);
    pendingNamespaces.clear();
    i18n.on('languageChanged', (next: string) => {
      if (!isLocale(next)) return;
      storeLanguage(browserStorage(), next);
      syncDocumentLanguage(next);
    });
  }
  syncDocumentLanguage(currentLanguage());
  return i18n;
}

const loadedLanguages = new Map<Locale, Promise<void>>();

/** Adds the shell texts of `language` (once); the namespaces of pages come with their code. */
export function loadLanguage(language: Locale): Promise<void> {
  let loading = loadedLanguages.get(language);
  if (!loading) {
    loading = loadShellResources(language).then((shell) => {
      for (const [namespace, catalog] of Object.entries(shell)) i18n.addResourceBundle(language, namespace, catalog, true, false);
    });
    loading.catch(() => loadedLanguages.delete(language));
    loadedLanguages.set(language, loading);
  }
  return loading;
}

/** Changes the language once its texts are here, so nothing shows untranslated keys meanwhile. */
export async function switchLanguage(language: Locale): Promise<void> {
  await loadLanguage(language);
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
  if (!i18n.isInitialized) {
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
  const language = instance.resolvedLanguage ?? instance.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

function syncDocumentLanguage(language: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
