import {
  adminApplicationDetailSchema,
  adminApplicationListSchema,
  adminApplicationSchema,
  adminNoteSchema,
  adminPaymentLinkSchema,
  adminStatsSchema,
  adminTokenSchema,
  adminTotpSetupSchema,
  adminVerifySchema,
  ADMIN_PAGE_SIZE_DEFAULT,
  type AdminApplication,
  type AdminApplicationDetail,
  type AdminDocument,
  type AdminLogin,
  type AdminNote,
  type AdminPaymentLink,
  type AdminStats,
  type AdminToken,
  type AdminTotpSetup,
  type AdminVerify,
  type CaseStatus,
} from '@reactivation/contracts';
import { ApiError, apiRequest, apiRequestWithHeaders, parseErrorBody, type RequestOptions } from '@/lib/api-client';
import { clearAdminToken, getAdminToken } from '../lib/admin-token';
import { parseNextLink, readTotalCount, toRequestPath, type TotalCount } from '../lib/pagination';

/** Every call of the staff panel (DESIGN §4, contracts/src/admin.schema.ts), in one place. */

const BASE = '/api/admin';
const applicationPath = (id: string) => `${BASE}/applications/${encodeURIComponent(id)}`;

/** The server's queue dashboard; it reads the HttpOnly cookie set at login, so a plain link opens it. */
export const QUEUES_URL = `${BASE}/queues`;

/**
 * Runs a call with the stored token as a Bearer header. A 401 means the token is gone or expired
 * (SPEC §6): it is forgotten, and the panel's pages, which watch it, go to the login page.
 */
async function withToken<T>(call: (headers: HeadersInit) => Promise<T>): Promise<T> {
  const token = getAdminToken();
  if (!token) {
    throw new ApiError(401, 'Unauthorized', '', undefined);
  }
  try {
    return await call({ Authorization: `Bearer ${token}` });
  } catch (error) {
    // Only the token that failed: another tab may have logged in again meanwhile.
    if (error instanceof ApiError && error.status === 401 && getAdminToken() === token) clearAdminToken();
    throw error;
  }
}

function adminRequest(path: string, options: Omit<RequestOptions, 'headers'> = {}): Promise<unknown> {
  return withToken((headers) => apiRequest(path, { ...options, headers }));
}

/** POST /api/admin/login: the one call without a token. A 401 may ask for the second factor (totpRequired). */
export function login(credentials: AdminLogin): Promise<AdminToken> {
  return apiRequest(`${BASE}/login`, { method: 'POST', data: credentials, schema: adminTokenSchema });
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

export function verify(): Promise<AdminVerify> {
  return withToken((headers) => apiRequest(`${BASE}/verify`, { headers, schema: adminVerifySchema }));
}

/** Ends the token on the server; the caller forgets it here whatever the answer. */
export async function logout(): Promise<void> {
  await adminRequest(`${BASE}/logout`, { method: 'POST' });
}

export function setupTotp(): Promise<AdminTotpSetup> {
  return withToken((headers) => apiRequest(`${BASE}/totp/setup`, { method: 'POST', headers, schema: adminTotpSetupSchema }));
}

/** 204 when the code matches the new secret; 400 for a wrong code. */
export async function enableTotp(code: string): Promise<void> {
  await adminRequest(`${BASE}/totp/enable`, { method: 'POST', data: { code } });
}

export type ApplicationsFilter = { q: string; status: CaseStatus | null };

/** The first page's address for a search; later pages come from the server's Link header. */
export function applicationsUrl({ q, status }: ApplicationsFilter, limit = ADMIN_PAGE_SIZE_DEFAULT): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (status) params.set('status', status);
  params.set('limit', String(limit));
  return `${BASE}/applications?${params.toString()}`;
}

export type ApplicationsPage = {
  items: AdminApplication[];
  total: TotalCount | null;
  /** The next page's address, null on the last page. */
  next: string | null;
};

/** One page of GET /api/admin/applications, newest first. */
export async function listApplications(url: string): Promise<ApplicationsPage> {
  const { data, headers } = await withToken((auth) =>
    apiRequestWithHeaders(url, { headers: auth, schema: adminApplicationListSchema }),
  );
  const next = parseNextLink(headers.get('Link'));
  return { items: data, total: readTotalCount(headers), next: next ? toRequestPath(next) : null };
}

export function getStats(): Promise<AdminStats> {
  return withToken((headers) => apiRequest(`${BASE}/applications/stats`, { headers, schema: adminStatsSchema }));
}

export function getApplication(id: string): Promise<AdminApplicationDetail> {
  return withToken((headers) => apiRequest(applicationPath(id), { headers, schema: adminApplicationDetailSchema }));
}

/** 409 when the status machine (SPEC §4) does not allow the move. */
export function changeStatus(id: string, status: CaseStatus): Promise<AdminApplication> {
  return withToken((headers) =>
    apiRequest(`${applicationPath(id)}/status`, { method: 'PATCH', data: { status }, headers, schema: adminApplicationSchema }),
  );
}

export function addNote(id: string, body: string): Promise<AdminNote> {
  return withToken((headers) =>
    apiRequest(`${applicationPath(id)}/notes`, { method: 'POST', data: { body }, headers, schema: adminNoteSchema }),
  );
}

export function createPaymentLink(id: string): Promise<AdminPaymentLink> {
  return withToken((headers) =>
    apiRequest(`${applicationPath(id)}/payment-link`, { method: 'POST', headers, schema: adminPaymentLinkSchema }),
  );
}

/** 202: the e-mail with the link is queued for the client. */
export async function sendPaymentLink(id: string): Promise<void> {
  await adminRequest(`${applicationPath(id)}/payment-link/send`, { method: 'POST' });
}

/**
 * Downloads a case document. The file needs the Bearer header, so a plain link cannot fetch it:
 * it is read as a blob and saved through a temporary <a download>.
 */
export async function downloadDocument(applicationId: string, document: AdminDocument): Promise<void> {
  const path = `${applicationPath(applicationId)}/documents/${encodeURIComponent(document.id)}`;
  const blob = await withToken(async (headers) => {
    const response = await fetch(path, { headers, credentials: 'include' });
    if (!response.ok) {
      const text = await response.text();
      throw new ApiError(response.status, response.statusText, text, parseErrorBody(text));
    }
    return response.blob();
  });
  saveBlob(blob, document.originalName);
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  window.document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns; the address must outlive it a moment.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
