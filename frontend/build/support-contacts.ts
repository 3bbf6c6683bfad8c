import type { Plugin } from 'vite';
import { fillSupportContacts } from '../../contracts/src/support-contacts';

/**
 * In development the page comes from Vite, not from the back end that fills in the support contacts
 * (backend/src/web): this asks the back end's GET /api/config for them instead, so the dev site shows
 * the same values as the server's environment. Without a back end the placeholders stay, visibly.
 */
export function supportContactsInDev(backendUrl: string): Plugin {
  return {
    name: 'support-contacts-in-dev',
    apply: 'serve',
    async transformIndexHtml(html) {
      try {
        const response = await fetch(new URL('/api/config', backendUrl));
        const config = (await response.json()) as { support?: { email?: unknown; phone?: unknown } };
        const { email, phone } = config.support ?? {};
        if (typeof email !== 'string' || typeof phone !== 'string') throw new Error(`no support contacts in ${response.status} answer`);
        return fillSupportContacts(html, { email, phone });
      } catch (error) {
        console.warn(`Support contacts not filled in: GET ${backendUrl}/api/config failed (${String(error)})`);
        return html;
      }
    },
  };
}
