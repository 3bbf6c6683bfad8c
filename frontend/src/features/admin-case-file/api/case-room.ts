import {
  adminCaseMessageSchema,
  documentRequestListSchema,
  staffMacroApplyResultSchema,
  type AdminCaseMessage,
  type DocumentRequest,
  type StaffMacroApplyResult,
} from '@reactivation/contracts';
import { casePath, staffRequest } from '@/features/admin-shell';

/** Asks the client for these items (1 to 10, each its own line of the form); answers the requests created. */
export function requestDocuments(id: string, items: readonly string[]): Promise<DocumentRequest[]> {
  return staffRequest(`${casePath(id)}/document-requests`, { method: 'POST', data: { items }, schema: documentRequestListSchema });
}

/** A staff message in the case's room; the client is e-mailed if it stays unread for 10 minutes. */
export function sendClientMessage(id: string, body: string): Promise<AdminCaseMessage> {
  return staffRequest(`${casePath(id)}/messages`, { method: 'POST', data: { body }, schema: adminCaseMessageSchema });
}

/**
 * Applies a saved reply to the case in one call: its status move, its document requests, and its
 * text (filled by the server from the case, in the client's language) when `sendMessage`.
 */
export function applyMacro(id: string, macroId: string, sendMessage: boolean): Promise<StaffMacroApplyResult> {
  return staffRequest(`${casePath(id)}/macros/${encodeURIComponent(macroId)}/apply`, {
    method: 'POST',
    data: { sendMessage },
    schema: staffMacroApplyResultSchema,
  });
}
