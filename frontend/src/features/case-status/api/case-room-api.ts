import {
  caseMessageSchema,
  documentRequestSchema,
  type CaseMessage,
  type CaseMessageInput,
  type DocumentRequest,
} from '@reactivation/contracts';
import { apiRequest, validateAnswer } from '@/lib/api-client';
import { uploadWithProgress, type UploadProgress } from '@/lib/upload';

const roomPath = (token: string) => `/api/case-status/${encodeURIComponent(token)}`;

export type UploadDocumentsOptions = {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/**
 * POST /api/case-status/:token/requests/:requestId/documents: the files in the field `documents`,
 * with progress; answers the request as it now stands (fulfilled, with its files).
 */
export async function uploadRequestDocuments(
  token: string,
  requestId: string,
  files: readonly File[],
  { onProgress, signal }: UploadDocumentsOptions = {},
): Promise<DocumentRequest> {
  const data = new FormData();
  for (const file of files) data.append('documents', file, file.name);
  const answer = await uploadWithProgress(`${roomPath(token)}/requests/${encodeURIComponent(requestId)}/documents`, {
    data,
    onProgress,
    signal,
  });
  return validateAnswer(documentRequestSchema, answer);
}

/** POST /api/case-status/:token/messages; the same clientKey on a retry makes it land once. */
export function sendCaseMessage(token: string, input: CaseMessageInput): Promise<CaseMessage> {
  return apiRequest(`${roomPath(token)}/messages`, { method: 'POST', data: input, schema: caseMessageSchema });
}

/**
 * POST /api/case-status/:token/seen: the newest staff reply the page had on screen; it and the ones
 * before it are not e-mailed as unseen. Opening the room (the GET) marks nothing.
 */
export async function markRepliesSeen(token: string, messageId: string): Promise<void> {
  await apiRequest(`${roomPath(token)}/seen`, { method: 'POST', data: { messageId } });
}
