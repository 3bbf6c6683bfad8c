import { useState, type ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
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
  services: notFound,
  howItWorks: notFound,
  testimonials: notFound,
  faq: notFound,
  blog: notFound,
  blogPost: notFound,
  freeCaseReview: () => import('./routes/free-case-review'),
  payment: notFound,
  paymentSuccess: notFound,
  contact: notFound,
  privacy: notFound,
  terms: notFound,
  refund: notFound,
  termsConditions: notFound,
  amazonFlexReactivation: notFound,
  doordashReactivation: notFound,
  uberLyftReactivation: notFound,
  instacartReactivation: notFound,
  sparkReactivation: notFound,
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
    .map((key) => ({ path: paths[key].path, lazy: lazyPage(pages[key]) }));
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
  layoutRoute('public', [{ path: '*', lazy: lazyPage(notFound) }]),
  layoutRoute('admin'),
];

export function AppRouter() {
  // One router for the life of the app; creating it during render would reset navigation.
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
