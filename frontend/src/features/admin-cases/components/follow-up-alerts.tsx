import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminCasePath } from '@reactivation/contracts';
import { useFollowUps } from '../api/follow-ups';

/**
 * The owner alerts of the signed-in member's cases (ADR 0037): documents still missing after the
 * client's reminder, appeals waiting on the platform too long. Nothing when there are none; the same
 * alerts reach the staff messenger.
 */
export function FollowUpAlerts() {
  const { t } = useTranslation('admin');
  const { data } = useFollowUps();
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="follow-ups-title" className="rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h2 id="follow-ups-title" className="text-base font-semibold text-amber-950">
        {t('followUps.title')}
      </h2>
      <ul className="mt-2 flex flex-col gap-2" data-testid="follow-up-alerts">
        {data.map((alert) => (
          <li key={`${alert.kind}-${alert.caseNumber}`} className="text-sm text-slate-900">
            <Link
              to={adminCasePath(alert.caseNumber)}
              className="font-semibold text-brand-800 underline underline-offset-2"
              aria-label={t('followUps.open', { caseNumber: alert.caseNumber })}
            >
              {alert.caseNumber}
            </Link>{' '}
            · {alert.client} · {t(`followUps.${alert.kind}`)} ({t('followUps.since', { date: new Date(alert.since).toLocaleDateString('ru-RU') })})
            {alert.documents.length > 0 && <span className="block text-slate-700">{t('followUps.missing', { items: alert.documents.join('; ') })}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
