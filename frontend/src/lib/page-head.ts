import type { Locale } from '@reactivation/contracts';
import { NOINDEX_PAGES, type MetaKey } from '@/config/seo';
import { FEE_TEXT } from './fee';
import { i18n } from './i18n';
import { buildHead, type HeadTag, type PageHead } from './seo';

/** What the head of an article's page needs of it (a blog post's front matter holds all of it). */
export type ArticleMeta = {
  title: string;
  metaDescription: string;
  keywords: readonly string[];
  /** Cover image paths by width; the widest goes into the head. */
  image: Readonly<Record<number, string>>;
  author: string;
  /** ISO date, e.g. "2025-06-04". */
  date: string;
  category: string;
  /** The language the article is written in. */
  lang: Locale;
};

export type PageHeadRequest = {
  key: MetaKey;
  path: string;
  locale: Locale;
  origin: string;
  /** A blog article: its own title, description, keywords, image and Article structured data. */
  article?: ArticleMeta;
};

/**
 * The head of a page from the route table and the seo catalog; the one place both the prerender
 * and the browser get their titles, descriptions and links from. The seo namespace must be registered.
 */
export function pageHeadFor({ key, path, locale, origin, article }: PageHeadRequest): HeadTag[] {
  const t = i18n.getFixedT(locale, 'seo');
  const siteName = i18n.getFixedT(locale, 'common')('brand.name');
  if (article) return buildHead(articleHead(article, { path, locale, origin, siteName }));
  return buildHead({
    title: t(`routes.${key}.title`),
    description: t(`routes.${key}.description`, { fee: FEE_TEXT }),
    keywords: t(`routes.${key}.keywords`) || undefined,
    path,
    locale,
    origin,
    siteName,
    noindex: NOINDEX_PAGES.has(key),
  });
}

function articleHead(article: ArticleMeta, page: Pick<PageHead, 'path' | 'locale' | 'origin' | 'siteName'>): PageHead {
  const widths = Object.keys(article.image)
    .map(Number)
    .sort((a, b) => b - a);
  const image = `${page.origin}${article.image[widths[0]!]}`;
  const url = `${page.origin}${page.path}`;
  return {
    ...page,
    title: `${article.title} | ${page.siteName}`,
    description: article.metaDescription,
    keywords: article.keywords.join(', '),
    type: 'article',
    image,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      description: article.metaDescription,
      image: [image],
      datePublished: article.date,
      dateModified: article.date,
      author: { '@type': 'Organization', name: `${page.siteName} ${article.author}` },
      publisher: { '@type': 'Organization', name: page.siteName },
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      articleSection: article.category,
      keywords: article.keywords.join(', '),
      inLanguage: article.lang,
    },
  };
}
