import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { RouteMeta } from '@/components/seo/route-meta';
import { whenVisitorActs } from '@/lib/when-visitor-acts';
import { Footer } from './footer';
import { Header } from './header';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The public pages the browser draws after it loads (not prerendered): the case room, the payment
 * pages, the satisfaction page. Their main part holds a screen's height from the first paint, so the
 * footer starts below the fold and does not jump when the page's data arrives (a layout shift).
 */
const DRAWN_AFTER_LOAD = ['/case/', '/payment', '/feedback/'];

export type MainLayoutProps = {
  /** What floats over the public pages and the banner above the header (the app composes the overlays feature here). */
  overlays?: ReactNode;
};

/** The frame of every public page: skip link, header, the page, footer. */
export function MainLayout({ overlays }: MainLayoutProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const drawnAfterLoad = DRAWN_AFTER_LOAD.some((prefix) => pathname.startsWith(prefix));
  // The ad tag, where configured, after the first load (never on the staff pages: another layout).
  useEffect(() => whenVisitorActs(() => void import('@/lib/ad-tag').then((tag) => tag.loadAdTag())), []);
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow-lg"
      >
        {t('skipToContent')}
      </a>
      {overlays}
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={drawnAfterLoad ? 'min-h-dvh flex-1 focus:outline-none' : 'flex-1 focus:outline-none'}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
      <RouteMeta />
    </div>
  );
}
