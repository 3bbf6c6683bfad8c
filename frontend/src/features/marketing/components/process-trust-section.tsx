import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { processTrustIds, type ProcessTrustId } from '../data/process';
import { DollarIcon, GlobeIcon, InfoIcon, LockIcon } from '@/components/content/icons';
import { SectionHeading } from '@/components/content/section-heading';

const icons: Record<ProcessTrustId, ComponentType<SVGProps<SVGSVGElement>>> = {
  notLawFirm: InfoIcon,
  fee: DollarIcon,
  privacy: LockIcon,
  bilingual: GlobeIcon,
};

/** Four plain statements of what the service is and is not. */
export function ProcessTrustSection() {
  const { t } = useTranslation('process');
  return (
    <section aria-labelledby="process-trust-heading" className="border-y border-slate-200 bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="process-trust-heading" eyebrow={t('trust.eyebrow')} title={t('trust.title')} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {processTrustIds.map((id) => {
            const Icon = icons[id];
            return (
              <li key={id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon className="size-6" />
                </span>
                <h3 className="mt-5 text-lg font-semibold text-slate-900">{t(`trust.items.${id}.title`)}</h3>
                <p className="mt-2 text-slate-600">{t(`trust.items.${id}.description`)}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
