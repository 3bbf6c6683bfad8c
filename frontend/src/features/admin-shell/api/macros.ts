import useSWR from 'swr';
import { staffMacroListSchema, type StaffMacro } from '@reactivation/contracts';
import { staffKeys } from '../lib/staff-keys';
import { ADMIN_API, staffRequest } from './staff-request';

/** GET /api/admin/macros: staff's saved replies, by title. */
export function listMacros(): Promise<StaffMacro[]> {
  return staffRequest(`${ADMIN_API}/macros`, { schema: staffMacroListSchema });
}

/** The saved replies: the macros page edits them, a case's message box inserts and applies them (read once opened: `enabled`). */
export function useMacros(enabled = true) {
  return useSWR(enabled ? staffKeys.macros() : null, () => listMacros());
}
