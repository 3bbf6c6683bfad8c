import { adminApplicationSchema, type AdminApplication } from '@reactivation/contracts';
import { casePath, staffRequest } from '@/features/admin-shell';

/** Gives the case to a staff account, or to nobody (null). */
export function assignOwner(id: string, ownerId: string | null): Promise<AdminApplication> {
  return staffRequest(`${casePath(id)}/owner`, { method: 'PUT', data: { ownerId }, schema: adminApplicationSchema });
}
