import useSWR from 'swr';
import { adminStatsSchema, type AdminStats } from '@reactivation/contracts';
import { ADMIN_API, staffKeys, staffRequest } from '@/features/admin-shell';

/** SPEC §2 counters: all, new, paid, and new cases past their review deadline, with the working week. */
export function getStats(): Promise<AdminStats> {
  return staffRequest(`${ADMIN_API}/applications/stats`, { schema: adminStatsSchema });
}

export function useCaseStats() {
  return useSWR(staffKeys.caseStats(), () => getStats());
}
