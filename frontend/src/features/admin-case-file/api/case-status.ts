import { adminApplicationSchema, type AdminApplication, type CaseStatus } from '@reactivation/contracts';
import { casePath, staffRequest } from '@/features/admin-shell';

/** 409 when the status machine (SPEC §4) does not allow the move. */
export function changeStatus(id: string, status: CaseStatus): Promise<AdminApplication> {
  return staffRequest(`${casePath(id)}/status`, { method: 'PATCH', data: { status }, schema: adminApplicationSchema });
}
