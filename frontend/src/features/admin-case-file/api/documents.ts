import type { AdminDocument } from '@reactivation/contracts';
import { casePath, downloadStaffFile } from '@/features/admin-shell';

/**
 * Downloads a case document with the staff token, saved under the name the server gives
 * (`DR-2026-000123-1.pdf`, its extension from the file's real type), never the client's own name.
 */
export async function downloadDocument(applicationId: string, document: AdminDocument): Promise<void> {
  await downloadStaffFile(`${casePath(applicationId)}/documents/${encodeURIComponent(document.id)}`, 'document');
}
