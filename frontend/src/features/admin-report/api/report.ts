import useSWR from 'swr';
import { adminReportSchema, type AdminReport } from '@reactivation/contracts';
import { ADMIN_API, downloadStaffFile, staffRequest } from '@/features/admin-shell';
import type { Period } from '../lib/period';

const query = ({ from, to }: Period) => new URLSearchParams({ from, to }).toString();

/** GET /api/admin/report: the figures of a period, computed by the server from the outcomes. */
export function getReport(period: Period): Promise<AdminReport> {
  return staffRequest(`${ADMIN_API}/report?${query(period)}`, { schema: adminReportSchema });
}

export function useReport(period: Period) {
  return useSWR(['admin', 'report', period.from, period.to] as const, ([, , from, to]) => getReport({ from, to }), {
    keepPreviousData: true,
  });
}

/** The same figures as a CSV file (the download is in the journal). */
export function downloadReportCsv(period: Period): Promise<void> {
  return downloadStaffFile(`${ADMIN_API}/report.csv?${query(period)}`, `outcomes-${period.from}_${period.to}.csv`);
}
