import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';
import { carouselPlatforms } from '../data/platforms';
import { PlatformLogo } from './platform-logo';
import { SectionHeading } from '@/components/content/section-heading';

// A logo this wide would shrink to unreadable on a two-column phone grid, so it takes two cells.
// With the one wide logo the 11 tiles fill 12 cells, and dense packing closes the gap it would
// leave at a row's end: whole rows at 2, 3 and 4 columns. The tiles hold nothing focusable.
const WIDE_LOGO = 200;

/** "Platforms We Support": the 11 platforms of the home carousel as a grid of logo tiles. */
export function ServicesPlatformGrid() {
  const { t } = useTranslation('services');
  return (
    <section aria-labelledby="supported-platforms-heading" className="border-y border-slate-200 bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="supported-platforms-heading"
          eyebrow={t('platforms.eyebrow')}
          title={t('platforms.title')}
          description={t('platforms.description')}
        />
        <ul
          aria-label={t('platforms.listLabel')}
          className="mt-12 grid grid-flow-dense grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4"
        >
          {carouselPlatforms.map((platform) => (
            <li
              key={platform.id}
              className={cn(
                // The logo keeps its fixed height (no layout shift while it loads lazily) and, in a
                // narrow tile, shrinks inside that box without distortion; a fallback name may wrap.
                'flex h-20 min-w-0 items-center justify-center rounded-xl border border-slate-200 bg-white px-3 shadow-sm sm:h-24',
                '[&_img]:max-w-full [&_img]:object-contain [&_span]:whitespace-normal',
                platform.width > WIDE_LOGO && 'col-span-2',
              )}
            >
              <PlatformLogo platform={platform} />
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-8 max-w-2xl text-center text-slate-700">
          {t('platforms.other')}{' '}
          <Link
            to={paths.freeCaseReview.getHref()}
            className="rounded-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {t('platforms.otherLink')}
          </Link>
        </p>
      </div>
    </section>
  );
}
