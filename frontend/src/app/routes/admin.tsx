import { SWRConfig } from 'swr';
import { AdminGate } from '@/features/admin/components/admin-gate';
import { adminCatalog } from '@/features/admin/locale';
import { registerNamespace } from '@/lib/i18n';
import { swrConfig } from '@/lib/swr';

registerNamespace('admin', adminCatalog);

// A cache of its own for each visit of the panel: no case list of an earlier session is ever shown
// again, while reads keep the site's settings (no retries, no refetch on focus).
const adminSwrConfig = { ...swrConfig, provider: () => new Map() };

/** /admin (SPEC §2, §4 "Admin page"): the dashboard, once the stored token has been verified. */
export default function AdminPage() {
  return (
    <SWRConfig value={adminSwrConfig}>
      <AdminGate />
    </SWRConfig>
  );
}
