import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider, type NonIndexRouteObject, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/components/seo/route-meta';
import { AdminFallback } from '@/components/layouts/admin-fallback';
import { MainLayout } from '@/components/layouts/main-layout';
import { paths, routeKeys, type RouteKey, type RouteLayout } from '@/config/paths';
import { Overlays } from '@/features/overlays';
import { RouteError } from './routes/route-error';

type RouteModule = { default: ComponentType };
type RouteModuleLoader = () => Promise<RouteModule>;

const notFound: RouteModuleLoader = () => import('./routes/not-found');

/** The page of each route (docs/product.md §2), each its own chunk. */
const pages: Record<RouteKey, RouteModuleLoader> = {
  home: () => import('./routes/home'),
  services: () => import('./routes/services'),
  howItWorks: () => import('./routes/how-it-works'),
  testimonials: () => import('./routes/testimonials'),
  faq: () => import('./routes/faq'),
  blog: () => import('./routes/blog'),
  blogPost: () => import('./routes/blog-post'),
  freeCaseReview: () => import('./routes/free-case-review'),
  guide: () => import('./routes/guide'),
  payment: () => import('./routes/payment'),
  paymentSuccess: () => import('./routes/payment-success'),
  contact: () => import('./routes/contact'),
  privacy: () => import('./routes/privacy'),
  terms: () => import('./routes/terms'),
  refund: () => import('./routes/refund'),
  termsConditions: () => import('./routes/terms-conditions'),
  amazonFlexReactivation: () => import('./routes/amazon-flex-reactivation'),
  doordashReactivation: () => import('./routes/doordash-reactivation'),
  uberLyftReactivation: () => import('./routes/uber-lyft-reactivation'),
  instacartReactivation: () => import('./routes/instacart-reactivation'),
  sparkReactivation: () => import('./routes/spark-reactivation'),
  caseStatus: () => import('./routes/case-status'),
  adminLogin: () => import('./routes/admin-login'),
  admin: () => import('./routes/admin'),
  adminCase: () => import('./routes/admin-case'),
  adminChat: () => import('./routes/admin-chat'),
  adminJournal: () => import('./routes/admin-journal'),
  adminReport: () => import('./routes/admin-report'),
  adminMacros: () => import('./routes/admin-macros'),
  satisfaction: () => import('./routes/satisfaction'),
};

/** The public pages' frame with the overlays of docs/product.md §2 (banner, popups, support chat), which no staff page shows. */
function PublicLayout() {
  return <MainLayout overlays={<Overlays />} />;
}

/**
 * What a route tells the layout beyond its meta key. An article's page finds its article for the
 * head; the blog index is loaded only on blog pages.
 */
const handles: Partial<Record<RouteKey, Omit<RouteHandle, 'metaKey'>>> = {
  blogPost: {
    findArticle: (pathname, locale) =>
      import('@/features/blog/lib/posts').then(({ findPost }) => findPost(decodeURIComponent(pathname.split('/')[2] ?? ''), locale)),
  },
};

type LayoutRoute = Pick<NonIndexRouteObject, 'Component' | 'HydrateFallback' | 'ErrorBoundary' | 'lazy'>;

/**
 * The frame around each group of pages. The public one is drawn while the first page's code loads,
 * so the header and footer show at once. The staff panel's frame comes with the panel's own code,
 * so nothing of the panel is part of the public pages' first load.
 */
const layouts: Record<RouteLayout, LayoutRoute> = {
  public: { Component: PublicLayout, HydrateFallback: PublicLayout },
  admin: {
    lazy: async () => ({ Component: (await import('./routes/admin-layout')).default }),
    HydrateFallback: AdminFallback,
    // The frame's own code may fail to load (a deploy in between); the page then says so.
    ErrorBoundary: RouteError,
  },
};

function lazyPage(load: RouteModuleLoader): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

function pagesOf(layout: RouteLayout): RouteObject[] {
  return routeKeys
    .filter((key) => paths[key].layout === layout)
    .map((key) => ({
      id: key,
      path: paths[key].path,
      handle: { metaKey: key, ...handles[key] } satisfies RouteHandle,
      lazy: lazyPage(pages[key]),
    }));
}

function layoutRoute(layout: RouteLayout, extra: RouteObject[] = []): RouteObject {
  return {
    id: `layout-${layout}`,
    ...layouts[layout],
    // A pathless child keeps the header and footer around an error inside a page.
    children: [{ ErrorBoundary: RouteError, children: [...pagesOf(layout), ...extra] }],
  };
}

export const routes: RouteObject[] = [
  layoutRoute('public', [
    { id: 'notFound', path: '*', handle: { metaKey: 'notFound' } satisfies RouteHandle, lazy: lazyPage(notFound) },
  ]),
  layoutRoute('admin'),
];

/**
 * Before hydrating a prerendered page, loads the code of the routes it shows, so the first client
 * render draws the same page the HTML holds instead of the layout's fallback.
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * The browser's router. Over a prerendered page it starts as a hydration: no route has a loader,
 * so the (empty) hydration data is given here rather than as an inline script, which the CSP
 * forbids. It also tells <ScrollRestoration> that this first location was drawn by the server:
 * without it, hydration would scroll a visitor who had already scrolled back to the top.
 */
export function createAppRouter({ hydrating = false }: { hydrating?: boolean } = {}) {
  return createBrowserRouter(routes, hydrating ? { hydrationData: { loaderData: {} } } : undefined);
}

export type AppRouterProps = { router: ReturnType<typeof createAppRouter> };

export function AppRouter({ router }: AppRouterProps) {
  return <RouterProvider router={router} />;
}
