import { useTranslation } from 'react-i18next';
import { APPEAL_FILED_STATUSES, daysBetween, type AdminApplication, type AdminListSort } from '@reactivation/contracts';
import { cn } from '@/components/ui/cn';
import { formatDate } from '@/features/admin-shell';

/** Today's date where staff are, 'YYYY-MM-DD' (the list counts days left as a person reads a calendar). */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The appeal deadline column's header: a button that orders the list by it (the order lives in the address). */
export function AppealDeadlineHeader({ sort, onSortChange }: { sort: AdminListSort | null; onSortChange: (sort: AdminListSort | null) => void }) {
  const { t } = useTranslation('admin');
  const sorted = sort === 'deadline';
  return (
    <button
      type="button"
      onClick={() => onSortChange(sorted ? null : 'deadline')}
      title={sorted ? t('appealDeadline.sortReset') : t('appealDeadline.sortBy')}
      // Inline, not flex: the arrow may wrap under the words, so the column is no wider than "апелляции".
      className="inline rounded text-left font-semibold text-slate-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {t('appealDeadline.column')} <span aria-hidden="true">{sorted ? '↑' : '↕'}</span>
      <span className="sr-only">{sorted ? t('appealDeadline.sortReset') : t('appealDeadline.sortBy')}</span>
    </button>
  );
}

/** A case's appeal deadline in the list: days left over the date, "истёк", or no published deadline. */
export function AppealDeadlineCell({ application }: { application: AdminApplication }) {
  const { t } = useTranslation('admin');
  const due = application.appealDueOn;
  if (!due) return <span className="text-xs text-slate-600">{t('appealDeadline.none')}</span>;
  const daysLeft = daysBetween(localToday(), due);
  const filed = APPEAL_FILED_STATUSES.includes(application.status);
  const urgent = !filed && daysLeft >= 0 && daysLeft <= 14;
  return (
    <span className="flex flex-col whitespace-nowrap">
      <span className={cn('font-semibold', urgent ? 'text-red-800' : 'text-slate-900', (filed || daysLeft < 0) && 'font-normal text-slate-600')}>
        {daysLeft < 0 ? t('appealDeadline.passedShort') : daysLeft === 0 ? t('appealDeadline.today') : t('appealDeadline.leftShort', { count: daysLeft })}
      </span>
      <span className="text-xs text-slate-600">
        <time dateTime={due}>{formatDate(due)}</time>
        {filed && ` · ${t('appealDeadline.filedShort')}`}
      </span>
    </span>
  );
}
