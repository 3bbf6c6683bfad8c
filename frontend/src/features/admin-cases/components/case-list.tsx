import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminApplication, CaseStatus } from '@reactivation/contracts';
import { Button } from '@/components/ui/button';
import { applicationsUrl, type OwnerFilter } from '../api/admin-api';
import { useApplications, useStaff } from '../hooks/use-admin-data';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { formatNumber } from '../lib/format';
import { FIRST_PAGE, goToNextPage, goToPreviousPage, pageNumber, type PageStack, type TotalCount } from '../lib/pagination';
import { ApplicationDetailDialog } from './application-detail';
import { ApplicationsTable } from './applications-table';
import { ExportButton } from './export-button';
import { Pagination } from './pagination';
import { SearchBar } from './search-bar';
import { StatsCards } from './stats-cards';
import { TotpSetup } from './totp-setup';

/** How long the search box waits for the typing to pause before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

export type DashboardProps = { totpEnabled: boolean; onTotpEnabled: () => void };

/** SPEC §2 "Admin dashboard": counters, search and filters, the list of cases, its export, and the detail of one. */
export function Dashboard({ totpEnabled, onTotpEnabled }: DashboardProps) {
  const { t } = useTranslation('admin');
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<CaseStatus | null>(null);
  const [owner, setOwner] = useState<OwnerFilter>(null);
  const staff = useStaff().data ?? [];
  const [selected, setSelected] = useState<AdminApplication | null>(null);
  const search = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);

  // The page stack belongs to one search: a new search starts again at its first page.
  const filter = { q: search, status, owner };
  const firstPage = applicationsUrl(filter);
  const [paging, setPaging] = useState<{ firstPage: string; stack: PageStack }>({ firstPage, stack: FIRST_PAGE });
  const stack = paging.firstPage === firstPage ? paging.stack : FIRST_PAGE;
  const list = useApplications(stack.current ?? firstPage);
  const page = list.data;

  const next = () => {
    if (page?.next) setPaging({ firstPage, stack: goToNextPage(stack, page.next) });
  };
  const previous = () => setPaging({ firstPage, stack: goToPreviousPage(stack) });

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('dashboard.title')}</h1>
        {!totpEnabled && <TotpSetup onEnabled={onTotpEnabled} />}
      </div>
      <StatsCards />
      <SearchBar
        query={query}
        onQueryChange={setQuery}
        status={status}
        onStatusChange={setStatus}
        owner={owner}
        onOwnerChange={setOwner}
        staff={staff}
      />
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          {page?.total ? <TotalLine total={page.total} /> : <span />}
          <ExportButton filter={filter} disabled={!page || page.items.length === 0} />
        </div>
        {page && page.items.length > 0 && <ApplicationsTable applications={page.items} staff={staff} onOpen={setSelected} />}
        {page && page.items.length === 0 && (
          <p className="rounded-xl border border-slate-200 bg-white px-4 py-10 text-center text-base text-slate-700">
            {t('table.empty')}
          </p>
        )}
        {!page && !list.error && (
          <p role="status" className="px-4 py-10 text-center text-base text-slate-700">
            {t('table.loading')}
          </p>
        )}
        {list.error && !list.isValidating && (
          <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3">
            <p className="text-base text-red-900">{t('table.error')}</p>
            <Button variant="outline" size="sm" onClick={() => void list.mutate()}>
              {t('table.retry')}
            </Button>
          </div>
        )}
        <Pagination
          page={pageNumber(stack)}
          hasPrevious={stack.previous.length > 0}
          hasNext={Boolean(page?.next) && !list.isLoading}
          onPrevious={previous}
          onNext={next}
        />
      </div>
      <ApplicationDetailDialog application={selected} onClose={() => setSelected(null)} />
    </div>
  );
}

function TotalLine({ total }: { total: TotalCount }) {
  const { t } = useTranslation('admin');
  const shown = `${formatNumber(total.count)}${total.capped ? '+' : ''}`;
  return (
    <p aria-live="polite" className="text-sm text-slate-700">
      {t('table.found', { total: shown })}
    </p>
  );
}
