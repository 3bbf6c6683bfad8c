import { useTranslation } from 'react-i18next';

/** Shown in place of a page that threw or whose code failed to load (often after a new deploy). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 py-20 text-center sm:py-28">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('routeError.title')}</h1>
      <p className="mt-4 text-lg text-slate-600">{t('routeError.description')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-10 inline-flex items-center justify-center rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800"
      >
        {t('routeError.reload')}
      </button>
    </section>
  );
}
