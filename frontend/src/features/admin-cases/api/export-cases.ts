import { ADMIN_API, downloadStaffFile } from '@/features/admin-shell';
import { filterParams, type CaseListFilter } from '../lib/list-filter';

/** Downloads the list as filtered, as CSV (the server names the file; the download is in the audit log). */
export async function exportCases(filter: CaseListFilter): Promise<void> {
  const query = filterParams(filter).toString();
  await downloadStaffFile(`${ADMIN_API}/applications.csv${query ? `?${query}` : ''}`, 'cases.csv');
}
