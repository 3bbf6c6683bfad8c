import { MacrosPage } from '@/features/admin-macros';
import { adminCatalog, StaffGate } from '@/features/admin-shell';
import { registerNamespace } from '@/lib/i18n';

registerNamespace('admin', adminCatalog);

/** /admin/macros: staff's saved replies, written once in English and Spanish. */
export default function AdminMacrosPage() {
  return (
    <StaffGate>
      <MacrosPage />
    </StaffGate>
  );
}
