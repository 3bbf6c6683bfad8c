import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fillSupportContacts, type SupportContactValues } from '@reactivation/contracts';
import { encodeBody, type EncodedBody } from './encodings';

export type PageLocale = 'en' | 'es';
export const PAGE_LOCALES: readonly PageLocale[] = ['en', 'es'];

/** dist/pages/pages.json, written by the front end's prerender step. */
type PagesManifest = {
  originPlaceholder: string;
  pages: Array<{ path: string; status: number; files: Record<PageLocale, string> }>;
  clientOnly: string[];
  /** Addresses under `prefix` that match no prerendered page get the page at `path` (404), e.g. an unknown blog post. */
  notFoundPages?: Array<{ prefix: string; path: string }>;
};

export type PrerenderedPage = { body: EncodedBody; status: number };

/** What only the running server knows, filled into every page it sends: its public address and the support contacts. */
export type PageSettings = { origin: string; support: SupportContactValues };

/** A page of the build with the server's settings in place of the build's placeholders. */
export function fillPage(html: string, originPlaceholder: string | null, settings: PageSettings): string {
  const withOrigin = originPlaceholder ? html.replaceAll(originPlaceholder, settings.origin) : html;
  return fillSupportContacts(withOrigin, settings.support);
}

/**
 * The prerendered HTML of every public page, read and compressed once at boot with the site's
 * public address and support contacts filled in; plus the route patterns the browser draws on its
 * own (payment, staff pages).
 */
export class PrerenderedPages {
  private readonly byPath = new Map<string, Record<PageLocale, PrerenderedPage>>();
  private readonly clientOnly: RegExp[];
  private readonly notFoundPages: Array<{ prefix: string; path: string }>;

  private constructor(pagesDir: string, settings: PageSettings) {
    const manifest = JSON.parse(readFileSync(join(pagesDir, 'pages.json'), 'utf8')) as PagesManifest;
    for (const page of manifest.pages) {
      const read = (locale: PageLocale): PrerenderedPage => ({
        body: encodeBody(fillPage(readFileSync(join(pagesDir, page.files[locale]), 'utf8'), manifest.originPlaceholder, settings)),
        status: page.status,
      });
      this.byPath.set(page.path, { en: read('en'), es: read('es') });
    }
    this.clientOnly = manifest.clientOnly.map(patternToRegExp);
    this.notFoundPages = manifest.notFoundPages ?? [];
  }

  /** null when the front end was built without its prerender step. */
  static load(pagesDir: string, settings: PageSettings): PrerenderedPages | null {
    try {
      return new PrerenderedPages(pagesDir, settings);
    } catch {
      return null;
    }
  }

  /** The page for `path`, the 404 page for an address no route knows, or null for a browser-drawn route. */
  resolve(path: string, locale: PageLocale): PrerenderedPage | null {
    const page = this.byPath.get(path);
    if (page && page.en.status === 200) return page[locale];
    const section = this.notFoundPages.find((entry) => path.startsWith(entry.prefix));
    const sectionPage = section && this.byPath.get(section.path);
    if (sectionPage) return sectionPage[locale];
    if (this.clientOnly.some((pattern) => pattern.test(path))) return null;
    return this.byPath.get('/404')?.[locale] ?? null;
  }

  /** Addresses of the indexable pages, for the sitemap. */
  indexablePaths(): string[] {
    return [...this.byPath.entries()].filter(([, page]) => page.en.status === 200).map(([path]) => path);
  }
}

/** A route pattern of the front end ("/payment/:token?") as a RegExp over a path. */
export function patternToRegExp(pattern: string): RegExp {
  const parts = pattern.split('/').filter(Boolean);
  const source = parts
    .map((part) => {
      if (part.startsWith(':')) return part.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${source || '/'}$`);
}
