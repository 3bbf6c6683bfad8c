import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Env } from '../config/env';
import { AppLogger } from '../core/logging/app-logger';
import { encodeBody, precompressed, sendEncoded, type EncodedBody } from './encodings';
import { fillPage, PrerenderedPages, type PageLocale, type PageSettings } from './prerendered-pages';
import { readBuildManifest, routeScripts } from './route-scripts';
import { robotsTxt, sitemapXml } from './site-files';
import { needsSlashRedirect, withoutTrailingSlash } from './trailing-slash';

/** Where `npm run build -w frontend` puts the site. */
export const FRONTEND_DIST = resolve(__dirname, '../../../frontend/dist');

export const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');

export type WebAppSettings = Pick<Env, 'PUBLIC_URL' | 'SUPPORT_EMAIL' | 'SUPPORT_PHONE'>;

/**
 * The built site for every path outside /api: hashed assets cached for a year; each public page
 * as its prerendered HTML in the visitor's language (404 status for an unknown address); the
 * app shell for the routes the browser draws itself; the sitemap and robots.txt. Pages and shell
 * carry this server's public address and support contacts, filled in once at boot.
 */
export function serveWebApp(app: NestExpressApplication, env: WebAppSettings, dist = FRONTEND_DIST): void {
  const indexHtml = join(dist, 'index.html');
  if (!existsSync(indexHtml)) {
    app.get(AppLogger).warn(`No front end at ${dist}: run "npm run build -w frontend". The API still works.`);
    return;
  }
  const origin = env.PUBLIC_URL.replace(/\/+$/, '');
  const settings: PageSettings = { origin, support: { email: env.SUPPORT_EMAIL, phone: env.SUPPORT_PHONE } };
  const pages = PrerenderedPages.load(join(dist, 'pages'), settings);
  if (!pages) app.get(AppLogger).warn('The front end has no prerendered pages; every page is drawn in the browser.');
  const shell: EncodedBody = encodeBody(fillPage(readFileSync(indexHtml, 'utf8'), null, settings));
  const manifest = readBuildManifest(dist);
  const roomScripts = manifest ? routeScripts(manifest, ...CASE_ROOM_MODULES) : [];
  const sendShell = (req: Request, res: Response) => {
    res.type('html');
    sendEncoded(req, res, shell);
  };

  // Only what is outside /api: one gate in front of the site's middleware, so an API request skips
  // them in one test instead of passing each (static files, the pages) on its way to its route.
  const site = express.Router({ caseSensitive: true });
  app.use((req: Request, res: Response, next: NextFunction) => (isApiPath(req.path) ? next() : site(req, res, next)));

  // The shell as built still holds placeholders: never sent as a file.
  site.use('/index.html', (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.setHeader('Cache-Control', 'no-cache');
    sendShell(req, res);
  });
  site.use(precompressed(dist));
  site.use('/assets', express.static(join(dist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  site.use(express.static(dist, { index: false, maxAge: '1h' }));
  const sitemap = sitemapXml(origin, pages?.indexablePaths() ?? []);
  site.use('/sitemap.xml', plain('application/xml', sitemap));
  site.use('/robots.txt', plain('text/plain', robotsTxt(origin)));

  site.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (needsSlashRedirect(req.path)) return res.redirect(301, withoutTrailingSlash(req.originalUrl));
    res.setHeader('Cache-Control', 'no-cache');
    const locale = requestedLocale(req);
    const page = pages?.resolve(req.path, locale);
    if (!page) {
      const preload = caseRoomPreload(req.path, roomScripts);
      if (preload) res.setHeader('Link', preload);
      return sendShell(req, res);
    }
    res.setHeader('Vary', 'Cookie');
    res.setHeader('Content-Language', locale);
    res.status(page.status).type('html');
    sendEncoded(req, res, page.body);
  });
}

/** A case room's address: /case/<the link's token> (URL-safe, as the database makes it). */
const CASE_ROOM = /^\/case\/([\w-]{16,64})$/;
/** The room's page module in the build's manifest, and i18next, which every page but the home page starts on (ADR 0040). */
const CASE_ROOM_MODULES = ['src/app/routes/case-status.tsx', 'src/lib/i18n-full.ts'];

/**
 * The case room is drawn in the browser from its scripts, its data and its deadline: the browser is told
 * to fetch all of them with the page, side by side, instead of finding each only when the one before it
 * has run (on a slow phone connection every step of that chain costs a round trip and more). The data
 * requests are the page's own (credentials included), so their answers are used, not fetched twice.
 */
export function caseRoomPreload(path: string, scripts: readonly string[] = []): string | undefined {
  const token = CASE_ROOM.exec(path)?.[1];
  if (!token) return undefined;
  return [
    ...[`/api/case-status/${token}`, `/api/case-status/${token}/deadline`].map(
      (url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`,
    ),
    ...scripts.map((script) => `<${script}>; rel=modulepreload`),
  ].join(', ');
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
