import { REPORT_DIMENSIONS, type AdminReport, type ReportFigures } from '@reactivation/contracts';
import { formatNumber } from '@/features/admin-shell';
import { useReportTexts } from '../lib/report-texts';

/** Every figure line, each with the counts behind it: the total, then per platform, reason and state. */
export function ReportTable({ report, keyLabel }: { report: AdminReport; keyLabel: (dimension: string, key: string) => string }) {
  const { t } = useReportTexts();
  const none = t('report.summary.none');
  const cells = (figures: ReportFigures) => [
    String(figures.closed),
    figures.reactivationRate === null
      ? none
      : `${formatNumber(Math.round(figures.reactivationRate * 1000) / 10)}% (${figures.reactivated}/${figures.closed})`,
    figures.medianDays === null ? none : `${formatNumber(figures.medianDays)} (n=${figures.timed})`,
    figures.satisfactionAverage === null ? none : `${formatNumber(Math.round(figures.satisfactionAverage * 100) / 100)} (n=${figures.answers})`,
  ];
  const rows = [
    { id: 'total', dimension: t('report.table.total'), key: '', figures: report.total },
    ...REPORT_DIMENSIONS.flatMap((dimension) =>
      report.groups
        .filter((group) => group.dimension === dimension)
        .map((group) => ({
          id: `${dimension}/${group.key}`,
          dimension: t(`report.dimensions.${dimension}`),
          key: keyLabel(dimension, group.key),
          figures: group.figures,
        })),
    ),
  ];
  return (
    <div className="overflow-x-auto rounded-lg ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('report.table.caption')}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {(['dimension', 'key', 'closed', 'rate', 'median', 'satisfaction'] as const).map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {t(`report.table.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white">
          {rows.map((row) => (
            <tr key={row.id} className={row.id === 'total' ? 'font-semibold' : undefined}>
              <th scope="row" className="px-3 py-2 font-normal text-slate-700">
                {row.dimension}
              </th>
              <td className="px-3 py-2 text-slate-900">{row.key}</td>
              {cells(row.figures).map((cell, index) => (
                <td key={index} className="px-3 py-2 whitespace-nowrap text-slate-900 tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
