import { useTranslation } from 'react-i18next';
import { MAX_RATING, testimonials } from '../data/testimonials';
import { StarIcon } from '@/components/content/icons';
import { SectionHeading } from '@/components/content/section-heading';

export function TestimonialsSection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="testimonials-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="testimonials-heading"
          eyebrow={t('testimonials.eyebrow')}
          title={t('testimonials.title')}
          description={t('testimonials.description')}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {testimonials.map(({ id, rating }) => (
            <li key={id}>
              <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <div
                  role="img"
                  aria-label={t('testimonials.rating', { rating, max: MAX_RATING })}
                  className="flex gap-0.5 text-accent-500"
                >
                  {Array.from({ length: MAX_RATING }, (_, index) => (
                    <StarIcon key={index} className={index < rating ? 'size-5' : 'size-5 text-slate-300'} />
                  ))}
                </div>
                <blockquote className="mt-4 flex-1 text-slate-700">
                  <p>“{t(`testimonials.items.${id}.text`)}”</p>
                </blockquote>
                <figcaption className="mt-6 border-t border-slate-100 pt-4">
                  <p className="font-semibold text-slate-900">{t(`testimonials.items.${id}.name`)}</p>
                  <p className="text-sm text-slate-600">{t(`testimonials.items.${id}.location`)}</p>
                  <p className="mt-2 inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                    {t(`testimonials.items.${id}.platform`)}
                  </p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
