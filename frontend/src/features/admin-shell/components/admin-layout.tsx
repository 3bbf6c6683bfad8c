import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router-dom';
import { RouteMeta } from '@/components/seo/route-meta';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';
import { logout, QUEUES_URL } from '../api/admin-api';
import { clearAdminToken } from '../lib/admin-token';
import type { AdminSession, AdminShell } from './admin-shell';

export const ADMIN_MAIN_ID = 'admin-main';

/**
 * The staff panel's frame (the `admin` layout of config/paths.ts): a plain top bar and the page.
 * None of the public header, footer or overlays; the panel is in Russian whatever the site language.
 */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const [session, setSession] = useState<AdminSession | null>(null);
  const shell = useMemo<AdminShell>(() => ({ setSession }), []);

  useEffect(() => {
    const root = document.documentElement;
    root.lang = 'ru';
    return () => {
      root.lang = currentLanguage();
    };
  }, []);

  return (
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
          {session && <SessionBar username={session.username} />}
        </div>
      </header>
      <main id={ADMIN_MAIN_ID} tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
        <Outlet context={shell} />
      </main>
      <RouteMeta />
    </div>
  );
}

function SessionBar({ username }: { username: string }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  const leave = async () => {
    setLeaving(true);
    try {
      await logout();
    } catch (error) {
      // The token is forgotten here all the same; it expires on the server by itself.
      console.error('Admin logout failed', error);
    }
    clearAdminToken();
    void navigate(paths.adminLogin.getHref(), { replace: true });
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
