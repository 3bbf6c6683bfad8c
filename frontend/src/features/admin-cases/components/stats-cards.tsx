import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminStats, BusinessHoursView } from '@reactivation/contracts';
import { cn } from '@/components/ui/cn';
import { formatNumber } from '@/features/admin-shell';
import { useCaseStats } from '../api/case-stats';

const COUNTERS = ['total', 'new', 'paid', 'overdue'] as const satisfies readonly (keyof AdminStats)[];
/** ISO weekday 1 (Monday) … 7 (Sunday), at index day - 1. */
const DAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/**
 * SPEC §2 counters: all cases, new ones (review_submitted), paid ones (paid, in progress or
 * completed), and the new cases past their review deadline; under them, the working week the
 * deadline counts in.
 */
export function StatsCards() {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const { data } = useCaseStats();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="sr-only">
        {t('stats.label')}
      </h2>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-4">
        {COUNTERS.map((counter) => {
          const alarm = counter === 'overdue' && (data?.overdue ?? 0) > 0;
          return (
            <div
              key={counter}
              className={cn('min-w-0 rounded-xl border p-3 shadow-sm sm:p-5', alarm ? 'border-red-300 bg-red-50' : 'border-slate-200 bg-white')}
            >
              <dt className={cn('truncate text-sm font-medium', alarm ? 'text-red-800' : 'text-slate-600')}>{t(`stats.${counter}`)}</dt>
              <dd className={cn('mt-1 text-2xl font-bold tabular-nums sm:text-3xl', alarm ? 'text-red-900' : 'text-slate-900')}>
                {data ? formatNumber(data[counter]) : t('stats.unavailable')}
              </dd>
            </div>
          );
        })}
      </dl>
      {data && (
        <p className="text-sm text-slate-600">
          {t('stats.deadlineRule', { hours: workingWeek(data.businessHours, (day) => t(`days.${DAY_KEYS[day - 1] ?? 'mon'}`)) })}
        </p>
      )}
    </section>
  );
}

/** "пн–пт, 09:00–18:00 (America/New_York)" */
function workingWeek(hours: BusinessHoursView, dayName: (day: number) => string): string {
  const days = hours.days.filter((day) => day >= 1 && day <= 7);
  const contiguous = days.every((day, index) => index === 0 || day === days[index - 1]! + 1);
  const dayText =
    contiguous && days.length > 2 ? `${dayName(days[0]!)}–${dayName(days.at(-1)!)}` : days.map(dayName).join(', ');
  return `${dayText}, ${hours.open}–${hours.close} (${hours.timeZone})`;
}
