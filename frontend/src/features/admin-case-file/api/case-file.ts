import useSWR from 'swr';
import { adminApplicationDetailSchema, type AdminApplicationDetail } from '@reactivation/contracts';
import { casePath, staffKeys, staffRequest } from '@/features/admin-shell';

/** GET /api/admin/applications/<case number>: the case's page names it by number (the server also takes its id). */
export function getCaseFile(caseNumber: string): Promise<AdminApplicationDetail> {
  return staffRequest(casePath(caseNumber), { schema: adminApplicationDetailSchema });
}

/** How long after a refund the file keeps looking for the status it moves the case to. */
const STATUS_CATCH_UP_MS = 30_000;
const STATUS_CATCH_UP_EVERY_MS = 1_500;

/**
 * True while a refund's move of the case's status has not arrived yet: the refund is written at once,
 * but the case moves to «Частично возвращено» / «Возвращено» a moment later, when the worker takes the
 * refund's event. Bounded in time, so a case that stays (a failed refund) is not re-read forever.
 */
export function statusAwaitsRefund(file: AdminApplicationDetail | undefined, now = Date.now()): boolean {
  if (!file) return false;
  const done = file.money.refunds.filter((refund) => refund.status === 'succeeded');
  const newest = Math.max(0, ...done.map((refund) => Date.parse(refund.createdAt)));
  if (done.length === 0 || now - newest > STATUS_CATCH_UP_MS) return false;
  const expected = file.money.refundable === 0 ? 'refunded' : 'partially_refunded';
  const { status } = file.application;
  return status !== expected && status !== 'refunded';
}

/**
 * One case's file. Read again each time its page opens (shown from the cache meanwhile): the client
 * may have sent files or written in their case room since staff last looked; and re-read every
 * moment while a refund's status change is on its way (`statusAwaitsRefund`).
 */
export function useCaseFile(caseNumber: string | null) {
  return useSWR(caseNumber ? staffKeys.caseFile(caseNumber) : null, ([, , number]) => getCaseFile(number), {
    revalidateOnMount: true,
    refreshInterval: (latest) => (statusAwaitsRefund(latest) ? STATUS_CATCH_UP_EVERY_MS : 0),
  });
}
