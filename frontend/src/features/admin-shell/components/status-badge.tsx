import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaseStatus } from '@reactivation/contracts';
import { cn } from '@/components/ui/cn';
import { isCaseStatus } from '../lib/format';

/** The Russian label of a status (SPEC §4); a value outside the workflow is shown as it came. */
export function useStatusLabel(): (status: string) => string {
  const { t } = useTranslation('admin');
  return useCallback((status: string) => (isCaseStatus(status) ? t(`status.${status}`) : status), [t]);
}

const tones: Record<CaseStatus, string> = {
  review_submitted: 'bg-sky-50 text-sky-900 ring-sky-200',
  expert_review: 'bg-violet-50 text-violet-900 ring-violet-200',
  payment_sent: 'bg-amber-50 text-amber-900 ring-amber-200',
  paid: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  in_progress: 'bg-brand-50 text-brand-900 ring-brand-200',
  appeal_filed: 'bg-violet-50 text-violet-900 ring-violet-200',
  completed: 'bg-slate-100 text-slate-800 ring-slate-300',
  partially_refunded: 'bg-orange-50 text-orange-900 ring-orange-200',
  refunded: 'bg-rose-50 text-rose-900 ring-rose-200',
};

/** A status as a coloured label; `wrap` lets a long one ("Ссылка на оплату отправлена") take two lines in a narrow column. */
export function StatusBadge({ status, wrap = false, className }: { status: string; wrap?: boolean; className?: string }) {
  const label = useStatusLabel();
  return (
    <span
      className={cn(
        'inline-flex items-center px-2.5 py-0.5 text-sm font-medium ring-1 ring-inset',
        wrap ? 'rounded-lg' : 'rounded-full whitespace-nowrap',
        isCaseStatus(status) ? tones[status] : 'bg-slate-100 text-slate-800 ring-slate-300',
        className,
      )}
    >
      {label(status)}
    </span>
  );
}
