import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { RouteMeta } from '@/components/seo/route-meta';
import { Overlays } from '@/features/overlays/components/overlays';
import { Footer } from './footer';
import { Header } from './header';

export const MAIN_CONTENT_ID = 'main-content';

/** The frame of every public page: skip link, header, the page, footer. */
export function MainLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow-lg"
      >
        {t('skipToContent')}
      </a>
      <Overlays />
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
      <RouteMeta />
    </div>
  );
}
