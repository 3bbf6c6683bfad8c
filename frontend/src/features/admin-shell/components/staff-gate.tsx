import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAdminVerify } from '../hooks/use-admin-data';
import { clearAdminToken, useAdminToken } from '../lib/admin-token';
import { useAdminShell } from './admin-shell';
import { AdminSections, sectionOf } from './admin-sections';
import { Dashboard } from './dashboard';

// The chat inbox (and socket.io-client) and the audit log load only when their section is opened.
const ChatInbox = lazy(() => import('../chat/chat-inbox'));
const AuditLog = lazy(() => import('./audit-log'));

/**
 * SPEC §4 "Admin page", §6: a loading state until the stored token is verified, then the dashboard.
 * A missing token, a failed check or a 401 from any later call forgets the token and goes to the login.
 */
export function AdminGate() {
  const { t } = useTranslation('admin');
  const token = useAdminToken();
  const shell = useAdminShell();
  const { data, error, mutate } = useAdminVerify(token);
  const [params] = useSearchParams();
  const section = sectionOf(params);

  useEffect(() => {
    if (error) {
      console.error('Admin token check failed', error);
      clearAdminToken();
    }
  }, [error]);

  useEffect(() => {
    if (data) shell?.setSession({ username: data.username, totpEnabled: data.totpEnabled });
  }, [data, shell]);
  useEffect(() => () => shell?.setSession(null), [shell]);

  if (!token) return <Navigate to={paths.adminLogin.getHref()} replace />;
  if (!data || error) {
    return (
      <p role="status" className="mx-auto max-w-7xl px-4 py-16 text-center text-base text-slate-700 sm:px-6 lg:px-8">
        {t('verify.checking')}
      </p>
    );
  }
  return (
    <>
      <AdminSections current={section} />
      {section === 'chat' ? (
        <Suspense
          fallback={
            <p role="status" className="px-4 py-16 text-center text-base text-slate-700">
              {t('chat.loading')}
            </p>
          }
        >
          <ChatInbox />
        </Suspense>
      ) : section === 'audit' ? (
        <Suspense
          fallback={
            <p role="status" className="px-4 py-16 text-center text-base text-slate-700">
              {t('audit.loading')}
            </p>
          }
        >
          <AuditLog />
        </Suspense>
      ) : (
        <Dashboard totpEnabled={data.totpEnabled} onTotpEnabled={() => void mutate()} />
      )}
    </>
  );
}
