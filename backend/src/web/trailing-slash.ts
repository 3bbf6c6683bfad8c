/**
 * Where "/services/" redirects to: the same address without its trailing slash, always a path on
 * this site. Runs of slashes and backslashes collapse to one slash first, because a browser reads
 * "//evil.example" and "/\evil.example" as another host: a redirect must never name one.
 */
export function withoutTrailingSlash(originalUrl: string): string {
  const queryAt = originalUrl.indexOf('?');
  const path = queryAt >= 0 ? originalUrl.slice(0, queryAt) : originalUrl;
  const query = queryAt >= 0 ? originalUrl.slice(queryAt) : '';
  const cleaned = path.replace(/[\\/]+/g, '/').replace(/\/+$/, '') || '/';
  // Belt and braces: whatever the cleaning missed, a target that leaves this origin becomes the home page.
  const base = 'http://site.invalid';
  const resolved = new URL(`${cleaned}${query}`, base);
  return resolved.origin === base && cleaned.startsWith('/') && !cleaned.startsWith('//') ? `${cleaned}${query}` : '/';
}

/** True for an address that ends in a slash (the home page "/" aside) or holds a doubled or back slash. */
export function needsSlashRedirect(path: string): boolean {
  return (path.length > 1 && path.endsWith('/')) || /\/\/|\\/.test(path);
}
