import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ClipboardIcon, DocumentIcon, SearchIcon, ShieldCheckIcon } from '@/components/content/icons';
import { SectionHeading } from '@/components/content/section-heading';

const steps: ReadonlyArray<{ key: 'submit' | 'review' | 'appeal' | 'restored'; Icon: ComponentType<SVGProps<SVGSVGElement>> }> = [
  { key: 'submit', Icon: ClipboardIcon },
  { key: 'review', Icon: SearchIcon },
  { key: 'appeal', Icon: DocumentIcon },
  { key: 'restored', Icon: ShieldCheckIcon },
];

export function HowItWorksSection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="how-it-works-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="how-it-works-heading"
          eyebrow={t('howItWorks.eyebrow')}
          title={t('howItWorks.title')}
          description={t('howItWorks.description')}
        />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map(({ key, Icon }, index) => (
            <li key={key} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center justify-between">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon className="size-6" />
                </span>
                <span className="text-sm font-semibold text-accent-700">{t('howItWorks.stepLabel', { number: index + 1 })}</span>
              </div>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{t(`howItWorks.steps.${key}.title`)}</h3>
              <p className="mt-2 text-slate-600">{t(`howItWorks.steps.${key}.description`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
