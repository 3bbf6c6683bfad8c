import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { AdminApplication, CaseDeadline, DeadlineWindow } from '@reactivation/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { formatDate } from '@/features/admin-shell';
import { downloadDeadlineCalendar, getCaseDeadline } from '../api/deadline';

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** The case's appeal deadline in the case file (ADR 0031): the last day and days left, its windows and sources, the office, the .ics. */
export function CaseDeadlinePanel({ application }: { application: AdminApplication }) {
  const { t } = useTranslation('admin');
  // Keyed by the case's fields it is computed from: a change to them reads it again.
  const { data, error } = useSWR(['admin', 'deadline', application.id, application.platform, application.state, application.deactivationDate, application.status], () =>
    getCaseDeadline(application.id),
  );
  if (!data) return <p className="text-sm text-slate-600">{error ? t('appealDeadline.error') : t('appealDeadline.loading')}</p>;
  return <DeadlineDetails deadline={data} applicationId={application.id} />;
}

function DeadlineDetails({ deadline, applicationId }: { deadline: CaseDeadline; applicationId: string }) {
  const { t } = useTranslation('admin');
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadDeadlineCalendar(applicationId);
    } catch (error) {
      console.error('Calendar download failed', error);
      toast({ title: t('appealDeadline.calendarFailed'), variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  };
  if (!deadline.dueOn || deadline.daysLeft === null) {
    return (
      <div className="flex flex-col gap-2 text-sm" data-testid="staff-case-deadline">
        <p className="text-base font-semibold text-slate-900">{t('appealDeadline.none')}</p>
        <p className="text-slate-700">{deadline.platformKey ? t('appealDeadline.noneDetail') : t('appealDeadline.unknownPlatform')}</p>
        <Offices deadline={deadline} />
      </div>
    );
  }
  const passed = deadline.daysLeft < 0;
  return (
    <div className="flex flex-col gap-3 text-sm" data-testid="staff-case-deadline">
      <div>
        <p className={passed ? 'text-base font-semibold text-slate-700' : 'text-xl font-bold text-slate-900'}>
          {passed
            ? t('appealDeadline.passed', { date: formatDate(deadline.dueOn) })
            : deadline.daysLeft === 0
              ? t('appealDeadline.today')
              : t('appealDeadline.left', { count: deadline.daysLeft })}
        </p>
        {!passed && <p className="text-slate-700">{t('appealDeadline.lastDay', { date: formatDate(deadline.dueOn) })}</p>}
      </div>
      <ul className="flex flex-col gap-2">
        {deadline.windows.map((window) => (
          <WindowLine key={`${window.place ?? 'platform'}-${window.dueOn}`} window={window} />
        ))}
      </ul>
      {deadline.windows.length > 1 && <p className="text-slate-700">{t('appealDeadline.shorter')}</p>}
      <p className="text-slate-600">{deadline.appealFiled ? t('appealDeadline.filed') : t('appealDeadline.reminders')}</p>
      <Offices deadline={deadline} />
      <div>
        <Button variant="outline" size="sm" busy={downloading} onClick={() => void download()}>
          {t('appealDeadline.calendar')}
        </Button>
      </div>
    </div>
  );
}

function WindowLine({ window }: { window: DeadlineWindow }) {
  const { t } = useTranslation('admin');
  const rule = window.place
    ? t('appealDeadline.rulePlace', { place: t(`appealDeadline.places.${window.place}`, { defaultValue: window.place }) })
    : t('appealDeadline.rulePlatform');
  return (
    <li className="text-slate-800">
      <span className="font-semibold">{t(`appealDeadline.window_${window.unit}_${window.from}`, { count: window.count })}</span>
      {' · '}
      {rule}, {t('appealDeadline.until', { date: formatDate(window.dueOn) })}
      <span className="block text-slate-600">
        {!window.confirmed && `${t('appealDeadline.unconfirmed')} `}
        <a href={window.source} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {t('appealDeadline.source')}
        </a>{' '}
        ({t('appealDeadline.reviewed', { date: formatDate(window.reviewed) })})
      </span>
    </li>
  );
}

function Offices({ deadline }: { deadline: CaseDeadline }) {
  const { t } = useTranslation('admin');
  if (deadline.offices.length === 0) return null;
  return (
    <div>
      <p className="font-semibold text-slate-900">{t('appealDeadline.offices')}</p>
      <ul>
        {deadline.offices.map((office) => (
          <li key={office.place}>
            <a href={office.url} target="_blank" rel="noopener noreferrer" className={`${linkClass} break-words`}>
              {office.name.en}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
