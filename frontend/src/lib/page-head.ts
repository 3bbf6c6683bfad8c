import type { Locale } from '@reactivation/contracts';
import { NOINDEX_PAGES, type MetaKey } from '@/config/seo';
import { i18n } from './i18n';
import { buildHead, type HeadTag } from './seo';

export type PageHeadRequest = { key: MetaKey; path: string; locale: Locale; origin: string };

/**
 * The head of a page from the route table and the seo catalog; the one place both the prerender
 * and the browser get their titles, descriptions and links from. The seo namespace must be registered.
 */
export function pageHeadFor({ key, path, locale, origin }: PageHeadRequest): HeadTag[] {
  const t = i18n.getFixedT(locale, 'seo');
  return buildHead({
    title: t(`routes.${key}.title`),
    description: t(`routes.${key}.description`),
    keywords: t(`routes.${key}.keywords`) || undefined,
    path,
    locale,
    origin,
    siteName: i18n.getFixedT(locale, 'common')('brand.name'),
    noindex: NOINDEX_PAGES.has(key),
  });
}
