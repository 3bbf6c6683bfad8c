import { AdminLayout, adminCatalog } from '@/features/admin-shell';
import { registerNamespace } from '@/lib/i18n';

registerNamespace('admin', adminCatalog);

/** The staff panel's frame, loaded with the panel's code rather than with the public site. */
export default AdminLayout;
