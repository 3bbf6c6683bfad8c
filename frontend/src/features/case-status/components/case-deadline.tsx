import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { platformName, type CaseDeadline as Deadline, type DeadlineWindow, type Locale } from '@reactivation/contracts';
import { buttonClasses } from '@/components/ui/button';
import { caseDeadlineCalendarUrl, getCaseDeadline } from '../api/get-case-deadline';
import { formatCalendarDay } from '../lib/calendar-day';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

/**
 * The client's appeal deadline in their room: the last day and the days left, or plainly that no
 * deadline is published; the windows it comes from with their sources, the local office, and the
 * calendar file. Computed by the server from the rights guide's windows (ADR 0031).
 */
export function CaseDeadline({ token, platform, locale }: { token: string; platform: string; locale: Locale }) {
  const { t } = useTranslation('caseStatus');
  const { data, error } = useCaseDeadline(token);
  return (
    <section aria-labelledby="case-deadline-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="case-deadline-title" className="mb-4 text-xl font-bold text-slate-900">
        {t('deadline.title')}
      </h2>
      {data ? (
        <DeadlineBody deadline={data} token={token} platform={platform} locale={locale} />
      ) : (
        <p role="status" className="text-base text-slate-700">
          {error ? t('deadline.error') : t('deadline.loading')}
        </p>
      )}
    </section>
  );
}

/** The room's deadline; the room itself waits for it (or its error) before drawing, so the card never pushes the page down. */
export const useCaseDeadline = (token: string) => useSWR(['/api/case-status/deadline', token], () => getCaseDeadline(token));

function DeadlineBody({ deadline, token, platform, locale }: { deadline: Deadline; token: string; platform: string; locale: Locale }) {
  const { t } = useTranslation('caseStatus');
  const day = (value: string) => formatCalendarDay(value, locale);
  if (!deadline.dueOn || deadline.daysLeft === null) {
    return (
      <div className="flex flex-col gap-4" data-testid="case-deadline">
        <p className="text-lg font-semibold text-slate-900">
          {deadline.platformKey ? t('deadline.none', { platform: platformName(platform, t('platformOther')) }) : t('deadline.unknownPlatform')}
        </p>
        <Offices deadline={deadline} locale={locale} />
      </div>
    );
  }
  const passed = deadline.daysLeft < 0;
  return (
    <div className="flex flex-col gap-4" data-testid="case-deadline">
      <div className={passed ? 'rounded-xl bg-slate-100 p-4' : 'rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200'}>
        {!passed && (
          <p className="text-3xl font-bold text-slate-900" data-testid="deadline-days-left">
            {deadline.daysLeft === 0 ? t('deadline.today') : t('deadline.daysLeft', { count: deadline.daysLeft })}
          </p>
        )}
        <p className="mt-1 text-lg text-slate-800">
          {passed ? t('deadline.passed', { date: day(deadline.dueOn) }) : t('deadline.lastDay', { date: day(deadline.dueOn) })}
        </p>
      </div>
      {deadline.appealFiled && <p className="text-base text-slate-700">{t('deadline.filed')}</p>}
      <ul className="flex flex-col gap-3">
        {deadline.windows.map((window) => (
          <WindowLine key={`${window.place ?? 'platform'}-${window.dueOn}`} window={window} platform={platform} locale={locale} />
        ))}
      </ul>
      {deadline.windows.length > 1 && <p className="text-base text-slate-700">{t('deadline.shorter')}</p>}
      {!passed && (
        <div className="flex flex-col gap-2">
          <a href={caseDeadlineCalendarUrl(token)} download className={buttonClasses({ variant: 'secondary', className: 'w-full sm:w-auto' })}>
            {t('deadline.calendar')}
          </a>
          <p className="text-sm text-slate-600">{t('deadline.calendarHint')}</p>
        </div>
      )}
      <Offices deadline={deadline} locale={locale} />
    </div>
  );
}

function WindowLine({ window, platform, locale }: { window: DeadlineWindow; platform: string; locale: Locale }) {
  const { t } = useTranslation('caseStatus');
  const rule = window.place
    ? t('deadline.rulePlace', { place: t(`deadline.places.${window.place}`, { defaultValue: window.place }) })
    : t('deadline.rulePlatform', { platform: platformName(platform, t('platformOther')) });
  return (
    <li className="text-base text-slate-800">
      <span className="font-semibold">{t(`deadline.window_${window.unit}_${window.from}`, { count: window.count })}</span>
      {' · '}
      {rule}, {t('deadline.until', { date: formatCalendarDay(window.dueOn, locale) })}
      <span className="mt-1 block text-sm text-slate-600">
        {!window.confirmed && `${t('deadline.unconfirmed')} `}
        <a href={window.source} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {t('deadline.source')}
        </a>{' '}
        ({t('deadline.reviewed', { date: formatCalendarDay(window.reviewed, locale) })})
      </span>
    </li>
  );
}

function Offices({ deadline, locale }: { deadline: Deadline; locale: Locale }) {
  const { t } = useTranslation('caseStatus');
  if (deadline.offices.length === 0) return null;
  return (
    <div>
      <h3 className="text-base font-semibold text-slate-900">{t('deadline.offices')}</h3>
      <ul className="mt-1 flex flex-col gap-1">
        {deadline.offices.map((office) => (
          <li key={office.place}>
            <a href={office.url} target="_blank" rel="noopener noreferrer" className={`${linkClass} break-words`}>
              {office.name[locale]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
