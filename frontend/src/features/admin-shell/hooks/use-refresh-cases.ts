import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { getApplication, getStats, listApplications, listAudit, listStaff, verify } from '../api/admin-api';

/**
 * The panel's reads, through SWR with the site's settings (lib/swr.ts: no retries, no refetch on
 * focus). Keys start with 'admin', so a change can refresh what it touched.
 */
const ADMIN = 'admin';

/** GET /api/admin/verify for this token; the key holds the token so a new login checks again. */
export function useAdminVerify(token: string | null) {
  return useSWR(token ? [ADMIN, 'verify', token] : null, () => verify());
}

export function useAdminStats() {
  return useSWR([ADMIN, 'stats'], () => getStats());
}

/** One page of the list; the previous page stays shown while the next loads (typing in the search). */
export function useApplications(url: string) {
  return useSWR([ADMIN, 'applications', url] as const, ([, , pageUrl]) => listApplications(pageUrl), { keepPreviousData: true });
}

/** The staff accounts, for the owner choice and filter (a handful; read once per visit). */
export function useStaff() {
  return useSWR([ADMIN, 'staff'], () => listStaff());
}

/** One page of the audit log. */
export function useAudit(url: string) {
  return useSWR([ADMIN, 'audit', url] as const, ([, , pageUrl]) => listAudit(pageUrl), { keepPreviousData: true });
}

/**
 * One case's file. Read again each time it is opened (shown from the cache meanwhile): the client
 * may have sent files or written in their case room since staff last looked.
 */
export function useApplicationDetail(id: string | null) {
  return useSWR(id ? ([ADMIN, 'application', id] as const) : null, ([, , applicationId]) => getApplication(applicationId), {
    revalidateOnMount: true,
  });
}

/** Refetches the list pages, the counters and, when given, one case's detail (after a change to it). */
export function useRefreshCases() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (applicationId?: string) =>
      mutate(
        (key) =>
          Array.isArray(key) &&
          key[0] === ADMIN &&
          (key[1] === 'applications' || key[1] === 'stats' || (key[1] === 'application' && key[2] === applicationId)),
      ),
    [mutate],
  );
}
