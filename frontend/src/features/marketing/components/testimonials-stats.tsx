import { useTranslation } from 'react-i18next';
import { successStatIds } from '../data/success-stories';

/** The four headline figures of /testimonials. */
export function TestimonialsStats() {
  const { t } = useTranslation('testimonials');
  return (
    <section aria-labelledby="testimonials-stats-heading" className="pb-4">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="testimonials-stats-heading" className="sr-only">
          {t('stats.title')}
        </h2>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {successStatIds.map((id) => (
            // Label after the figure on screen, but first in the markup, as a <dl> requires.
            <div
              key={id}
              className="flex flex-col-reverse justify-end rounded-2xl bg-brand-900 px-4 py-6 text-center text-white sm:px-6"
            >
              <dt className="mt-2 text-sm text-brand-100 sm:text-base">{t(`stats.items.${id}.label`)}</dt>
              <dd className="text-3xl font-bold tracking-tight text-accent-300 sm:text-4xl">{t(`stats.items.${id}.value`)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
