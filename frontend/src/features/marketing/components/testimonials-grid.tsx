import { useTranslation } from 'react-i18next';
import { successStories } from '../data/success-stories';
import { InfoIcon } from '@/components/content/icons';
import { SectionHeading } from '@/components/content/section-heading';
import { TestimonialsStoryCard } from './testimonials-story-card';

/** The twelve verified success stories, with a plain word on privacy and results. */
export function TestimonialsGrid() {
  const { t } = useTranslation('testimonials');
  return (
    <section aria-labelledby="success-stories-heading" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="success-stories-heading"
          eyebrow={t('stories.eyebrow')}
          title={t('stories.title')}
          description={t('stories.description')}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {successStories.map((story) => (
            <li key={story.id}>
              <TestimonialsStoryCard story={story} />
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-10 flex max-w-3xl gap-3 rounded-xl border border-slate-200 bg-white p-5 text-sm text-slate-700">
          <InfoIcon className="size-5 shrink-0 text-brand-700" />
          {t('stories.note')}
        </p>
      </div>
    </section>
  );
}
