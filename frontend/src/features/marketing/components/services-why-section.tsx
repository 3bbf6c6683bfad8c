import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { whyChooseIds, type WhyChooseId } from '../data/services';
import { AwardIcon, CalendarIcon, DollarIcon, GlobeIcon, HeadsetIcon, InfoIcon, UsersIcon } from '@/components/content/icons';
import { SectionHeading } from '@/components/content/section-heading';

const icons: Record<WhyChooseId, ComponentType<SVGProps<SVGSVGElement>>> = {
  experience: CalendarIcon,
  success: AwardIcon,
  cases: UsersIcon,
  fee: DollarIcon,
  support: HeadsetIcon,
  bilingual: GlobeIcon,
};

/** "Why Choose": the reasons to pick the service, with the honest limits right beside them. */
export function ServicesWhySection() {
  const { t } = useTranslation('services');
  return (
    <section aria-labelledby="why-choose-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="why-choose-heading"
          eyebrow={t('why.eyebrow')}
          title={t('why.title')}
          description={t('why.description')}
        />
        <ul className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {whyChooseIds.map((id) => {
            const Icon = icons[id];
            return (
              <li key={id} className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-50 text-accent-700">
                  <Icon className="size-6" />
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-slate-900">{t(`why.items.${id}.title`)}</h3>
                  <p className="mt-1 text-slate-600">{t(`why.items.${id}.description`)}</p>
                </div>
              </li>
            );
          })}
        </ul>
        <p className="mx-auto mt-12 flex max-w-3xl gap-3 rounded-xl border border-slate-200 bg-slate-50 p-5 text-slate-700">
          <InfoIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
          {t('why.disclaimer')}
        </p>
      </div>
    </section>
  );
}
