import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { platformName, type CaseMessage, type CaseStatusView as CaseRoom, type DocumentRequest } from '@reactivation/contracts';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { currentLanguage, switchLanguage } from '@/lib/i18n';
import { browserStorage, LANGUAGE_STORAGE_KEY } from '@/lib/language';
import { getCaseStatus } from '../api/get-case-status';
import { formatDay } from '../lib/format';
import { CaseBilling } from './case-billing';
import { CaseDeadline, useCaseDeadline } from './case-deadline';
import { AppealLetter } from './appeal-letter';
import { CaseMessages } from './case-messages';
import { CaseTimeline } from './case-timeline';
import { DocumentRequests } from './document-requests';
import { PaymentCallout } from './payment-callout';
import { TextConsentPanel } from './text-consent-panel';

/** The room's SWR key; uploads and messages write their answers into it rather than reading again. */
export const caseRoomKey = (token: string) => ['/api/case-status', token] as const;

/**
 * /case/:token, the client's case room in English or Spanish: where the case stands, the payment
 * link while one is open, the payment with its refunds, receipt and accepted agreement, the documents
 * staff asked for, and messages with the team.
 */
export function CaseStatusView({ token }: { token: string }) {
  const { t, i18n } = useTranslation('caseStatus');
  const { data, error, isValidating, mutate } = useSWR(caseRoomKey(token), () => getCaseStatus(token));
  // Asked for at once beside the room (both preloaded by the page's Link header): the room draws with its
  // deadline card filled, since a card filling in later above the steps would push them down on a phone.
  const deadline = useCaseDeadline(token);
  const deadlineSettled = deadline.data !== undefined || deadline.error !== undefined;
  const locale = currentLanguage(i18n);
  const caseLocale = data?.locale;

  // The room opens in the case's language, unless the visitor has chosen one (stored, or ?lang= in the link).
  useEffect(() => {
    if (!caseLocale || caseLocale === currentLanguage(i18n) || hasChosenLanguage()) return;
    void switchLanguage(caseLocale);
  }, [caseLocale, i18n]);

  if (!data || (!deadlineSettled && !error)) {
    if (error instanceof ApiError && error.status === 404) {
      return (
        <Message title={t('notFound.title')} description={t('notFound.description')}>
          <Link to={paths.contact.getHref()} className={buttonClasses({ variant: 'secondary' })}>
            {t('contact')}
          </Link>
        </Message>
      );
    }
    if (error && !isValidating) {
      return (
        <Message title={t('error.title')} description={t('error.description')}>
          <Button variant="secondary" onClick={() => void mutate()}>
            {t('error.retry')}
          </Button>
        </Message>
      );
    }
    return (
      <p role="status" className="py-16 text-center text-lg text-slate-700">
        {t('loading')}
      </p>
    );
  }

  const update = (change: (room: CaseRoom) => CaseRoom) =>
    void mutate((current) => (current ? change(current) : current), { revalidate: false });
  const onRequestUpdated = (updated: DocumentRequest) =>
    update((room) => ({ ...room, requests: room.requests.map((request) => (request.id === updated.id ? updated : request)) }));
  const onMessageSent = (message: CaseMessage) =>
    update((room) => ({
      ...room,
      messages: room.messages.some((known) => known.id === message.id) ? room.messages : [...room.messages, message],
    }));

  return (
    <div className="flex flex-col gap-6 sm:gap-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-lg text-slate-700">{t('greeting', { firstName: data.firstName })}</p>
        <dl className="mt-5 grid gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:grid-cols-3">
          <Fact label={t('caseNumber')}>
            <span className="break-all">{data.caseNumber}</span>
          </Fact>
          <Fact label={t('platform')}>{platformName(data.platform, t('platformOther'))}</Fact>
          <Fact label={t('updatedAt')}>
            <time dateTime={data.updatedAt}>{formatDay(data.updatedAt, locale)}</time>
          </Fact>
        </dl>
      </header>
      {data.paymentUrl && <PaymentCallout paymentUrl={data.paymentUrl} />}
      <CaseDeadline token={token} platform={data.platform} locale={locale} />
      <section
        aria-labelledby="case-timeline-title"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="case-timeline-title" className="mb-5 text-xl font-bold text-slate-900">
          {t('timeline.title')}
        </h2>
        <CaseTimeline steps={data.steps} status={data.status} locale={locale} />
      </section>
      <CaseBilling token={token} status={data.status} locale={locale} />
      <DocumentRequests token={token} requests={data.requests} locale={locale} onUpdated={onRequestUpdated} />
      <AppealLetter token={token} locale={locale} onMessagePosted={() => void mutate()} />
      <CaseMessages token={token} messages={data.messages} locale={locale} onSent={onMessageSent} />
      <TextConsentPanel token={token} />
      <p className="text-base text-slate-700">
        {t('questions')}{' '}
        <Link
          to={paths.contact.getHref()}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {t('contact')}
        </Link>
      </p>
    </div>
  );
}

function hasChosenLanguage(): boolean {
  try {
    return Boolean(browserStorage()?.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return true;
  }
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-base font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

function Message({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <section className="py-10 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-700">{description}</p>
      <div className="mt-8 flex justify-center">{children}</div>
    </section>
  );
}
