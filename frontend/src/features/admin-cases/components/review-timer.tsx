import { useTranslation } from 'react-i18next';
import type { AdminApplication } from '@reactivation/contracts';
import { cn } from '@/components/ui/cn';
import { formatDateTime, useNow } from '@/features/admin-shell';
import { durationParts } from '../lib/duration';

/**
 * The review promise of a new case as a timer: the deadline (one business day after it came in)
 * and the time left, or how long it is overdue. Nothing for a case already reviewed.
 */
export function ReviewTimer({ application }: { application: AdminApplication }) {
  const { t } = useTranslation('admin');
  const now = useNow();
  if (!application.reviewDueAt) return <span className="text-slate-500">{t('deadline.none')}</span>;
  const left = new Date(application.reviewDueAt).getTime() - now;
  const overdue = application.overdue || left < 0;
  const span = durationParts(left)
    .map((part) => t(`duration.${part.unit}`, { count: part.count }))
    .join(' ');
  return (
    <span className="flex flex-col">
      <span className={cn('font-semibold', overdue ? 'text-red-800' : 'text-slate-900')}>
        {overdue ? t('deadline.overdueBy', { time: span }) : t('deadline.left', { time: span })}
      </span>
      <span className="text-xs text-slate-600">
        {t('deadline.due', { date: formatDateTime(application.reviewDueAt) })}
      </span>
    </span>
  );
}
