import type { AdminReport } from '@reactivation/contracts';
import { formatDate } from '@/features/admin-shell';
import { useReportTexts } from '../lib/report-texts';

const WIDTH = 1000;
const HEIGHT = 240;
const LEFT = 36;
const BOTTOM = 28;
const TOP = 24;

/** Cases closed per week as columns, the reactivated part of each drawn darker; the scale's top on the left. */
export function WeeksChart({ weeks }: { weeks: AdminReport['weeks'] }) {
  const { t } = useReportTexts();
  const max = Math.max(1, ...weeks.map((week) => week.closed));
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const step = (WIDTH - LEFT) / Math.max(1, weeks.length);
  const barWidth = Math.max(4, step * 0.7);
  // Label every week while they fit, then every second, fourth… so dates never overlap.
  const every = Math.max(1, Math.ceil(weeks.length / 12));
  const y = (value: number) => TOP + plotHeight - (value / max) * plotHeight;
  return (
    <section aria-labelledby="report-weeks-chart" className="flex flex-col gap-3">
      <h2 id="report-weeks-chart" className="text-lg font-semibold text-slate-900">
        {t('report.charts.weeks')}
      </h2>
      <p className="flex flex-wrap gap-4 text-sm text-slate-700">
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-brand-200" />
          {t('report.charts.weekClosed')}
        </span>
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-emerald-600" />
          {t('report.charts.weekReactivated')}
        </span>
      </p>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full max-w-5xl" role="img" aria-label={t('report.charts.weeks')}>
        <line x1={LEFT} x2={WIDTH} y1={y(0)} y2={y(0)} className="stroke-slate-400" />
        <line x1={LEFT} x2={WIDTH} y1={y(max)} y2={y(max)} className="stroke-slate-200" strokeDasharray="4 4" />
        <text x={LEFT - 6} y={y(max)} textAnchor="end" dominantBaseline="middle" className="fill-slate-700 text-[13px]">
          {max}
        </text>
        <text x={LEFT - 6} y={y(0)} textAnchor="end" dominantBaseline="middle" className="fill-slate-700 text-[13px]">
          0
        </text>
        {weeks.map((week, index) => {
          const x = LEFT + index * step + (step - barWidth) / 2;
          return (
            <g key={week.weekStart}>
              <title>{t('report.charts.weekLabel', { date: formatDate(week.weekStart), closed: week.closed, reactivated: week.reactivated })}</title>
              <rect x={x} y={y(week.closed)} width={barWidth} height={y(0) - y(week.closed)} className="fill-brand-200" />
              <rect x={x} y={y(week.reactivated)} width={barWidth} height={y(0) - y(week.reactivated)} className="fill-emerald-600" />
              {week.closed > 0 && (
                <text x={x + barWidth / 2} y={y(week.closed) - 4} textAnchor="middle" className="fill-slate-900 text-[13px] font-semibold">
                  {week.closed}
                </text>
              )}
              {index % every === 0 && (
                <text x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle" className="fill-slate-700 text-[13px]">
                  {formatDate(week.weekStart).slice(0, 5)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </section>
  );
}
