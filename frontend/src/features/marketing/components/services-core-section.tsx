import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { coreServiceIds, coreServicePointIds, type CoreServiceId } from '../data/services';
import { ChatIcon, CheckIcon, CompassIcon, DocumentIcon, SearchIcon } from '@/components/content/icons';
import { SectionHeading } from '@/components/content/section-heading';

const icons: Record<CoreServiceId, ComponentType<SVGProps<SVGSVGElement>>> = {
  evaluation: SearchIcon,
  strategy: CompassIcon,
  documents: DocumentIcon,
  support: ChatIcon,
};

/** The four core services of SPEC §1, each with what it includes. */
export function ServicesCoreSection() {
  const { t } = useTranslation('services');
  return (
    <section aria-labelledby="core-services-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="core-services-heading"
          eyebrow={t('core.eyebrow')}
          title={t('core.title')}
          description={t('core.description')}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {coreServiceIds.map((id) => {
            const Icon = icons[id];
            return (
              <li key={id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon className="size-6" />
                </span>
                <h3 className="mt-5 text-xl font-semibold text-slate-900">{t(`core.cards.${id}.title`)}</h3>
                <p className="mt-2 text-slate-600">{t(`core.cards.${id}.description`)}</p>
                <ul className="mt-5 space-y-2 border-t border-slate-100 pt-5">
                  {coreServicePointIds.map((point) => (
                    <li key={point} className="flex gap-2 text-slate-700">
                      <CheckIcon className="mt-1 size-4 shrink-0 text-brand-600" />
                      {t(`core.cards.${id}.points.${point}`)}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
