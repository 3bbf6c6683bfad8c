import { useTranslation } from 'react-i18next';
import type { AdminTimelineEntry } from '@reactivation/contracts';
import { formatDate, formatDateTime, useStatusLabel } from '@/features/admin-shell';
import { useOutcomeTexts } from '../lib/outcome-texts';

/** The case's history, oldest first: one Russian sentence per event, with when and who. */
export function Timeline({ entries }: { entries: readonly AdminTimelineEntry[] }) {
  const { t } = useTranslation('admin');
  const { t: tOutcome } = useOutcomeTexts();
  const statusLabel = useStatusLabel();
  if (entries.length === 0) return <p className="text-sm text-slate-600">{t('timeline.empty')}</p>;

  const sentence = (entry: AdminTimelineEntry): string => {
    switch (entry.kind) {
      case 'status_changed':
        return t('timeline.kinds.status_changed', {
          from: entry.fromStatus ? statusLabel(entry.fromStatus) : t('detail.empty'),
          to: entry.toStatus ? statusLabel(entry.toStatus) : t('detail.empty'),
        });
      case 'payment_refunded':
        return t('timeline.kinds.payment_refunded', { to: entry.toStatus ? statusLabel(entry.toStatus) : t('detail.empty') });
      case 'outcome_recorded': {
        // detail: "<outcome> <YYYY-MM-DD>"
        const [outcome = '', date = ''] = (entry.detail ?? '').split(' ');
        return tOutcome('timeline.outcome_recorded', { outcome: tOutcome(`outcomes.${outcome}`, { defaultValue: outcome }), date: formatDate(date) });
      }
      case 'satisfaction_answered':
        return tOutcome('timeline.satisfaction_answered', { score: entry.detail ?? '' });
      case 'email_sent':
        return t('timeline.kinds.email_sent', { detail: entry.detail ?? t('detail.empty') });
      default:
        return t(`timeline.kinds.${entry.kind}`);
    }
  };

  // The client submits the case; any other step without a staff member was the system's (a payment, a job).
  const actor = (entry: AdminTimelineEntry): string =>
    entry.actor ?? (entry.kind === 'submitted' ? t('timeline.client') : t('timeline.system'));

  return (
    <ol className="flex flex-col gap-3 border-l-2 border-slate-200 pl-4">
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${entry.kind}-${index}`} className="relative">
          <span aria-hidden="true" className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-brand-600" />
          <p className="text-sm text-slate-900">{sentence(entry)}</p>
          <p className="text-xs text-slate-600">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            {' · '}
            {t('timeline.by', { actor: actor(entry) })}
          </p>
        </li>
      ))}
    </ol>
  );
}
