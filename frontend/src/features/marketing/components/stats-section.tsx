import { useTranslation } from 'react-i18next';

const statKeys = ['success', 'clients', 'experience', 'support'] as const;

/** The four headline figures of SPEC §2: 92%, 500+, 2+, 24/7. */
export function StatsSection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="stats-heading" className="bg-brand-900 py-16 text-white sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="stats-heading" className="text-center text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {t('stats.title')}
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
          {statKeys.map((key) => (
            // Label after the figure on screen, but first in the markup, as a <dl> requires.
            <div key={key} className="flex flex-col-reverse items-center justify-end text-center">
              <dt className="mt-2 max-w-[14rem] text-base text-brand-100">{t(`stats.items.${key}.label`)}</dt>
              <dd className="text-4xl font-bold tracking-tight text-accent-300 sm:text-5xl">{t(`stats.items.${key}.value`)}</dd>
            </div>
          ))}
        </dl>
        <p className="mx-auto mt-10 max-w-2xl text-center text-sm text-brand-200">{t('stats.note')}</p>
      </div>
    </section>
  );
}
