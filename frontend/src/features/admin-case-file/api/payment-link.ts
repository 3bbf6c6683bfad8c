import { adminPaymentLinkSchema, type AdminPaymentLink } from '@reactivation/contracts';
import { casePath, staffRequest } from '@/features/admin-shell';

const linkPath = (id: string) => `${casePath(id)}/payment-link`;

export function createPaymentLink(id: string): Promise<AdminPaymentLink> {
  return staffRequest(linkPath(id), { method: 'POST', schema: adminPaymentLinkSchema });
}

/** Ends the case's payment link at once; 409 when it has none. */
export async function revokePaymentLink(id: string): Promise<void> {
  await staffRequest(`${linkPath(id)}/revoke`, { method: 'POST' });
}

/** A new payment link (a new lifetime) for a case waiting for payment; the previous one stops working. */
export function reissuePaymentLink(id: string): Promise<AdminPaymentLink> {
  return staffRequest(`${linkPath(id)}/reissue`, { method: 'POST', schema: adminPaymentLinkSchema });
}

/** 202: the e-mail with the link is queued for the client. */
export async function sendPaymentLink(id: string): Promise<void> {
  await staffRequest(`${linkPath(id)}/send`, { method: 'POST' });
}
