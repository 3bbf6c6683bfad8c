import { useTranslation } from 'react-i18next';
import { InfoIcon } from '@/components/content/icons';
import { SectionHeading } from '@/components/content/section-heading';
import type { PlatformPage } from '../data/platform-pages';

export type PlatformReasonsSectionProps = { page: PlatformPage; platformName: string };

/** The platform's most common deactivation reasons, each with a one-line explanation. */
export function PlatformReasonsSection({ page, platformName }: PlatformReasonsSectionProps) {
  const { t } = useTranslation('platforms');
  return (
    <section aria-labelledby="platform-reasons-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="platform-reasons-heading"
          title={t('reasons.heading')}
          description={t('reasons.description', { platform: platformName })}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {page.reasons.map((id) => (
            <li key={id} className="rounded-2xl border-t-4 border-accent-500 bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-lg font-semibold text-slate-900">{t(`reasons.items.${id}.title`)}</h3>
              <p className="mt-2 text-slate-600">{t(`reasons.items.${id}.description`)}</p>
            </li>
          ))}
        </ul>
        {page.note && (
          <aside
            aria-labelledby="platform-note-heading"
            className="mx-auto mt-10 flex max-w-3xl gap-4 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-200"
          >
            <InfoIcon className="size-6 shrink-0 text-brand-700" />
            <div>
              <h3 id="platform-note-heading" className="font-semibold text-brand-900">
                {t(`notes.${page.note}.title`)}
              </h3>
              <p className="mt-1 text-slate-700">{t(`notes.${page.note}.text`)}</p>
            </div>
          </aside>
        )}
      </div>
    </section>
  );
}
