import { useTranslation } from 'react-i18next';
import { processStepIds } from '../data/process';
import { ClockIcon } from '@/components/content/icons';
import { SectionHeading } from '@/components/content/section-heading';

/** The five steps of the service, each with how long it usually takes (SPEC §9 promised times). */
export function ProcessSteps() {
  const { t } = useTranslation('process');
  const lastIndex = processStepIds.length - 1;
  return (
    <section aria-labelledby="process-steps-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="process-steps-heading"
          eyebrow={t('steps.eyebrow')}
          title={t('steps.title')}
          description={t('steps.description')}
        />
        <ol className="mt-12 space-y-6">
          {processStepIds.map((id, index) => (
            <li key={id} className="relative flex gap-4 sm:gap-6">
              {index < lastIndex && (
                <span aria-hidden="true" className="absolute top-12 -bottom-6 left-[23px] w-0.5 bg-brand-200" />
              )}
              {/* The list already tells assistive technology the step number. */}
              <span
                aria-hidden="true"
                className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <div className="min-w-0 flex-1 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
                <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
                  <h3 className="text-lg font-semibold text-slate-900 sm:text-xl">{t(`steps.items.${id}.title`)}</h3>
                  <p className="inline-flex w-fit shrink-0 items-center gap-1.5 rounded-full bg-accent-50 px-3 py-1 text-sm font-semibold text-accent-800">
                    <ClockIcon className="size-4" />
                    <span className="sr-only">{t('steps.timeframeLabel')} </span>
                    {t(`steps.items.${id}.timeframe`)}
                  </p>
                </div>
                <p className="mt-3 text-slate-600">{t(`steps.items.${id}.description`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
