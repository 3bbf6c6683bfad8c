import { Navigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CaseList } from '@/features/admin-cases';
import { adminCatalog, StaffGate } from '@/features/admin-shell';
import { SecondFactorOffer } from '@/features/admin-sign-in';
import { registerNamespace } from '@/lib/i18n';

registerNamespace('admin', adminCatalog);

/** Where the sections were before each had its own address (`/admin?section=chat`): old bookmarks still arrive. */
const OLD_SECTIONS: Record<string, string> = { chat: paths.adminChat.getHref(), audit: paths.adminJournal.getHref() };

/** /admin (SPEC §2, §4 "Admin page"): the counters and the case list, once the stored token has been verified. */
export default function AdminPage() {
  const [params] = useSearchParams();
  const moved = OLD_SECTIONS[params.get('section') ?? ''];
  if (moved) return <Navigate to={moved} replace />;
  return (
    <StaffGate>
      <CaseList actions={<SecondFactorOffer />} />
    </StaffGate>
  );
}
