/** The sign-in page's query parameter naming the panel page to go back to once signed in. */
export const RETURN_PARAM = 'next';

const ORIGIN = 'https://panel.invalid';

const hasControlCharacter = (value: string) => [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * The panel page a sign-in may go back to, or null. Only a path of the panel itself (`/admin`,
 * `/admin/…`, with its query) is taken: anything else in `?next=` (another site, `//host`, a
 * backslash trick, a public page) would let a crafted sign-in link send staff somewhere else.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControlCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  if (url.pathname !== '/admin' && !url.pathname.startsWith('/admin/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
