import {
  draftCreatedSchema,
  draftSavedSchema,
  draftViewSchema,
  type DraftCreated,
  type DraftSaved,
  type DraftSaveInput,
  type DraftView,
} from '@reactivation/contracts';
import { apiRequest } from '@/lib/api-client';

/*
 * The home form's saved draft (/api/drafts): the token in hand saves, reads and deletes it. Writes
 * are `keepalive`, so a save under way when the visitor closes the tab still arrives.
 */

const draftPath = (token: string) => `/api/drafts/${encodeURIComponent(token)}`;

export function createDraft(draft: DraftSaveInput): Promise<DraftCreated> {
  return apiRequest('/api/drafts', { method: 'POST', data: draft, keepalive: true, schema: draftCreatedSchema });
}

/** 404 (gone) and 410 (expired) come back as ApiError, like every call. */
export function saveDraft(token: string, draft: DraftSaveInput): Promise<DraftSaved> {
  return apiRequest(draftPath(token), { method: 'PUT', data: draft, keepalive: true, schema: draftSavedSchema });
}

export function getDraft(token: string): Promise<DraftView> {
  return apiRequest(draftPath(token), { schema: draftViewSchema });
}

export async function deleteDraft(token: string): Promise<void> {
  await apiRequest(draftPath(token), { method: 'DELETE', keepalive: true });
}
