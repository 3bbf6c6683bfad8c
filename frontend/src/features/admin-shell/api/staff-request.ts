import type { $ZodType, output } from 'zod/v4/core';
import { ApiError, apiRequest, apiRequestWithHeaders, parseErrorBody, type ApiResponse, type RequestOptions } from '@/lib/api-client';
import { clearAdminToken, getAdminToken } from '../lib/admin-token';

/** Where every staff call goes (DESIGN §4, contracts/src/admin.schema.ts). */
export const ADMIN_API = '/api/admin';

/** A case's own calls: `/api/admin/applications/<id>`. */
export const casePath = (id: string): string => `${ADMIN_API}/applications/${encodeURIComponent(id)}`;

/**
 * Runs a call with the stored token as a Bearer header. A 401 means the token is gone or expired
 * (SPEC §6): it is forgotten, and the panel's pages, which watch it, go to the login page.
 */
export async function withStaffToken<T>(call: (headers: HeadersInit) => Promise<T>): Promise<T> {
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

type StaffOptions = Omit<RequestOptions, 'headers'>;

/** One staff call with the token; the answer is checked with `schema`, so callers get a typed value. */
export function staffRequest<S extends $ZodType>(path: string, options: StaffOptions & { schema: S }): Promise<output<S>>;
/** A staff call whose answer carries nothing to read (204, 202). */
export function staffRequest(path: string, options?: StaffOptions): Promise<unknown>;
export function staffRequest(path: string, options: StaffOptions & { schema?: $ZodType } = {}): Promise<unknown> {
  return withStaffToken((headers) => apiRequest(path, { ...options, headers }));
}

/** A staff read whose answer headers matter too (the lists' Link and X-Total-Count). */
export function staffRequestWithHeaders<S extends $ZodType>(path: string, schema: S): Promise<ApiResponse<output<S>>> {
  return withStaffToken((headers) => apiRequestWithHeaders(path, { headers, schema }));
}

/**
 * A file behind the Bearer header, which a plain link cannot send: it is read as a blob and saved
 * through a temporary <a download>, under the name the server gives (`DR-2026-000123-1.pdf`, its
 * extension from the file's real type), or `fallback`, never the client's own name.
 */
export async function downloadStaffFile(path: string, fallback: string): Promise<void> {
  const { blob, name } = await withStaffToken(async (headers) => {
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
