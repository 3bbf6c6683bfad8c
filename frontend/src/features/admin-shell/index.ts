/**
 * What every staff feature shares: the signed-in session (the token, its check, the gate in front of
 * each staff page), the panel's frame and sections, the staff calls' transport, and the panel's small
 * common pieces (formats, the status badge, paging, the tables' frame, the SWR keys). The other admin-* features import
 * it through this file only; it imports none of them.
 */
export { adminCatalog, ADMIN_LOCALE } from './locale';
export { AdminLayout, ADMIN_MAIN_ID } from './components/admin-layout';
export { StaffGate } from './components/staff-gate';
export { useStaffSession, type StaffSession } from './components/staff-session';
export { StatusBadge, useStatusLabel } from './components/status-badge';
export { DisputeFlag } from './components/dispute-flag';
export { Pagination } from './components/pagination';
export { TableFrame } from './components/table-frame';
export { ADMIN_API, casePath, downloadStaffFile, staffRequest, withStaffToken } from './api/staff-request';
export { readStaffPage, type StaffPage } from './api/staff-pages';
export { useStaff } from './api/staff-accounts';
export { listMacros, useMacros } from './api/macros';
export { ADMIN_TOKEN_KEY, clearAdminToken, getAdminToken, setAdminToken, useAdminToken } from './lib/admin-token';
export { fileSize, formatDate, formatDateTime, formatNumber, isCaseStatus, type SizeUnit } from './lib/format';
export { FIRST_PAGE, goToNextPage, goToPreviousPage, pageNumber, type PageStack, type TotalCount } from './lib/pagination';
export { RETURN_PARAM, safeReturnPath } from './lib/return-path';
export { serverText } from './lib/server-text';
export { staffKeys } from './lib/staff-keys';
export { useDebouncedValue } from './hooks/use-debounced-value';
export { useNow } from './hooks/use-now';
export { useRefreshCases } from './hooks/use-refresh-cases';
export { openedFromList, type CaseLinkState } from './lib/case-link-state';
