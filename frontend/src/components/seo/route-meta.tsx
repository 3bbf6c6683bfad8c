import type { Locale } from '@reactivation/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router-dom';
import type { MetaKey } from '@/config/seo';
import { currentLanguage } from '@/lib/i18n';
import { pageHeadFor, type ArticleMeta } from '@/lib/page-head';
import { applyHead } from '@/lib/seo';

/** What a route tells the layout about itself (the router sets it from the route table). */
export type RouteHandle = {
  metaKey: MetaKey;
  /**
   * For the page of one article: finds it by the page's address, so the head carries the article's own
   * title and data. When it finds none, the page gets the "not found" head.
   */
  findArticle?: (pathname: string, locale: Locale) => Promise<ArticleMeta | undefined>;
};

const NOT_FOUND: RouteHandle = { metaKey: 'notFound' };

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'metaKey' in handle;
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return NOT_FOUND;
}

/**
 * Keeps <head> in step with the page and the language after the first load (which the prerendered
 * HTML already carries). Drawn once by each layout; pages never set their own tags.
 */
export function RouteMeta() {
  const { metaKey: key, findArticle } = useRouteHandle();
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const locale = currentLanguage(i18n);

  // A prerendered page carries its head already (<html data-page> names the page it was drawn for).
  const fromServer = useRef(typeof document !== 'undefined' && document.documentElement.dataset.page === pathname);

  useEffect(() => {
    const untouched = fromServer.current && document.documentElement.lang === locale;
    fromServer.current = false;
    delete document.documentElement.dataset.page;
    if (untouched) return;
    let live = true;
    // An article's head comes from the article itself, in the page's language, which its route finds.
    const article = findArticle ? findArticle(pathname, locale) : Promise.resolve(undefined);
    void Promise.all([article, import('@/locales/seo-catalog')]).then(([found]) => {
      if (!live) return;
      const pageKey = findArticle && !found ? 'notFound' : key;
      applyHead(document, pageHeadFor({ key: pageKey, path: pathname, locale, origin: window.location.origin, article: found }));
    });
    return () => {
      live = false;
    };
  }, [key, findArticle, pathname, locale]);

  return null;
}
