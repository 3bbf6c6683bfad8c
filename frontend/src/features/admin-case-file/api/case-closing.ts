import { adminApplicationSchema, CLOSING_STATUS, type AdminApplication, type CaseClosing } from '@reactivation/contracts';
import { casePath, staffRequest } from '@/features/admin-shell';

/** Closes the case with how it ended (400 naming a missing field; 409 when it is no longer in progress). */
export function closeCase(id: string, closing: CaseClosing): Promise<AdminApplication> {
  return staffRequest(`${casePath(id)}/status`, {
    method: 'PATCH',
    data: { status: CLOSING_STATUS, ...closing },
    schema: adminApplicationSchema,
  });
}
