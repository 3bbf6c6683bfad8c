import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import {
  FIRST_PAGE,
  formatNumber,
  goToNextPage,
  goToPreviousPage,
  pageNumber,
  Pagination,
  useDebouncedValue,
  useStaff,
  type PageStack,
  type TotalCount,
} from '@/features/admin-shell';
import { caseListUrl, useCaseList } from '../api/case-list';
import { filterFromQuery, filterParams, type CaseListFilter } from '../lib/list-filter';
import { CasesTable } from './cases-table';
import { ExportButton } from './export-button';
import { SearchBar } from './search-bar';
import { FollowUpAlerts } from './follow-up-alerts';
import { StatsCards } from './stats-cards';

/** How long the search box waits for the typing to pause before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Which page of which search the list shows, kept in the history entry: back from a case returns to
 * the page it was opened from. The search and filters themselves are the address's query.
 */
type ListHistoryState = { pages?: { firstPage: string; stack: PageStack } };

/**
 * SPEC §2 "Admin dashboard": counters, search and filters, the list of cases and its export; each
 * case opens on its own page. `actions` sit beside the title (the second factor's offer).
 */
export function CaseList({ actions }: { actions?: ReactNode }) {
  const { t } = useTranslation('admin');
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filter = useMemo(() => filterFromQuery(new URLSearchParams(query)), [query]);
  const staff = useStaff().data ?? [];

  // A filter change replaces the list's history entry (back leaves the list, not a keystroke) and starts at page 1.
  const setFilter = (next: CaseListFilter) => setParams(filterParams(next), { replace: true, preventScrollReset: true });

  // The box shows what is typed at once; the address (and the request) follow once the typing pauses.
  const [typed, setTyped] = useState(filter.q);
  const [addressQ, setAddressQ] = useState(filter.q);
  const search = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  if (addressQ !== filter.q) {
    // The address changed by itself (the "Заявки" link, back): the box follows it.
    setAddressQ(filter.q);
    if (filter.q.trim() !== search.trim()) setTyped(filter.q);
  }
  useEffect(() => {
    // Not while the page is being left (a case opened while the typing paused, its page still loading):
    // moving the address now would cancel that.
    if (navigation.state !== 'idle') return;
    if (search.trim() !== filter.q.trim()) setFilter({ ...filter, q: search });
    // Only a settled search moves the address here; the other filters move it themselves.
  }, [search]);

  const firstPage = caseListUrl(filter);
  const saved = (location.state as ListHistoryState | null)?.pages;
  const stack = saved?.firstPage === firstPage ? saved.stack : FIRST_PAGE;
  const list = useCaseList(stack.current ?? firstPage);
  const page = list.data;
  const showPage = (next: PageStack) =>
    void navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: { pages: { firstPage, stack: next } } satisfies ListHistoryState },
    );

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('dashboard.title')}</h1>
        {actions}
      </div>
      <StatsCards />
      <FollowUpAlerts />
      <SearchBar
        query={typed}
        onQueryChange={setTyped}
        status={filter.status}
        onStatusChange={(status) => setFilter({ ...filter, q: typed, status })}
        owner={filter.owner}
        onOwnerChange={(owner) => setFilter({ ...filter, q: typed, owner })}
        staff={staff}
      />
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          {page?.total ? <TotalLine total={page.total} /> : <span />}
          <ExportButton filter={filter} disabled={!page || page.items.length === 0} />
        </div>
        {page && page.items.length > 0 && <CasesTable
            applications={page.items}
            staff={staff}
            sort={filter.sort}
            onSortChange={(sort) => setFilter({ ...filter, q: typed, sort })}
          />}
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
          onPrevious={() => showPage(goToPreviousPage(stack))}
          onNext={() => page?.next && showPage(goToNextPage(stack, page.next))}
        />
      </div>
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
