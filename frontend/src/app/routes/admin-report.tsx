import { ReportPage } from '@/features/admin-report';
import { adminCatalog, StaffGate } from '@/features/admin-shell';
import { registerNamespace } from '@/lib/i18n';

registerNamespace('admin', adminCatalog);

/** /admin/report: how cases ended in a period. */
export default function AdminReportPage() {
  return (
    <StaffGate>
      <ReportPage />
    </StaffGate>
  );
}
