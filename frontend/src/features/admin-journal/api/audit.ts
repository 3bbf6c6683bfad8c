import useSWR from 'swr';
import { adminAuditListSchema, ADMIN_PAGE_SIZE_DEFAULT, type AdminAuditEntry, type AuditAction } from '@reactivation/contracts';
import { ADMIN_API, readStaffPage, staffKeys, type StaffPage } from '@/features/admin-shell';

export type AuditFilter = { actor: string; action: AuditAction | null };

/** The journal's first page for a filter; later pages come from the Link header. */
export function auditUrl({ actor, action }: AuditFilter, limit = ADMIN_PAGE_SIZE_DEFAULT): string {
  const params = new URLSearchParams();
  if (actor.trim()) params.set('actor', actor.trim());
  if (action) params.set('action', action);
  params.set('limit', String(limit));
  return `${ADMIN_API}/audit?${params.toString()}`;
}

/** One page of GET /api/admin/audit, newest first. */
export function listAudit(url: string): Promise<StaffPage<AdminAuditEntry>> {
  return readStaffPage(url, adminAuditListSchema);
}

export function useAudit(url: string) {
  return useSWR(staffKeys.journal(url), ([, , pageUrl]) => listAudit(pageUrl), { keepPreviousData: true });
}
