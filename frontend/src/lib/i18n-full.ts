import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * i18next itself, a chunk of its own (lib/i18n.ts upgradeI18n): a new instance started with the
 * texts, language and options the site's instance already has.
 */
export function createFullI18n(options: InitOptions & { lng: string }): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({ ...options, initAsync: false });
  return instance;
}
