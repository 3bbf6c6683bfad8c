import { staffMacroSchema, type StaffMacro, type StaffMacroInput } from '@reactivation/contracts';
import { ADMIN_API, staffRequest } from '@/features/admin-shell';

export function createMacro(input: StaffMacroInput): Promise<StaffMacro> {
  return staffRequest(`${ADMIN_API}/macros`, { method: 'POST', data: input, schema: staffMacroSchema });
}

export function updateMacro(id: string, input: StaffMacroInput): Promise<StaffMacro> {
  return staffRequest(`${ADMIN_API}/macros/${encodeURIComponent(id)}`, { method: 'PUT', data: input, schema: staffMacroSchema });
}

export function deleteMacro(id: string): Promise<unknown> {
  return staffRequest(`${ADMIN_API}/macros/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
