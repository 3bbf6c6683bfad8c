import { contactMessageSentSchema, type ContactMessageInput, type ContactMessageSent } from '@reactivation/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /api/contact (DESIGN §4): the contact form as JSON; the server stores it and e-mails staff. */
export function sendContactMessage(payload: ContactMessageInput): Promise<ContactMessageSent> {
  return apiRequest('/api/contact', { method: 'POST', data: payload, schema: contactMessageSentSchema });
}
