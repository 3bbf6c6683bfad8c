import i18next, { type i18n as I18n, type InitOptions } from 'i18next';

/**
 * i18next itself, a chunk of its own (lib/i18n.ts): a new instance started with the texts, language
 * and options given. React gets it from the app provider's I18nextProvider, so react-i18next's
 * global instance (initReactI18next) is not set: the chunk then shares no code with the app's.
 */
export function createFullI18n(options: InitOptions & { lng: string }): I18n {
  const instance = i18next.createInstance();
  void instance.init({ ...options, initAsync: false });
  return instance;
}
