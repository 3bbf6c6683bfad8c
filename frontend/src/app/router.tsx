import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/components/seo/route-meta';
import { MainLayout } from '@/components/layouts/main-layout';
import { paths, routeKeys, type RouteKey, type RouteLayout } from '@/config/paths';
import { RouteError } from './routes/route-error';

type RouteModule = { default: ComponentType };
type RouteModuleLoader = () => Promise<RouteModule>;

const notFound: RouteModuleLoader = () => import('./routes/not-found');

/**
 * The page of each SPEC §2 route. Pages not built yet answer with the 404 page, as an
 * unknown address does; shipping a page is one line here.
 */
const pages: Record<RouteKey, RouteModuleLoader> = {
  home: () => import('./routes/home'),
  services: () => import('./routes/services'),
  howItWorks: () => import('./routes/how-it-works'),
  testimonials: () => import('./routes/testimonials'),
  faq: () => import('./routes/faq'),
  blog: notFound,
  blogPost: notFound,
  freeCaseReview: () => import('./routes/free-case-review'),
  payment: notFound,
  paymentSuccess: notFound,
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
  adminLogin: notFound,
  admin: notFound,
};

/** The frame around each group of pages. The admin panel gets its own when it ships. */
const layouts: Record<RouteLayout, ComponentType> = {
  public: MainLayout,
  admin: MainLayout,
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
  const Layout = layouts[layout];
  return {
    id: `layout-${layout}`,
    Component: Layout,
    // Drawn while the first page's code loads, so the header and footer show at once.
    HydrateFallback: Layout,
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
