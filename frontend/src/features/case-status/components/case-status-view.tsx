import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import type { Locale } from '@reactivation/contracts';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { getCaseStatus } from '../api/get-case-status';
import { CaseStepper } from './case-stepper';

const DATE_LOCALES: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

function formatUpdated(value: string, locale: Locale): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(DATE_LOCALES[locale], { dateStyle: 'long' });
}

/** /case/:token: where the client's case stands, in English or Spanish. */
export function CaseStatusView({ token }: { token: string }) {
  const { t, i18n } = useTranslation('caseStatus');
  const { data, error, isValidating, mutate } = useSWR(['/api/case-status', token], () => getCaseStatus(token));
  const locale = currentLanguage(i18n);

  if (!data) {
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

  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-lg text-slate-700">{t('greeting', { firstName: data.firstName })}</p>
      </header>
      <dl className="grid gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:grid-cols-3">
        <div>
          <dt className="text-sm font-medium text-slate-600">{t('caseNumber')}</dt>
          <dd className="mt-1 text-base font-semibold break-all text-slate-900">{data.caseNumber}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-600">{t('platform')}</dt>
          <dd className="mt-1 text-base font-semibold text-slate-900">{data.platform}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-600">{t('updatedAt')}</dt>
          <dd className="mt-1 text-base font-semibold text-slate-900">
            <time dateTime={data.updatedAt}>{formatUpdated(data.updatedAt, locale)}</time>
          </dd>
        </div>
      </dl>
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <CaseStepper status={data.status} />
      </section>
      <p className="text-base text-slate-700">
        {t('questions')}{' '}
        <Link to={paths.contact.getHref()} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
          {t('contact')}
        </Link>
      </p>
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
