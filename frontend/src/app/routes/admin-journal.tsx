import { AuditLog } from '@/features/admin-journal';
import { adminCatalog, StaffGate } from '@/features/admin-shell';
import { registerNamespace } from '@/lib/i18n';

registerNamespace('admin', adminCatalog);

/** /admin/journal: what staff did, newest first. */
export default function AdminJournalPage() {
  return (
    <StaffGate>
      <AuditLog />
    </StaffGate>
  );
}
