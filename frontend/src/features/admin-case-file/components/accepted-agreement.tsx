import { useTranslation } from 'react-i18next';
import type { AdminTermsAcceptance } from '@reactivation/contracts';
import { formatDate, formatDateTime } from '@/features/admin-shell';

/** The service agreement as the client accepted it: which version, when, from which address and browser (the first thing a dispute asks for). */
export function AcceptedAgreement({ agreement }: { agreement: AdminTermsAcceptance | null }) {
  const { t } = useTranslation('admin');
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">{t('money.agreement.title')}</h3>
      {agreement ? (
        <ul className="mt-1 flex flex-col gap-0.5 text-sm text-slate-800">
          <li>{t('money.agreement.version', { version: agreement.version, publishedOn: formatDate(agreement.publishedOn) })}</li>
          <li>
            {t('money.agreement.acceptedAt', { date: formatDateTime(agreement.acceptedAt) })} {t(`money.agreement.via.${agreement.via}`)} (
            {agreement.locale.toUpperCase()})
          </li>
          <li>{t('money.agreement.address', { address: agreement.ipAddress })}</li>
          <li className="break-words">{t('money.agreement.browser', { browser: agreement.userAgent })}</li>
          <li className="font-mono text-xs break-all text-slate-700">{t('money.agreement.hash', { hash: agreement.textSha256 })}</li>
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-600">{t('money.agreement.none')}</p>
      )}
    </div>
  );
}
