import useSWR from 'swr';
import { adminApplicationDetailSchema, type AdminApplicationDetail } from '@reactivation/contracts';
import { casePath, staffKeys, staffRequest } from '@/features/admin-shell';

/** GET /api/admin/applications/<case number>: the case's page names it by number (the server also takes its id). */
export function getCaseFile(caseNumber: string): Promise<AdminApplicationDetail> {
  return staffRequest(casePath(caseNumber), { schema: adminApplicationDetailSchema });
}

/**
 * One case's file. Read again each time its page opens (shown from the cache meanwhile): the client
 * may have sent files or written in their case room since staff last looked.
 */
export function useCaseFile(caseNumber: string | null) {
  return useSWR(caseNumber ? staffKeys.caseFile(caseNumber) : null, ([, , number]) => getCaseFile(number), {
    revalidateOnMount: true,
  });
}
