/**
 * Paging through GET /api/admin/applications (DESIGN §4): the server answers one page and names
 * the next one in a `Link: <url>; rel="next"` header, and the total in `X-Total-Count`.
 */

/** The address of the `rel="next"` link of a Link header (RFC 8288), or null when there is none. */
export function parseNextLink(header: string | null | undefined): string | null {
  if (!header) return null;
  // Each link is "<target>" followed by its parameters up to the next "<"; a target may hold commas.
  for (const [, target, params] of header.matchAll(/<([^>]*)>([^<]*)/g)) {
    const rel = /(?:^|;)\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,"]+))/i.exec(params ?? '');
    const relations = (rel?.[1] ?? rel?.[2] ?? '').toLowerCase().split(/\s+/);
    if (target && relations.includes('next')) return target.trim();
  }
  return null;
}

/**
 * The next page's address as this site requests it: its path and query. The panel and the API share
 * an origin; a server behind a proxy (Vite's in development) may write its own host into the link.
 */
export function toRequestPath(url: string, base: string = defaultBase()): string {
  try {
    const parsed = new URL(url, base);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

function defaultBase(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

/** What X-Total-Count says: the number of matching cases, and whether the server stopped counting. */
export type TotalCount = { count: number; capped: boolean };

export function readTotalCount(headers: Headers): TotalCount | null {
  const raw = headers.get('X-Total-Count');
  if (raw === null || raw.trim() === '') return null;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 0) return null;
  return { count, capped: headers.get('X-Total-Count-Capped')?.trim().toLowerCase() === 'true' };
}

/**
 * Where the list stands: the page shown (null = the first page of the current search) and the pages
 * before it, so "Назад" can go back without the server knowing previous cursors.
 */
export type PageStack = { current: string | null; previous: readonly (string | null)[] };

export const FIRST_PAGE: PageStack = { current: null, previous: [] };

export function goToNextPage(stack: PageStack, nextUrl: string): PageStack {
  return { current: nextUrl, previous: [...stack.previous, stack.current] };
}

export function goToPreviousPage(stack: PageStack): PageStack {
  if (stack.previous.length === 0) return stack;
  return { current: stack.previous.at(-1) ?? null, previous: stack.previous.slice(0, -1) };
}

/** 1 for the first page. */
export function pageNumber(stack: PageStack): number {
  return stack.previous.length + 1;
}
