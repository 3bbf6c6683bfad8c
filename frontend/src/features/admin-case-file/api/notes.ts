import { adminNoteSchema, type AdminNote } from '@reactivation/contracts';
import { casePath, staffRequest } from '@/features/admin-shell';

/** An internal note on the case; the client never sees it. */
export function addNote(id: string, body: string): Promise<AdminNote> {
  return staffRequest(`${casePath(id)}/notes`, { method: 'POST', data: { body }, schema: adminNoteSchema });
}
