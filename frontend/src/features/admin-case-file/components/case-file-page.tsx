import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { CASE_NUMBER_PATTERN } from '@reactivation/contracts';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { DisputeFlag, openedFromList, StatusBadge } from '@/features/admin-shell';
import { useCaseFile } from '../api/case-file';
import { CaseFile } from './case-file';

/**
 * A case's own page (`/admin/cases/DR-2026-000217`): the address staff send each other and every
 * staff e-mail about the case links to; a reload opens the same case. "Все заявки" goes back to the
 * list as it was left (search, filters, page) when the case was opened from it, else to the list.
 */
export function CaseFilePage({ caseNumber }: { caseNumber: string }) {
  const { t } = useTranslation('admin');
  const valid = CASE_NUMBER_PATTERN.test(caseNumber);
  const { data, error, isValidating, mutate } = useCaseFile(valid ? caseNumber : null);
  const application = data?.application;

  let body: ReactNode;
  if (!valid) {
    body = <Notice>{t('detail.badNumber', { caseNumber })}</Notice>;
  } else if (data) {
    body = <CaseFile detail={data} />;
  } else if (error instanceof ApiError && error.status === 404) {
    body = <Notice>{t('detail.notFound', { caseNumber })}</Notice>;
  } else if (error && !isValidating) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3">
        <p className="text-base text-red-900">{t('detail.error')}</p>
        <Button variant="outline" size="sm" onClick={() => void mutate()}>
          {t('detail.retry')}
        </Button>
      </div>
    );
  } else {
    body = (
      <p role="status" className="py-6 text-base text-slate-700">
        {t('detail.loading')}
      </p>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <BackToList />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('detail.title', { caseNumber })}</h1>
          {application && (
            <p className="mt-1 text-base break-words text-slate-700">
              {application.firstName} {application.lastName}
            </p>
          )}
        </div>
        {application && (
          <div className="flex flex-wrap items-center gap-2">
            {application.dispute && <DisputeFlag dispute={application.dispute} className="text-sm" />}
            <StatusBadge status={application.status} />
          </div>
        )}
      </div>
      {body}
    </div>
  );
}

function BackToList() {
  const { t } = useTranslation('admin');
  const location = useLocation();
  const navigate = useNavigate();
  const fromList = openedFromList(location.state);
  return (
    <Link
      to={paths.admin.getHref()}
      onClick={(event) => {
        if (!fromList) return;
        // Back in history, to the list's own entry: its search, filters, page and scroll as left.
        event.preventDefault();
        void navigate(-1);
      }}
      className="-ml-2 inline-flex h-11 items-center gap-1 self-start rounded-lg px-2 text-base font-semibold text-brand-700 underline-offset-2 hover:bg-white hover:underline"
    >
      <span aria-hidden="true">←</span> {t('detail.backToList')}
    </Link>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-slate-200 bg-white px-4 py-10 text-center text-base text-slate-700">{children}</p>;
}
