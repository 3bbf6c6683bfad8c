import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { adminCatalog, RETURN_PARAM, safeReturnPath, useAdminToken } from '@/features/admin-shell';
import { LoginForm } from '@/features/admin-sign-in';
import { registerNamespace } from '@/lib/i18n';

registerNamespace('admin', adminCatalog);

/**
 * /admin-login (SPEC §2, §5): staff sign in with username and password (and a code once 2FA is on),
 * then go to the panel page that sent them here (`?next=`, a panel page only), or to the case list.
 */
export default function AdminLoginPage() {
  const { t } = useTranslation('admin');
  const token = useAdminToken();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get(RETURN_PARAM)) ?? paths.admin.getHref();
  // Already holding a token: the panel checks it, and sends it back here if it is no longer valid.
  if (token) return <Navigate to={returnTo} replace />;
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('login.title')}</h1>
        <p className="mt-2 mb-6 text-base text-slate-600">{t('login.subtitle')}</p>
        <LoginForm returnTo={returnTo} />
      </div>
    </div>
  );
}
