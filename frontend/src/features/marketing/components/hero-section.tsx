import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { APPLICATION_FORM_ID, paths } from '@/config/paths';
import { track } from '@/lib/analytics';
import { ArrowRightIcon, CheckIcon } from '@/components/content/icons';
import { scrollToSection } from './scroll-to-section';

const highlightKeys = ['freeReview', 'expertAppeal', 'oneFee', 'support'] as const;

export function HeroSection() {
  const { t } = useTranslation('home');

  // A real link to the section, so it still works before the script runs; with it, a smooth scroll.
  const goToApplication = (event: MouseEvent<HTMLAnchorElement>) => {
    track('cta_click', { location: 'hero' });
    if (scrollToSection(APPLICATION_FORM_ID)) event.preventDefault();
  };

  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.25fr_1fr] lg:px-8 lg:py-24">
        <div>
          <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            {t('hero.eyebrow')}
          </p>
          <h1
            id="hero-heading"
            className="mt-5 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
          >
            {t('hero.title')}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-pretty text-slate-600">{t('hero.subtitle')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button asChild size="lg" className="w-full sm:w-auto">
              <a href={`#${APPLICATION_FORM_ID}`} onClick={goToApplication}>
                {t('hero.primaryCta')}
                <ArrowRightIcon className="size-5" />
              </a>
            </Button>
            <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
              <Link to={paths.freeCaseReview.getHref()}>{t('hero.secondaryCta')}</Link>
            </Button>
          </div>
          <p className="mt-6 flex items-start gap-2 text-sm font-medium text-slate-600">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-600" />
            {t('hero.trust')}
          </p>
        </div>

        <aside
          aria-labelledby="hero-highlights-heading"
          className="rounded-2xl bg-white p-6 shadow-xl ring-1 shadow-brand-900/5 ring-slate-200 sm:p-8"
        >
          <h2 id="hero-highlights-heading" className="text-lg font-semibold text-slate-900">
            {t('hero.highlights.heading')}
          </h2>
          <ul className="mt-5 space-y-4">
            {highlightKeys.map((key) => (
              <li key={key} className="flex gap-3 text-slate-700">
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-50 text-accent-700">
                  <CheckIcon className="size-4" />
                </span>
                {t(`hero.highlights.${key}`)}
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </section>
  );
}
