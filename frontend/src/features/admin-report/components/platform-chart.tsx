import type { ReportGroup } from '@reactivation/contracts';
import { formatNumber } from '@/features/admin-shell';
import { useReportTexts } from '../lib/report-texts';

const ROW = 34;
const LABEL_WIDTH = 150;
const BAR_WIDTH = 300;
const VALUE_GAP = 8;
const WIDTH = 620;

type Bar = { label: string; value: number | null; max: number; text: string };

/** One measure as horizontal bars, one per platform; the figure and its count written beside each bar. */
function BarChart({ title, bars, tone }: { title: string; bars: Bar[]; tone: string }) {
  const height = bars.length * ROW + 8;
  return (
    <figure className="flex min-w-0 flex-col gap-2">
      <figcaption className="text-sm font-semibold text-slate-800">{title}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        className="h-auto w-full"
        role="img"
        aria-label={`${title}: ${bars.map((bar) => `${bar.label} ${bar.text}`).join('; ')}`}
      >
        {bars.map((bar, index) => {
          const y = index * ROW + 4;
          const width = bar.value === null || bar.max <= 0 ? 0 : Math.max(2, (bar.value / bar.max) * BAR_WIDTH);
          return (
            <g key={bar.label}>
              <text x={LABEL_WIDTH - VALUE_GAP} y={y + ROW / 2} textAnchor="end" dominantBaseline="middle" className="fill-slate-800 text-[13px]">
                {bar.label}
              </text>
              <rect x={LABEL_WIDTH} y={y + 6} width={BAR_WIDTH} height={ROW - 14} rx={3} className="fill-slate-100" />
              <rect x={LABEL_WIDTH} y={y + 6} width={width} height={ROW - 14} rx={3} className={tone} />
              <text x={LABEL_WIDTH + BAR_WIDTH + VALUE_GAP} y={y + ROW / 2} dominantBaseline="middle" className="fill-slate-900 text-[13px] font-semibold">
                {bar.text}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

/** Rate and time per platform, side by side, busiest platform first. */
export function PlatformChart({ groups, platformLabel }: { groups: ReportGroup[]; platformLabel: (key: string) => string }) {
  const { t } = useReportTexts();
  const platforms = groups.filter((group) => group.dimension === 'platform');
  const maxMedian = Math.max(0, ...platforms.map((group) => group.figures.medianDays ?? 0));
  const none = t('report.summary.none');
  return (
    <section aria-labelledby="report-platform-chart" className="flex flex-col gap-3">
      <h2 id="report-platform-chart" className="text-lg font-semibold text-slate-900">
        {t('report.charts.byPlatform')}
      </h2>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <BarChart
          title={t('report.charts.rate')}
          tone="fill-emerald-600"
          bars={platforms.map(({ key, figures }) => ({
            label: platformLabel(key),
            value: figures.reactivationRate,
            max: 1,
            text:
              figures.reactivationRate === null
                ? none
                : `${formatNumber(Math.round(figures.reactivationRate * 1000) / 10)}% (${figures.reactivated}/${figures.closed})`,
          }))}
        />
        <BarChart
          title={t('report.charts.median')}
          tone="fill-brand-600"
          bars={platforms.map(({ key, figures }) => ({
            label: platformLabel(key),
            value: figures.medianDays,
            max: maxMedian,
            text: figures.medianDays === null ? none : `${formatNumber(figures.medianDays)} (n=${figures.timed})`,
          }))}
        />
      </div>
    </section>
  );
}
