import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { RouteMeta } from '@/components/seo/route-meta';
import { Button } from '@/components/ui/button';
import { currentLanguage } from '@/lib/i18n';
import { swrConfig } from '@/lib/swr';
import { logout, QUEUES_URL, useStaffVerify } from '../api/session';
import { signOutHere, useAdminToken } from '../lib/admin-token';

export const ADMIN_MAIN_ID = 'admin-main';

/** A cache of the panel's reads per signed-in token, with the site's settings (no retries, no refetch on focus). */
const staffSwrConfig = { ...swrConfig, provider: () => new Map() };

/**
 * The staff panel's frame (the `admin` layout of config/paths.ts): a plain top bar and the page.
 * None of the public header, footer or overlays; the panel is in Russian whatever the site language.
 * Its pages share one cache, so going back from a case to the list shows the list at once; a new
 * sign-in starts a new cache, so nothing read under an earlier token is ever shown again.
 */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const token = useAdminToken();

  useEffect(() => {
    const root = document.documentElement;
    root.lang = 'ru';
    return () => {
      root.lang = currentLanguage();
    };
  }, []);

  return (
    <SWRConfig key={token ?? 'signed-out'} value={staffSwrConfig}>
      <div lang="ru" className="flex min-h-dvh flex-col bg-slate-100">
        <a
          href={`#${ADMIN_MAIN_ID}`}
          className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow-lg"
        >
          {t('layout.skipToContent')}
        </a>
        <header className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
            <p className="text-lg font-bold tracking-tight text-slate-900">{t('layout.brand')}</p>
            <SessionBar token={token} />
          </div>
        </header>
        <main id={ADMIN_MAIN_ID} tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          <Outlet />
        </main>
        <RouteMeta />
        <ScrollRestoration />
      </div>
    </SWRConfig>
  );
}

/** Who is signed in (once the token is verified), the queue board, and "Выйти". */
function SessionBar({ token }: { token: string | null }) {
  const { t } = useTranslation('admin');
  const [leaving, setLeaving] = useState(false);
  const username = useStaffVerify(token).data?.username;
  if (!username) return null;

  const leave = async () => {
    setLeaving(true);
    try {
      await logout();
    } catch (error) {
      // The token is forgotten here all the same; it expires on the server by itself.
      console.error('Admin logout failed', error);
    }
    // The gate sends every panel page to the sign-in page once the token is gone: one navigation, not two racing.
    signOutHere();
  };

  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2 sm:gap-3">
      <span className="max-w-full truncate text-sm text-slate-700">{t('layout.signedInAs', { username })}</span>
      <a
        href={QUEUES_URL}
        target="_blank"
        rel="noopener"
        className="inline-flex h-9 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 underline-offset-2 hover:bg-slate-100 hover:underline"
      >
        {t('layout.queues')}
        <span className="sr-only"> {t('layout.opensInNewTab')}</span>
      </a>
      <Button variant="outline" size="sm" busy={leaving} onClick={() => void leave()}>
        {leaving ? t('layout.loggingOut') : t('layout.logout')}
      </Button>
    </div>
  );
}
