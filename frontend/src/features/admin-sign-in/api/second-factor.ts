import { adminTotpSetupSchema, type AdminTotpSetup } from '@reactivation/contracts';
import { ADMIN_API, staffRequest } from '@/features/admin-shell';

/** The password is asked again: a token alone must not set up (or swap) the second factor. 400 names a wrong one. */
export function setupTotp(password: string): Promise<AdminTotpSetup> {
  return staffRequest(`${ADMIN_API}/totp/setup`, { method: 'POST', data: { password }, schema: adminTotpSetupSchema });
}

/** 204 when the code matches the new secret; 400 for a wrong code. */
export async function enableTotp(code: string): Promise<void> {
  await staffRequest(`${ADMIN_API}/totp/enable`, { method: 'POST', data: { code } });
}
