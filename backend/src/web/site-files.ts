import { PAGE_LOCALES } from './prerendered-pages';

const LANGUAGE_QUERY = 'lang';

/** "/services" in "es" → "https://site/services?lang=es"; English is the plain address. */
export function pageUrl(origin: string, path: string, locale: string): string {
  return locale === 'en' ? `${origin}${path}` : `${origin}${path}?${LANGUAGE_QUERY}=${locale}`;
}

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Every indexable page in every language, each with its hreflang alternates. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.flatMap((path) =>
    PAGE_LOCALES.map((locale) => {
      const alternates = PAGE_LOCALES.map(
        (other) =>
          `    <xhtml:link rel="alternate" hreflang="${other}" href="${escapeXml(pageUrl(origin, path, other))}"/>`,
      ).join('\n');
      return `  <url>\n    <loc>${escapeXml(pageUrl(origin, path, locale))}</loc>\n${alternates}\n  </url>`;
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawlers may read every public page; the staff panel, the API and the clients' payment, status and satisfaction links are off limits. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /admin-login',
    'Disallow: /api/',
    'Disallow: /payment',
    'Disallow: /case/',
    'Disallow: /feedback/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
