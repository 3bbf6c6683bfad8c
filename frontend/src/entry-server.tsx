import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { Locale } from '@reactivation/contracts';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { paths } from '@/config/paths';
import { PRERENDERED_ROUTES, type MetaKey } from '@/config/seo';
import { i18n, initI18n } from '@/lib/i18n';
import { pageHeadFor } from '@/lib/page-head';
import { headToHtml } from '@/lib/seo';

/**
 * Server rendering for the build-time prerender (scripts/prerender.mjs): the same routes and
 * components as the browser, drawn to HTML once per page and language.
 */

/** A page to prerender: its address, and the seo key its head comes from. */
export type PrerenderTarget = { path: string; key: MetaKey; status: number };

/** Every public page without parameters, plus the 404 page (drawn at an address no route matches). */
export const prerenderTargets: readonly PrerenderTarget[] = [
  ...PRERENDERED_ROUTES.map((key) => ({ path: paths[key].path, key, status: 200 })),
  { path: '/404', key: 'notFound', status: 404 },
];

/** Route patterns the browser draws without a prerendered file (staff, payment, routes with parameters). */
export const clientOnlyPatterns: readonly string[] = Object.values(paths)
  .map((route) => route.path)
  .filter((path) => !prerenderTargets.some((target) => target.path === path));

/** Replaced by the server with the site's public address, which is known only where it runs. */
export const ORIGIN_PLACEHOLDER = '__SITE_ORIGIN__';

export type RenderedPage = { html: string; head: string };

initI18n('en');

export async function renderPage(target: PrerenderTarget, locale: Locale): Promise<RenderedPage> {
  await import('@/locales/seo-catalog');
  await i18n.changeLanguage(locale);
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
  );
  const head = headToHtml(pageHeadFor({ key: target.key, path: target.path, locale, origin: ORIGIN_PLACEHOLDER }));
  return { html: await new Response(prelude).text(), head };
}
