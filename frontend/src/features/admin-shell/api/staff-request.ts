import {
  adminApplicationDetailSchema,
  adminAuditListSchema,
  adminApplicationListSchema,
  adminApplicationSchema,
  adminNoteSchema,
  adminPaymentLinkSchema,
  adminStaffListSchema,
  adminStatsSchema,
  adminStatusLinkSchema,
  adminTokenSchema,
  adminTotpSetupSchema,
  adminVerifySchema,
  adminCaseMessageSchema,
  documentRequestListSchema,
  ADMIN_PAGE_SIZE_DEFAULT,
  type AdminApplication,
  type AdminApplicationDetail,
  type AdminAuditEntry,
  type AdminDocument,
  type AdminLogin,
  type AdminNote,
  type AdminPaymentLink,
  type AdminStaffMember,
  type AdminStats,
  type AdminStatusLink,
  type AdminToken,
  type AdminTotpSetup,
  type AdminVerify,
  type AuditAction,
  type AdminCaseMessage,
  type CaseStatus,
  type DocumentRequest,
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

/** The password is asked again: a token alone must not set up (or swap) the second factor. 400 names a wrong one. */
export function setupTotp(password: string): Promise<AdminTotpSetup> {
  return withToken((headers) =>
    apiRequest(`${BASE}/totp/setup`, { method: 'POST', data: { password }, headers, schema: adminTotpSetupSchema }),
  );
}

/** 204 when the code matches the new secret; 400 for a wrong code. */
export async function enableTotp(code: string): Promise<void> {
  await adminRequest(`${BASE}/totp/enable`, { method: 'POST', data: { code } });
}

/** Whose cases: everyone's (null), the signed-in staff member's ("мои дела"), nobody's, or one account's id. */
export type OwnerFilter = 'me' | 'none' | string | null;
export type ApplicationsFilter = { q: string; status: CaseStatus | null; owner?: OwnerFilter };

function filterParams({ q, status, owner }: ApplicationsFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (status) params.set('status', status);
  if (owner) params.set('owner', owner);
  return params;
}

/** The first page's address for a search; later pages come from the server's Link header. */
export function applicationsUrl(filter: ApplicationsFilter, limit = ADMIN_PAGE_SIZE_DEFAULT): string {
  const params = filterParams(filter);
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

/** GET /api/admin/staff: the accounts a case can be given to. */
export function listStaff(): Promise<AdminStaffMember[]> {
  return withToken((headers) => apiRequest(`${BASE}/staff`, { headers, schema: adminStaffListSchema }));
}

/** Gives the case to a staff account, or to nobody (null). */
export function assignOwner(id: string, ownerId: string | null): Promise<AdminApplication> {
  return withToken((headers) =>
    apiRequest(`${applicationPath(id)}/owner`, { method: 'PUT', data: { ownerId }, headers, schema: adminApplicationSchema }),
  );
}

/** Downloads the list as filtered, as CSV (the server names the file; the download is in the audit log). */
export async function exportApplications(filter: ApplicationsFilter): Promise<void> {
  const query = filterParams(filter).toString();
  await downloadFile(`${BASE}/applications.csv${query ? `?${query}` : ''}`, 'cases.csv');
}

export type AuditFilter = { actor: string; action: AuditAction | null };

/** The audit log's first page for a filter; later pages come from the Link header. */
export function auditUrl({ actor, action }: AuditFilter, limit = ADMIN_PAGE_SIZE_DEFAULT): string {
  const params = new URLSearchParams();
  if (actor.trim()) params.set('actor', actor.trim());
  if (action) params.set('action', action);
  params.set('limit', String(limit));
  return `${BASE}/audit?${params.toString()}`;
}

export type AuditPage = { items: AdminAuditEntry[]; next: string | null };

export async function listAudit(url: string): Promise<AuditPage> {
  const { data, headers } = await withToken((auth) => apiRequestWithHeaders(url, { headers: auth, schema: adminAuditListSchema }));
  const next = parseNextLink(headers.get('Link'));
  return { items: data, next: next ? toRequestPath(next) : null };
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

/** Asks the client for these items (1 to 10, each its own line of the form); answers the requests created. */
export function requestDocuments(id: string, items: readonly string[]): Promise<DocumentRequest[]> {
  return withToken((headers) =>
    apiRequest(`${applicationPath(id)}/document-requests`, {
      method: 'POST',
      data: { items },
      headers,
      schema: documentRequestListSchema,
    }),
  );
}

/** A staff message in the case's room; the client is e-mailed if it stays unread for 10 minutes. */
export function sendClientMessage(id: string, body: string): Promise<AdminCaseMessage> {
  return withToken((headers) =>
    apiRequest(`${applicationPath(id)}/messages`, { method: 'POST', data: { body }, headers, schema: adminCaseMessageSchema }),
  );
}

export function createPaymentLink(id: string): Promise<AdminPaymentLink> {
  return withToken((headers) =>
    apiRequest(`${applicationPath(id)}/payment-link`, { method: 'POST', headers, schema: adminPaymentLinkSchema }),
  );
}

/** Ends the case's payment link at once; 409 when it has none. */
export async function revokePaymentLink(id: string): Promise<void> {
  await adminRequest(`${applicationPath(id)}/payment-link/revoke`, { method: 'POST' });
}

/** A new payment link (a new lifetime) for a case waiting for payment; the previous one stops working. */
export function reissuePaymentLink(id: string): Promise<AdminPaymentLink> {
  return withToken((headers) =>
    apiRequest(`${applicationPath(id)}/payment-link/reissue`, { method: 'POST', headers, schema: adminPaymentLinkSchema }),
  );
}

/** A new status link for the client; the one e-mailed before no longer opens the case. */
export function rotateStatusLink(id: string): Promise<AdminStatusLink> {
  return withToken((headers) =>
    apiRequest(`${applicationPath(id)}/status-link/rotate`, { method: 'POST', headers, schema: adminStatusLinkSchema }),
  );
}

/** 202: the e-mail with the link is queued for the client. */
export async function sendPaymentLink(id: string): Promise<void> {
  await adminRequest(`${applicationPath(id)}/payment-link/send`, { method: 'POST' });
}

/**
 * Downloads a case document. The file needs the Bearer header, so a plain link cannot fetch it:
 * it is read as a blob and saved through a temporary <a download>, under the name the server gives
 * (`DR-2026-000123-1.pdf`, its extension from the file's real type), never the client's own name.
 */
export async function downloadDocument(applicationId: string, document: AdminDocument): Promise<void> {
  await downloadFile(`${applicationPath(applicationId)}/documents/${encodeURIComponent(document.id)}`, 'document');
}

/** A file behind the Bearer header, saved under the name the server gives (or `fallback`). */
async function downloadFile(path: string, fallback: string): Promise<void> {
  const { blob, name } = await withToken(async (headers) => {
    const response = await fetch(path, { headers, credentials: 'include' });
    if (!response.ok) {
      const text = await response.text();
      throw new ApiError(response.status, response.statusText, text, parseErrorBody(text));
    }
    return { blob: await response.blob(), name: attachmentName(response.headers.get('Content-Disposition')) };
  });
  saveBlob(blob, name ?? fallback);
}

/** The file name of `Content-Disposition: attachment; filename="…"`, when it is a plain one. */
export function attachmentName(header: string | null): string | null {
  const match = /filename="([\w.-]+)"/.exec(header ?? '');
  return match?.[1] ?? null;
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
