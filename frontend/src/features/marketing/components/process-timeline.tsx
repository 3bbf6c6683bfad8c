import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { timelineIds } from '../data/process';
import { SectionHeading } from '@/components/content/section-heading';

/** A typical case from Day 1 to the result: a vertical line on phones, a horizontal one on wide screens. */
export function ProcessTimeline() {
  const { t } = useTranslation('process');
  const lastIndex = timelineIds.length - 1;
  return (
    <section aria-labelledby="process-timeline-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="process-timeline-heading"
          eyebrow={t('timeline.eyebrow')}
          title={t('timeline.title')}
          description={t('timeline.description')}
        />
        <ol className="mx-auto mt-12 max-w-xl lg:grid lg:max-w-none lg:grid-cols-5">
          {timelineIds.map((id, index) => (
            <li
              key={id}
              className={cn(
                'relative border-l-2 border-brand-200 pb-8 pl-8 lg:border-t-2 lg:border-l-0 lg:pt-8 lg:pr-6 lg:pb-0 lg:pl-0',
                index === lastIndex && 'border-l-transparent pb-0 lg:border-t-accent-300',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-0 -left-[9px] size-4 rounded-full ring-4 ring-white lg:-top-[9px] lg:left-0',
                  index === lastIndex ? 'bg-accent-600' : 'bg-brand-700',
                )}
              />
              <h3 className="-mt-1 text-lg font-bold text-brand-800 lg:mt-0">{t(`timeline.items.${id}.label`)}</h3>
              <p className="mt-1 text-slate-600">{t(`timeline.items.${id}.description`)}</p>
            </li>
          ))}
        </ol>
        <p className="mx-auto mt-10 max-w-2xl text-center text-sm text-slate-600">{t('timeline.note')}</p>
      </div>
    </section>
  );
}
