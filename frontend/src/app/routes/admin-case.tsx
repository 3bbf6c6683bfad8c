import { useParams } from 'react-router-dom';
import { CaseFilePage } from '@/features/admin-case-file';
import { adminCatalog, StaffGate } from '@/features/admin-shell';
import { registerNamespace } from '@/lib/i18n';

registerNamespace('admin', adminCatalog);

/** /admin/cases/:caseNumber: one case's page, the address the staff e-mails about a case link to. */
export default function AdminCasePage() {
  const { caseNumber = '' } = useParams();
  return (
    <StaffGate>
      <CaseFilePage key={caseNumber} caseNumber={caseNumber} />
    </StaffGate>
  );
}
