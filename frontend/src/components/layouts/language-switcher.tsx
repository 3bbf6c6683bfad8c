import type { MouseEvent } from 'react';
import { LOCALES, type Locale } from '@reactivation/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { currentLanguage, switchLanguage } from '@/lib/i18n';
import { LANGUAGE_QUERY_PARAM } from '@/lib/language';

/** This address in `language`: the same page with `?lang=`, which the server answers in that language. */
function hrefIn(language: Locale, pathname: string, search: string, hash: string): string {
  const params = new URLSearchParams(search);
  params.set(LANGUAGE_QUERY_PARAM, language);
  return `${pathname}?${params.toString()}${hash}`;
}

/**
 * EN / ES as links to the page in the other language, so a tap works before the app's code has
 * arrived: the server answers `?lang=` in that language and keeps the choice in a cookie. Once
 * the app runs, the click switches in place instead (the i18n setup stores the choice and
 * updates <html lang>); a click with a modifier key still opens the link.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const active = currentLanguage(i18n);

  const switchInPlace = (language: Locale) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void switchLanguage(language);
  };

  return (
    <div role="group" aria-label={t('header.language')} className="flex rounded-lg bg-slate-100 p-1">
      {LOCALES.map((language) => {
        const current = language === active;
        return (
          <a
            key={language}
            href={hrefIn(language, pathname, search, hash)}
            hrefLang={language}
            lang={language}
            title={t(`language.${language}.name`)}
            aria-current={current ? 'true' : undefined}
            onClick={switchInPlace(language)}
            className={`min-w-9 rounded-md px-2 py-1.5 text-center text-sm font-semibold transition-colors sm:min-w-10 sm:px-2.5 ${
              current ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-slate-900'
            }`}
          >
            {t(`language.${language}.short`)}
          </a>
        );
      })}
    </div>
  );
}
