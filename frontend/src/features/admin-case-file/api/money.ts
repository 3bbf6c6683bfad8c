import { adminDisputeSchema, adminRefundResultSchema, type AdminDispute, type AdminRefundInput, type AdminRefundResult } from '@reactivation/contracts';
import { casePath, downloadStaffFile, staffRequest } from '@/features/admin-shell';

/**
 * POST /api/admin/applications/:id/refunds: refunds all or part of what is left. The same
 * confirmation token answers the first refund again (a double click or a retry refunds once).
 */
export function refundCase(id: string, input: AdminRefundInput): Promise<AdminRefundResult> {
  return staffRequest(`${casePath(id)}/refunds`, { method: 'POST', data: input, schema: adminRefundResultSchema });
}

const disputePath = (id: string, disputeId: string) => `${casePath(id)}/disputes/${encodeURIComponent(disputeId)}`;

/** GET …/disputes/:disputeId/evidence.pdf: the evidence packet, saved under the server's file name. */
export function downloadEvidencePacket(id: string, disputeId: string, fallbackName: string): Promise<void> {
  return downloadStaffFile(`${disputePath(id, disputeId)}/evidence.pdf`, fallbackName);
}

/** POST …/disputes/:disputeId/evidence: builds the packet and submits it to Stripe (final, once per dispute). */
export function submitDisputeEvidence(id: string, disputeId: string): Promise<AdminDispute> {
  return staffRequest(`${disputePath(id, disputeId)}/evidence`, { method: 'POST', schema: adminDisputeSchema });
}
