import { useTranslation } from 'react-i18next';
import { CheckIcon } from '@/components/content/icons';
import { FreeCaseReviewLink } from '@/components/content/cta-links';
import { platformHighlightIds, type PlatformPage } from '../data/platform-pages';

export type PlatformHeroProps = { page: PlatformPage; platformName: string };

/** The page's one h1 with its lead and call to action, beside the success rate SPEC §1 gives. */
export function PlatformHero({ page, platformName }: PlatformHeroProps) {
  const { t } = useTranslation('platforms');
  const { value, scope } = page.successRate;
  return (
    <section aria-labelledby="platform-hero-heading" className="bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.4fr_1fr] lg:px-8">
        <div>
          <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            {t(`pages.${page.key}.eyebrow`)}
          </p>
          <h1
            id="platform-hero-heading"
            className="mt-5 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl"
          >
            {t(`pages.${page.key}.title`)}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-pretty text-slate-600">{t(`pages.${page.key}.lead`)}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <FreeCaseReviewLink location={`platform-hero-${page.key}`}>{t('hero.cta')}</FreeCaseReviewLink>
          </div>
          <p className="mt-6 text-sm font-medium text-slate-600">{t('hero.trust')}</p>
        </div>

        <div className="rounded-2xl bg-white p-6 shadow-xl ring-1 shadow-brand-900/5 ring-slate-200 sm:p-8">
          <p className="flex flex-col">
            <span className="text-5xl font-bold tracking-tight text-brand-700">
              {t('rate.value', { rate: value })}
            </span>{' '}
            <span className="mt-2 font-semibold text-slate-900">
              {scope === 'platform' ? t('rate.platform', { platform: platformName }) : t('rate.overall')}
            </span>
          </p>
          <p className="mt-2 text-sm text-slate-600">{t('rate.note')}</p>
          <h2 className="mt-6 border-t border-slate-200 pt-6 text-base font-semibold text-slate-900">
            {t('hero.highlights.label')}
          </h2>
          <ul className="mt-4 space-y-3">
            {platformHighlightIds.map((id) => (
              <li key={id} className="flex gap-3 text-slate-700">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-50 text-accent-700">
                  <CheckIcon className="size-4" />
                </span>
                {t(`hero.highlights.${id}`)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
