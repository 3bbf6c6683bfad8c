import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { Locale } from '@reactivation/contracts';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { paths } from '@/config/paths';
import { PRERENDERED_ROUTES, type MetaKey } from '@/config/seo';
import { blogPostsIn, findPost, loadPost } from '@/features/blog/lib/posts';
import { loadGuide } from '@/features/guide/lib/guide';
import type { BlogPostSummary } from '@/features/blog/lib/types';
import { initI18n, switchLanguage } from '@/lib/i18n';
import { pageHeadFor } from '@/lib/page-head';
import { headToHtml } from '@/lib/seo';

/**
 * Server rendering for the build-time prerender (scripts/prerender.mjs): the same routes and
 * components as the browser, drawn to HTML once per page and language.
 */

/** A page to prerender: its address, the seo key its head comes from, and the slug of a blog post. */
export type PrerenderTarget = { path: string; key: MetaKey; status: number; articleSlug?: string };

/** Every public page without parameters, every blog article, plus the 404 pages (drawn at addresses nothing matches). */
export const prerenderTargets: readonly PrerenderTarget[] = [
  ...PRERENDERED_ROUTES.map((key) => ({ path: paths[key].path, key, status: 200 })),
  // Every article exists in every language; the English list names them.
  ...blogPostsIn('en').map((article) => ({
    path: paths.blogPost.getHref(article.slug),
    key: 'blogPost' as const,
    status: 200,
    articleSlug: article.slug,
  })),
  { path: '/404', key: 'notFound', status: 404 },
  { path: '/blog/404', key: 'notFound', status: 404 },
];

/** An unknown article gets the blog's own "Post Not Found" page, with status 404. */
export const notFoundPages: ReadonlyArray<{ prefix: string; path: string }> = [{ prefix: '/blog/', path: '/blog/404' }];

/** Route patterns the browser draws without a prerendered file (staff, payment, routes with parameters). */
export const clientOnlyPatterns: readonly string[] = Object.values(paths)
  .map((route) => route.path)
  .filter((path) => !prerenderTargets.some((target) => target.path === path) && path !== paths.blogPost.path);

/** Replaced by the server with the site's public address, which is known only where it runs. */
export const ORIGIN_PLACEHOLDER = '__SITE_ORIGIN__';

export type RenderedPage = { html: string; head: string };

const translations = initI18n('en');

export async function renderPage(target: PrerenderTarget, locale: Locale): Promise<RenderedPage> {
  await translations;
  await import('@/locales/seo-catalog');
  await switchLanguage(locale);
  // An article's text is loaded before drawing, so its page renders without suspending.
  const slug = /^\/blog\/([^/]+)$/.exec(target.path)?.[1];
  if (slug) await loadPost(slug, locale);
  if (target.path === paths.guide.path) await loadGuide(locale);
  const article: BlogPostSummary | undefined = target.articleSlug ? findPost(target.articleSlug, locale) : undefined;
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender${target.path}`));
  if (context instanceof Response) throw new Error(`${target.path} answered a redirect while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // No hydration data script: no route has a loader, and the CSP allows no inline script.
  // prerender (not renderToString) waits for every lazy part, so the HTML is the whole page.
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
    // React moves a large Suspense boundary (an article) out of place and reveals it with an inline
    // script, which the CSP refuses; one chunk keeps every page's HTML in place, script-free.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const head = headToHtml(
    pageHeadFor({ key: target.key, path: target.path, locale, origin: ORIGIN_PLACEHOLDER, article }),
  );
  return { html: await new Response(prelude).text(), head };
}
