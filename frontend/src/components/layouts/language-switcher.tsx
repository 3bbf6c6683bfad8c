import { LOCALES } from '@reactivation/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';

/** EN / ES buttons; the i18n setup stores the choice and updates <html lang>. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const active = currentLanguage(i18n);
  return (
    <div role="group" aria-label={t('header.language')} className="flex rounded-lg bg-slate-100 p-1">
      {LOCALES.map((language) => {
        const pressed = language === active;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            title={t(`language.${language}.name`)}
            aria-pressed={pressed}
            onClick={() => void i18n.changeLanguage(language)}
            className={`min-w-9 rounded-md px-2 py-1.5 sm:min-w-10 sm:px-2.5 text-sm font-semibold transition-colors ${
              pressed ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-slate-900'
            }`}
          >
            {t(`language.${language}.short`)}
          </button>
        );
      })}
    </div>
  );
}
