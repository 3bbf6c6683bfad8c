import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatIcon, DocumentIcon, SearchIcon } from '@/components/content/icons';
import { SectionHeading } from '@/components/content/section-heading';
import { platformStepIds } from '../data/platform-pages';

type StepId = (typeof platformStepIds)[number];

const stepIcons: Record<StepId, ComponentType<SVGProps<SVGSVGElement>>> = {
  review: SearchIcon,
  appeal: DocumentIcon,
  followUp: ChatIcon,
};

export type PlatformStepsSectionProps = { platformName: string };

/** "How we help in 3 steps": free review, appeal, follow-up with the platform. */
export function PlatformStepsSection({ platformName }: PlatformStepsSectionProps) {
  const { t } = useTranslation('platforms');
  return (
    <section aria-labelledby="platform-steps-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="platform-steps-heading" title={t('steps.heading')} description={t('steps.description')} />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {platformStepIds.map((id, index) => {
            const Icon = stepIcons[id];
            return (
              <li key={id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <div className="flex items-center justify-between">
                  <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon className="size-6" />
                  </span>
                  <span className="text-sm font-semibold text-accent-700">{t('steps.label', { number: index + 1 })}</span>
                </div>
                <h3 className="mt-5 text-lg font-semibold text-slate-900">{t(`steps.items.${id}.title`)}</h3>
                <p className="mt-2 text-slate-600">{t(`steps.items.${id}.description`, { platform: platformName })}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
