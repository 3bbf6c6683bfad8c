import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export type BrandLinkProps = { placement: 'header' | 'footer' };

const styles = {
  // On tablets the header needs the room for its links, so the name hides behind the mark.
  header: {
    tile: 'fill-brand-700',
    name: 'text-slate-900 md:max-lg:sr-only',
    tagline: 'hidden text-slate-600 xl:block',
  },
  footer: {
    tile: 'fill-white/10',
    name: 'text-white',
    tagline: 'hidden text-slate-300 sm:block',
  },
} as const;

/** The site's mark and name, linking home. */
export function BrandLink({ placement }: BrandLinkProps) {
  const { t } = useTranslation();
  const style = styles[placement];
  return (
    <Link to={paths.home.getHref()} className="inline-flex min-w-0 items-center gap-2 rounded-md sm:gap-2.5">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-9 shrink-0">
        <rect width="32" height="32" rx="8" className={style.tile} />
        <path d="M16 6l8 3v6c0 5-3.4 9.2-8 11-4.6-1.8-8-6-8-11V9z" className="fill-white" />
        <path
          d="M12 16.2l2.8 2.8 5.4-5.6"
          fill="none"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="stroke-accent-700"
        />
      </svg>
      <span className="flex flex-col leading-tight">
        <span className={`text-[0.9375rem] font-bold tracking-tight sm:text-base ${style.name}`}>
          {t('brand.name')}
          {/* Named by its visible text (WCAG 2.5.3), with where it leads for screen readers. */}
          <span className="sr-only">{t('brand.homeSuffix')}</span>
        </span>
        <span className={`text-xs ${style.tagline}`}>{t('brand.tagline')}</span>
      </span>
    </Link>
  );
}
