import useSWR from 'swr';
import { adminStaffListSchema, type AdminStaffMember } from '@reactivation/contracts';
import { staffKeys } from '../lib/staff-keys';
import { ADMIN_API, staffRequest } from './staff-request';

/** GET /api/admin/staff: the accounts a case can be given to, and whose actions the journal lists. */
export function listStaff(): Promise<AdminStaffMember[]> {
  return staffRequest(`${ADMIN_API}/staff`, { schema: adminStaffListSchema });
}

/** The staff accounts (a handful; read once per visit). */
export function useStaff() {
  return useSWR(staffKeys.staff(), () => listStaff());
}
