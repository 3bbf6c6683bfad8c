import type { AdminReport, DeactivationReasonGroup, ReportFigures } from '@reactivation/contracts';
import { CSV_BOM, csvField } from '../admin/cases-csv';
import texts from './locales/ru.json';

/*
 * The outcome report as CSV, for Excel as the case list's export is (cases-csv.ts): a byte order
 * mark, semicolons, CRLF, Russian headers, and decimal commas (Russian regional settings read
 * "63,3" as a number and "63.3" as text). One row per figure line of the page: the total, each
 * platform, reason and state, then each week.
 */

const t = texts.csv;
const COLUMNS = ['section', 'key', 'closed', 'reactivated', 'reactivationRate', 'timed', 'medianDays', 'answers', 'satisfactionAverage'] as const;

function decimal(value: number | null, digits: number): string {
  return value === null ? '' : value.toFixed(digits).replace('.', ',');
}

function line(values: string[]): string {
  return `${values.map(csvField).join(';')}\r\n`;
}

function figureCells(figures: ReportFigures): string[] {
  return [
    String(figures.closed),
    String(figures.reactivated),
    decimal(figures.reactivationRate === null ? null : figures.reactivationRate * 100, 1),
    String(figures.timed),
    decimal(figures.medianDays, 1),
    String(figures.answers),
    decimal(figures.satisfactionAverage, 2),
  ];
}

export function reportCsv(report: AdminReport): string {
  const rows = [line(COLUMNS.map((column) => t.columns[column]))];
  rows.push(line([t.sections.total, `${report.from} — ${report.to}`, ...figureCells(report.total)]));
  for (const group of report.groups) {
    const key =
      group.dimension === 'reason'
        ? t.reasons[group.key as DeactivationReasonGroup]
        : group.dimension === 'state'
          ? group.key || t.noState
          : group.key === 'Other'
            ? t.platformOther
            : group.key;
    rows.push(line([t.sections[group.dimension], key, ...figureCells(group.figures)]));
  }
  for (const week of report.weeks) {
    const rate = week.closed > 0 ? (week.reactivated / week.closed) * 100 : null;
    rows.push(line([t.sections.week, week.weekStart, String(week.closed), String(week.reactivated), decimal(rate, 1), '', '', '', '']));
  }
  return CSV_BOM + rows.join('');
}

export function reportCsvContentDisposition(from: string, to: string): string {
  const name = `${from}_${to}.csv`;
  return `attachment; filename="outcomes-${name}"; filename*=UTF-8''${encodeURIComponent(`${t.fileName}-${name}`)}`;
}
