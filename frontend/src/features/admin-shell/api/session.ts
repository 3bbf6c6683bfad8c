import useSWR from 'swr';
import { adminVerifySchema, type AdminVerify } from '@reactivation/contracts';
import { staffKeys } from '../lib/staff-keys';
import { ADMIN_API, staffRequest } from './staff-request';

/** The server's queue dashboard; it reads the HttpOnly cookie set at login, so a plain link opens it. */
export const QUEUES_URL = `${ADMIN_API}/queues`;

export function verify(): Promise<AdminVerify> {
  return staffRequest(`${ADMIN_API}/verify`, { schema: adminVerifySchema });
}

/** GET /api/admin/verify for this token; the key holds the token so a new login checks again. */
export function useStaffVerify(token: string | null) {
  return useSWR(token ? staffKeys.verify(token) : null, () => verify());
}

/** Ends the token on the server; the caller forgets it here whatever the answer. */
export async function logout(): Promise<void> {
  await staffRequest(`${ADMIN_API}/logout`, { method: 'POST' });
}
