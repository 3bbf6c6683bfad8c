import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { AppLogger } from '../core/logging/app-logger';
import { precompressed, sendEncoded } from './encodings';
import { PrerenderedPages, type PageLocale } from './prerendered-pages';
import { robotsTxt, sitemapXml } from './site-files';

/** Where `npm run build -w frontend` puts the site. */
export const FRONTEND_DIST = resolve(__dirname, '../../../frontend/dist');

export const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');

/**
 * The built site for every path outside /api: hashed assets cached for a year; each public page
 * as its prerendered HTML in the visitor's language (404 status for an unknown address); the
 * app shell for the routes the browser draws itself; the sitemap and robots.txt.
 */
export function serveWebApp(app: NestExpressApplication, publicUrl: string, dist = FRONTEND_DIST): void {
  const indexHtml = join(dist, 'index.html');
  if (!existsSync(indexHtml)) {
    app.get(AppLogger).warn(`No front end at ${dist}: run "npm run build -w frontend". The API still works.`);
    return;
  }
  const origin = publicUrl.replace(/\/+$/, '');
  const pages = PrerenderedPages.load(join(dist, 'pages'), origin);
  if (!pages) app.get(AppLogger).warn('The front end has no prerendered pages; every page is drawn in the browser.');

  app.use(precompressed(dist));
  app.use('/assets', express.static(join(dist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  app.use(express.static(dist, { index: false, maxAge: '1h' }));
  const sitemap = sitemapXml(origin, pages?.indexablePaths() ?? []);
  app.use('/sitemap.xml', plain('application/xml', sitemap));
  app.use('/robots.txt', plain('text/plain', robotsTxt(origin)));

  app.use((req: Request, res: Response, next: NextFunction) => {
    if (isApiPath(req.path) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    if (req.path.length > 1 && req.path.endsWith('/')) {
      const query = req.originalUrl.slice(req.path.length);
      return res.redirect(301, `${req.path.replace(/\/+$/, '') || '/'}${query}`);
    }
    res.setHeader('Cache-Control', 'no-cache');
    const locale = requestedLocale(req);
    const page = pages?.resolve(req.path, locale);
    if (!page) return res.sendFile(indexHtml);
    res.setHeader('Vary', 'Cookie');
    res.setHeader('Content-Language', locale);
    res.status(page.status).type('html');
    sendEncoded(req, res, page.body);
  });
}

function plain(type: string, body: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type(type).send(body);
  };
}

/** ?lang= in the address, then the cookie the language buttons set, then English (as the browser decides). */
export function requestedLocale(req: Request): PageLocale {
  const fromQuery = req.query.lang;
  if (fromQuery === 'en' || fromQuery === 'es') return fromQuery;
  const cookie = /(?:^|;\s*)lang=(en|es)(?:;|$)/.exec(req.headers.cookie ?? '');
  return cookie ? (cookie[1] as PageLocale) : 'en';
}
