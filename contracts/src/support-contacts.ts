/*
 * The support e-mail and phone have one source: the server's environment (SUPPORT_EMAIL,
 * SUPPORT_PHONE). The front end's build cannot know them, so it writes these placeholders where they
 * go (the prerendered pages, and the app shell's <meta> tags the browser reads before it hydrates);
 * the server fills them in once at boot (backend/src/web), and the dev server from GET /api/config.
 */

/** What the build writes in place of each value. */
export const SUPPORT_PLACEHOLDERS = {
  email: '__SUPPORT_EMAIL__',
  phone: '__SUPPORT_PHONE__',
  /** The number of the phone's tel: link (see telNumber). */
  tel: '__SUPPORT_PHONE_TEL__',
} as const;

/** The names of the <meta> tags that carry the contacts to the browser. */
export const SUPPORT_META_NAMES = { email: 'support-email', phone: 'support-phone' } as const;

export type SupportContactValues = { email: string; phone: string };

/** A phone number as a tel: link takes it: the digits and a leading plus ("+1 (555) 010-0200" → "+15550100200"). */
export function telNumber(phone: string): string {
  return phone.replace(/[^\d+]/g, '');
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** HTML with the placeholders replaced by the contacts, escaped for the text and attributes they stand in. */
export function fillSupportContacts(html: string, contacts: SupportContactValues): string {
  const escape = (value: string) => value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
  return html
    .replaceAll(SUPPORT_PLACEHOLDERS.email, escape(contacts.email))
    .replaceAll(SUPPORT_PLACEHOLDERS.tel, escape(telNumber(contacts.phone)))
    .replaceAll(SUPPORT_PLACEHOLDERS.phone, escape(contacts.phone));
}
