import { adminTokenSchema, type AdminLogin, type AdminToken } from '@reactivation/contracts';
import { ApiError, apiRequest } from '@/lib/api-client';
import { ADMIN_API } from '@/features/admin-shell';

/** POST /api/admin/login: the one call without a token. A 401 may ask for the second factor (totpRequired). */
export function login(credentials: AdminLogin): Promise<AdminToken> {
  return apiRequest(`${ADMIN_API}/login`, { method: 'POST', data: credentials, schema: adminTokenSchema });
}

/** Whether a failed login asks for the 6-digit code rather than saying the password is wrong. */
export function isTotpRequired(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  try {
    const body = JSON.parse(error.bodyText) as { totpRequired?: unknown };
    return body.totpRequired === true;
  } catch {
    return false;
  }
}
