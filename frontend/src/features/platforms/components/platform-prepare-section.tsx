import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CheckIcon } from '@/components/content/icons';
import { guideAnchor, paths } from '@/config/paths';
import type { PlatformPage } from '../data/platform-pages';

export type PlatformPrepareSectionProps = { page: PlatformPage; platformName: string };

/** The documents and evidence worth gathering before the free review. */
export function PlatformPrepareSection({ page, platformName }: PlatformPrepareSectionProps) {
  const { t } = useTranslation('platforms');
  return (
    <section aria-labelledby="platform-prepare-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto grid max-w-5xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <h2 id="platform-prepare-heading" className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {t('prepare.heading')}
          </h2>
          <p className="mt-4 text-lg text-pretty text-slate-600">{t('prepare.description')}</p>
          <p className="mt-4 text-slate-600">{t('prepare.hint')}</p>
          <p className="mt-4">
            <Link
              to={paths.guide.getHref(guideAnchor('platform', page.guideKey))}
              className="font-medium text-brand-800 underline underline-offset-2"
            >
              {t('prepare.guideLink', { platform: platformName })}
            </Link>
          </p>
        </div>
        <ul className="space-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          {page.prepare.map((id) => (
            <li key={id} className="flex gap-3 text-slate-700">
              <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <CheckIcon className="size-4" />
              </span>
              {t(`prepare.items.${id}`)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
