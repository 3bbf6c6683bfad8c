import { adminStatusLinkSchema, type AdminStatusLink } from '@reactivation/contracts';
import { casePath, staffRequest } from '@/features/admin-shell';

/** A new status link for the client; the one e-mailed before no longer opens the case. */
export function rotateStatusLink(id: string): Promise<AdminStatusLink> {
  return staffRequest(`${casePath(id)}/status-link/rotate`, { method: 'POST', schema: adminStatusLinkSchema });
}
