import { TEXT_CONSENT_VERSION, textConsentStateSchema, type TextChannel, type TextConsentState } from '@reactivation/contracts';
import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';

const consentPath = (token: string) => `/api/texting/consent/${encodeURIComponent(token)}`;

/** Whether the room's client gets texts now, and on which channel (ADR 0035). */
export function useTextConsent(token: string) {
  return useSWR(['/api/texting/consent', token] as const, () => apiRequest(consentPath(token), { schema: textConsentStateSchema }));
}

/** The room's box, checked: stored with the words' version in force. */
export function giveTextConsent(token: string, channel: TextChannel): Promise<TextConsentState> {
  return apiRequest(consentPath(token), { method: 'POST', data: { channel, version: TEXT_CONSENT_VERSION }, schema: textConsentStateSchema });
}
