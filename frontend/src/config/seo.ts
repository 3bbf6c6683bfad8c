import { paths, routeKeys, type RouteKey } from './paths';

/** A key of the seo catalog (locales/<lang>/seo.json): every route, plus the 404 page. */
export type MetaKey = RouteKey | 'notFound';

/** Pages kept out of search results and the sitemap: staff, payment, case-status and error pages. */
export const NOINDEX_PAGES: ReadonlySet<MetaKey> = new Set<MetaKey>([
  'payment',
  'paymentSuccess',
  'caseStatus',
  'adminLogin',
  'admin',
  'adminCase',
  'adminChat',
  'adminJournal',
  'adminReport',
  'adminMacros',
  'satisfaction',
  'notFound',
]);

/** Public routes without parameters: each is prerendered to HTML in both languages. */
export const PRERENDERED_ROUTES: readonly RouteKey[] = routeKeys.filter(
  (key) =>
    paths[key].layout === 'public' && !paths[key].path.includes(':') && !NOINDEX_PAGES.has(key),
);
