import { useTranslation } from 'react-i18next';
import type { AdminDisputeFlag } from '@reactivation/contracts';
import { cn } from '@/components/ui/cn';
import { formatDate } from '../lib/format';

/**
 * A case's card dispute as the list and the case's page flag it: red while it waits for an answer
 * (with the date Stripe wants evidence by), quiet once closed (with how it ended).
 */
export function DisputeFlag({ dispute, className }: { dispute: AdminDisputeFlag; className?: string }) {
  const { t } = useTranslation('admin');
  const status = t(`money.dispute.statuses.${dispute.status}`);
  const text = dispute.open
    ? dispute.dueBy
      ? t('money.dispute.flagDue', { date: formatDate(dispute.dueBy) })
      : t('money.dispute.flag')
    : t('money.dispute.flagClosed', { status });
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-lg px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        dispute.open ? 'bg-red-100 text-red-900 ring-red-300' : 'bg-slate-100 text-slate-700 ring-slate-300',
        className,
      )}
    >
      {text}
    </span>
  );
}
