import { useTranslation } from 'react-i18next';
import type { SuccessStory } from '../data/success-stories';
import { MAX_RATING } from '../data/testimonials';
import { ClockIcon, ShieldCheckIcon, StarIcon } from '@/components/content/icons';

export type TestimonialsStoryCardProps = { story: SuccessStory };

/** One success story: rating, the client's words, who they are, and how long reactivation took. */
export function TestimonialsStoryCard({ story }: TestimonialsStoryCardProps) {
  const { t } = useTranslation('testimonials');
  const { id, rating, daysToReactivation, verified } = story;
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div role="img" aria-label={t('stories.rating', { rating, max: MAX_RATING })} className="flex gap-0.5 text-accent-500">
          {Array.from({ length: MAX_RATING }, (_, index) => (
            <StarIcon key={index} className={index < rating ? 'size-5' : 'size-5 text-slate-300'} />
          ))}
        </div>
        {verified && (
          <p className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
            <ShieldCheckIcon className="size-4" />
            {t('stories.verified')}
          </p>
        )}
      </div>
      <blockquote className="mt-4 flex-1 text-slate-700">
        <p>“{t(`stories.items.${id}.comment`)}”</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-slate-100 pt-4">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold text-slate-900">{t(`stories.items.${id}.name`)}</span>
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
            {t(`stories.items.${id}.platform`)}
          </span>
        </p>
        <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-brand-700">
          <ClockIcon className="size-4" />
          {t('stories.reactivatedIn', { count: daysToReactivation })}
        </p>
      </figcaption>
    </figure>
  );
}
