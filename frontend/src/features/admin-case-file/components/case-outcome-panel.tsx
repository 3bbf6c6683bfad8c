import type { AdminCaseOutcome } from '@reactivation/contracts';
import { formatDate, formatDateTime } from '@/features/admin-shell';
import { useOutcomeTexts } from '../lib/outcome-texts';

/** How a closed case ended, and the client's answer to the closing e-mail's question once given. */
export function CaseOutcomePanel({ outcome }: { outcome: AdminCaseOutcome }) {
  const { t } = useOutcomeTexts();
  const rows: Array<[string, string]> = [
    [t('panel.outcome'), t(`outcomes.${outcome.outcome}`)],
    [t('panel.date'), formatDate(outcome.outcomeDate)],
    [t('panel.reason'), t(`reasons.${outcome.reasonGroup}`)],
    [t('panel.recordedBy'), `${outcome.recordedBy}, ${formatDateTime(outcome.recordedAt)}`],
    [t('panel.satisfaction'), outcome.satisfaction ? t('panel.satisfactionValue', { score: outcome.satisfaction.score }) : t('panel.noAnswer')],
  ];
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {outcome.satisfaction?.comment && (
        <figure className="rounded-lg bg-slate-50 p-3">
          <figcaption className="text-xs font-semibold text-slate-700">{t('panel.comment')}</figcaption>
          <blockquote className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-900">{outcome.satisfaction.comment}</blockquote>
        </figure>
      )}
    </div>
  );
}
