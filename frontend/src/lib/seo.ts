import type { Locale } from '@reactivation/contracts';
import { LANGUAGE_QUERY_PARAM } from './language';

/** What a page says about itself to search engines and link previews. */
export type PageHead = {
  /** The whole <title>, brand included. */
  title: string;
  description: string;
  keywords?: string;
  /** Path without query, e.g. "/services". */
  path: string;
  locale: Locale;
  /** Absolute origin of the site, e.g. "https://example.com" (no trailing slash). */
  origin: string;
  siteName: string;
  type?: 'website' | 'article';
  /** Absolute address of the page's image, for link previews. */
  image?: string;
  /** Structured data (schema.org), written as a JSON-LD block. */
  jsonLd?: Readonly<Record<string, unknown>>;
  /** Pages that must stay out of search results: staff pages, payment pages, the 404 page. */
  noindex?: boolean;
};

/** One tag of <head>. Every managed tag carries `data-head`, so a later page can replace the set. */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: Readonly<Record<string, string>> }
  | { tag: 'link'; attrs: Readonly<Record<string, string>> }
  | { tag: 'script'; attrs: Readonly<Record<string, string>>; text: string };

const OG_LOCALES: Record<Locale, string> = { en: 'en_US', es: 'es_US' };

/** The address of `path` in `locale`: English is the plain path, Spanish adds ?lang=es. */
export function localizedUrl(origin: string, path: string, locale: Locale): string {
  return locale === 'en' ? `${origin}${path}` : `${origin}${path}?${LANGUAGE_QUERY_PARAM}=${locale}`;
}

/** The full set of head tags for a page: title, description, canonical, hreflang, Open Graph and Twitter. */
export function buildHead(page: PageHead): HeadTag[] {
  const canonical = localizedUrl(page.origin, page.path, page.locale);
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { [key]: name, content },
  });
  const tags: HeadTag[] = [{ tag: 'title', text: page.title }, meta('name', 'description', page.description)];
  if (page.keywords) tags.push(meta('name', 'keywords', page.keywords));
  if (page.noindex) {
    tags.push(meta('name', 'robots', 'noindex'));
  } else {
    tags.push(
      { tag: 'link', attrs: { rel: 'canonical', href: canonical } },
      { tag: 'link', attrs: { rel: 'alternate', hreflang: 'en', href: localizedUrl(page.origin, page.path, 'en') } },
      { tag: 'link', attrs: { rel: 'alternate', hreflang: 'es', href: localizedUrl(page.origin, page.path, 'es') } },
      { tag: 'link', attrs: { rel: 'alternate', hreflang: 'x-default', href: localizedUrl(page.origin, page.path, 'en') } },
    );
  }
  const otherLocale: Locale = page.locale === 'en' ? 'es' : 'en';
  tags.push(
    meta('property', 'og:type', page.type ?? 'website'),
    meta('property', 'og:site_name', page.siteName),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', OG_LOCALES[page.locale]),
    meta('property', 'og:locale:alternate', OG_LOCALES[otherLocale]),
    meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
  );
  if (page.image) tags.push(meta('property', 'og:image', page.image), meta('name', 'twitter:image', page.image));
  if (page.jsonLd) {
    // A data block, not a script: browsers do not run it, so the CSP has nothing to allow. "<" is
    // escaped so no text in it can close the element.
    tags.push({
      tag: 'script',
      attrs: { type: 'application/ld+json' },
      text: JSON.stringify(page.jsonLd).replace(/</g, '\\u003c'),
    });
  }
  return tags;
}

const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The tags as HTML, for the prerendered files. */
export function headToHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      if (tag.tag === 'title') return `<title data-head>${escapeHtml(tag.text)}</title>`;
      if (tag.tag === 'script') return `<script data-head type="${escapeHtml(tag.attrs.type ?? '')}">${tag.text}</script>`;
      const attrs = Object.entries(tag.attrs)
        .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
        .join('');
      return `<${tag.tag} data-head${attrs} />`;
    })
    .join('\n    ');
}

/** Puts the tags into a live document, replacing the previous page's (after client-side navigation). */
export function applyHead(doc: Document, tags: readonly HeadTag[]): void {
  for (const old of doc.head.querySelectorAll('[data-head], title, meta[name="description"]')) old.remove();
  for (const tag of tags) {
    const element = doc.createElement(tag.tag);
    element.setAttribute('data-head', '');
    if (tag.tag === 'title') element.textContent = tag.text;
    else {
      for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value);
      if (tag.tag === 'script') element.textContent = tag.text;
    }
    doc.head.append(element);
  }
}
