import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminStats } from '@reactivation/contracts';
import { useAdminStats } from '../hooks/use-admin-data';
import { formatNumber } from '../lib/format';

const COUNTERS: readonly (keyof AdminStats)[] = ['total', 'new', 'paid'];

/** SPEC §2 counters: all cases, new ones (review_submitted), paid ones (paid, in progress or completed). */
export function StatsCards() {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const { data } = useAdminStats();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {t('stats.label')}
      </h2>
      <dl className="grid grid-cols-3 gap-2 sm:gap-4">
        {COUNTERS.map((counter) => (
          <div key={counter} className="min-w-0 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5">
            <dt className="truncate text-sm font-medium text-slate-600">{t(`stats.${counter}`)}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums sm:text-3xl">
              {data ? formatNumber(data[counter]) : t('stats.unavailable')}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
