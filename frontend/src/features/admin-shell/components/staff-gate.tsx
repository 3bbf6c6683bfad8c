import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useStaffVerify } from '../api/session';
import { clearAdminToken, leftOnPurpose, useAdminToken } from '../lib/admin-token';
import { AdminSections } from './admin-sections';
import { StaffSessionContext, type StaffSession } from './staff-session';

/**
 * SPEC §4 "Admin page", §6: every staff page behind it shows a loading state until the stored
 * token is verified, then the panel's sections and the page. A missing token, a failed check or a
 * 401 from any later call forgets the token and goes to the sign-in page, which comes
 * back here (the page's address, with its query, as `?next=`) once signed in: a link from a staff
 * e-mail opens its case even for someone signed out. A check that got no answer (the network, a
 * reload in the middle) keeps the token and offers to check again.
 */
export function StaffGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const token = useAdminToken();
  const location = useLocation();
  const { data, error, isValidating, mutate } = useStaffVerify(token);

  useEffect(() => {
    if (!error) return;
    console.error('Admin token check failed', error);
    // The server answered and did not say yes (SPEC §6): the token is forgotten. No answer at all
    // (offline, or a reload that cut the request off) says nothing of the token: it is kept.
    if (error instanceof ApiError) clearAdminToken();
  }, [error]);

  const session = useMemo<StaffSession | null>(
    () => (data ? { username: data.username, totpEnabled: data.totpEnabled, refresh: () => void mutate() } : null),
    [data, mutate],
  );

  if (!token) {
    // The only navigation when the token goes, whatever removed it; after "Выйти" the sign-in page opens plain.
    const here = `${location.pathname}${location.search}`;
    const back = leftOnPurpose() || here === paths.admin.getHref() ? undefined : here;
    return <Navigate to={paths.adminLogin.getHref(back)} replace />;
  }
  if (!session) {
    return (
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-3 px-4 py-16 text-center sm:px-6 lg:px-8">
        {error && !isValidating && !(error instanceof ApiError) ? (
          <div role="alert" className="flex flex-wrap items-center justify-center gap-3">
            <p className="text-base text-red-900">{t('verify.failed')}</p>
            <Button variant="outline" size="sm" onClick={() => void mutate()}>
              {t('verify.retry')}
            </Button>
          </div>
        ) : (
          <p role="status" className="text-base text-slate-700">
            {t('verify.checking')}
          </p>
        )}
      </div>
    );
  }
  return (
    <StaffSessionContext.Provider value={session}>
      <AdminSections />
      {children}
    </StaffSessionContext.Provider>
  );
}
