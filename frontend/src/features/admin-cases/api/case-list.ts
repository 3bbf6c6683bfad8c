import useSWR from 'swr';
import { adminApplicationListSchema, ADMIN_PAGE_SIZE_DEFAULT, type AdminApplication } from '@reactivation/contracts';
import { ADMIN_API, readStaffPage, staffKeys, type StaffPage } from '@/features/admin-shell';
import { filterParams, type CaseListFilter } from '../lib/list-filter';

/** The first page's address for a filter; later pages come from the server's Link header. */
export function caseListUrl(filter: CaseListFilter, limit = ADMIN_PAGE_SIZE_DEFAULT): string {
  const params = filterParams(filter);
  params.set('limit', String(limit));
  return `${ADMIN_API}/applications?${params.toString()}`;
}

/** One page of GET /api/admin/applications: new cases past their deadline first, then newest first. */
export function listCases(url: string): Promise<StaffPage<AdminApplication>> {
  return readStaffPage(url, adminApplicationListSchema);
}

/** One page of the list; the previous page stays shown while the next loads (typing in the search). */
export function useCaseList(url: string) {
  return useSWR(staffKeys.caseList(url), ([, , pageUrl]) => listCases(pageUrl), { keepPreviousData: true });
}
