import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isCalendarDate, platformName, type ReportFigures } from '@reactivation/contracts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { formatNumber, serverText } from '@/features/admin-shell';
import { downloadReportCsv, useReport } from '../api/report';
import { periodFrom, type Period } from '../lib/period';
import { useReportTexts } from '../lib/report-texts';
import { PlatformChart } from './platform-chart';
import { ReportTable } from './report-table';
import { WeeksChart } from './weeks-chart';

function Tile({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-white p-4 ring-1 ring-slate-200">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="text-3xl font-bold text-slate-900 tabular-nums">{value}</dd>
      <dd className="text-sm text-slate-600">{note}</dd>
    </div>
  );
}

/**
 * /admin/report: how cases ended in a period (kept in the address, so a reload or a shared link
 * shows the same period): the headline figures, rate and time per platform, cases closed per week,
 * and every figure with its counts in a table; the same as CSV.
 */
export function ReportPage() {
  const { t } = useReportTexts();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const period = periodFrom(params);
  const [draft, setDraft] = useState<Period>(period);
  const [downloading, setDownloading] = useState(false);
  const { data: report, error, isLoading, mutate } = useReport(period);
  const none = t('report.summary.none');

  const show = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isCalendarDate(draft.from) || !isCalendarDate(draft.to) || draft.from > draft.to) return;
    setParams({ from: draft.from, to: draft.to });
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadReportCsv(period);
    } catch (failure) {
      console.error('Report CSV download failed', failure);
      if (!(failure instanceof ApiError && failure.status === 401)) {
        toast({ title: t('report.csvFailed'), description: serverText(failure), variant: 'destructive' });
      }
    } finally {
      setDownloading(false);
    }
  };

  const platformLabel = (key: string) => (key === 'Other' ? t('report.table.platformOther') : platformName(key, t('report.table.platformOther')));
  const keyLabel = (dimension: string, key: string) =>
    dimension === 'reason' ? t(`reasons.${key}`, { defaultValue: key }) : dimension === 'state' ? key || t('report.table.noState') : platformLabel(key);
  const rate = (figures: ReportFigures) =>
    figures.reactivationRate === null ? none : `${formatNumber(Math.round(figures.reactivationRate * 1000) / 10)}%`;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('report.title')}</h1>
        <p className="max-w-3xl text-base text-slate-600">{t('report.intro')}</p>
      </header>
      <form onSubmit={show} className="flex flex-wrap items-end gap-3">
        <FormField id={`${id}-from`} label={t('report.from')}>
          {(control) => <Input {...control} type="date" value={draft.from} max={draft.to} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />}
        </FormField>
        <FormField id={`${id}-to`} label={t('report.to')}>
          {(control) => <Input {...control} type="date" value={draft.to} min={draft.from} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />}
        </FormField>
        <Button type="submit">{t('report.show')}</Button>
        <Button type="button" variant="secondary" busy={downloading} onClick={() => void download()}>
          {t('report.csv')}
        </Button>
      </form>
      {error && !report ? (
        <div role="alert" className="flex flex-col items-start gap-2 rounded-lg bg-red-50 p-4 text-sm text-red-800">
          <p>{serverText(error) ?? t('report.failed')}</p>
          <Button variant="secondary" size="sm" onClick={() => void mutate()}>
            {t('report.retry')}
          </Button>
        </div>
      ) : !report || isLoading ? (
        <p className="text-sm text-slate-600" role="status">
          {t('report.loading')}
        </p>
      ) : (
        <>
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label={t('report.title')}>
            <Tile label={t('report.summary.closed')} value={String(report.total.closed)} note={`${report.from} — ${report.to}`} />
            <Tile
              label={t('report.summary.rate')}
              value={rate(report.total)}
              note={t('report.summary.rateOf', { reactivated: report.total.reactivated, closed: report.total.closed })}
            />
            <Tile
              label={t('report.summary.median')}
              value={report.total.medianDays === null ? none : t('report.summary.medianValue', { days: formatNumber(report.total.medianDays) })}
              note={t('report.summary.timedOf', { count: report.total.timed })}
            />
            <Tile
              label={t('report.summary.satisfaction')}
              value={
                report.total.satisfactionAverage === null
                  ? none
                  : t('report.summary.satisfactionValue', { value: formatNumber(Math.round(report.total.satisfactionAverage * 100) / 100) })
              }
              note={t('report.summary.answersOf', { count: report.total.answers })}
            />
          </dl>
          {report.total.closed === 0 ? (
            <p className="text-sm text-slate-600">{t('report.empty')}</p>
          ) : (
            <>
              <div className="grid grid-cols-1 gap-6 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-6">
                <PlatformChart groups={report.groups} platformLabel={platformLabel} />
              </div>
              <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-6">
                <WeeksChart weeks={report.weeks} />
              </div>
              <ReportTable report={report} keyLabel={keyLabel} />
            </>
          )}
        </>
      )}
    </div>
  );
}
