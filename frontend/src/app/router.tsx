import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider, type NonIndexRouteObject, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/components/seo/route-meta';
import { AdminFallback } from '@/components/layouts/admin-fallback';
import { MainLayout } from '@/components/layouts/main-layout';
import { paths, routeKeys, type RouteKey, type RouteLayout } from '@/config/paths';
import { RouteError } from './routes/route-error';

type RouteModule = { default: ComponentType };
type RouteModuleLoader = () => Promise<RouteModule>;

const notFound: RouteModuleLoader = () => import('./routes/not-found');

/** The page of each route (SPEC §2, plus the client's case-status page), each its own chunk. */
const pages: Record<RouteKey, RouteModuleLoader> = {
  home: () => import('./routes/home'),
  services: () => import('./routes/services'),
  howItWorks: () => import('./routes/how-it-works'),
  testimonials: () => import('./routes/testimonials'),
  faq: () => import('./routes/faq'),
  blog: () => import('./routes/blog'),
  blogPost: () => import('./routes/blog-post'),
  freeCaseReview: () => import('./routes/free-case-review'),
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
};

type LayoutRoute = Pick<NonIndexRouteObject, 'Component' | 'HydrateFallback' | 'ErrorBoundary' | 'lazy'>;

/**
 * The frame around each group of pages. The public one is drawn while the first page's code loads,
 * so the header and footer show at once. The staff panel's frame comes with the panel's own code,
 * so nothing of the panel is part of the public pages' first load.
 */
const layouts: Record<RouteLayout, LayoutRoute> = {
  public: { Component: MainLayout, HydrateFallback: MainLayout },
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
    .map((key) => ({ id: key, path: paths[key].path, handle: { metaKey: key } satisfies RouteHandle, lazy: lazyPage(pages[key]) }));
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

/** The browser's router; it picks up the prerender's hydration data by itself. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouterProps = { router: ReturnType<typeof createAppRouter> };

export function AppRouter({ router }: AppRouterProps) {
  return <RouterProvider router={router} />;
}
