import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Env } from './config/env';
import { ApiExceptionFilter } from './core/http/api-exception.filter';
import { AppLogger } from './core/logging/app-logger';
import { requestLog } from './core/logging/request-log.middleware';

/** Where `npm run build -w frontend` puts the SPA. */
export const FRONTEND_DIST = resolve(__dirname, '../../frontend/dist');

/** Everything an HTTP app needs beyond its modules; shared by main.ts and the tests. */
export function configureHttpApp(app: NestExpressApplication, env: Env): void {
  const logger = app.get(AppLogger);
  app.useLogger(logger);
  app.use(requestLog(logger.pino));
  app.set('trust proxy', trustProxySetting(env.TRUST_PROXY));
  app.disable('x-powered-by');
  app.set('etag', false); // API answers are not cached; hashing every body costs CPU for nothing
  app.use(securityHeaders());
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new ApiExceptionFilter());
  serveSpa(app);
}

/**
 * Helmet's full set (CSP, frame and referrer rules …) on pages; on JSON answers only the headers
 * that mean something there: a CSP or a frame rule on JSON protects nothing and costs every call.
 */
function securityHeaders() {
  const pages = helmet();
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isApiPath(req.path)) return pages(req, res, next);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** "true"/"false", a hop count, or a list of addresses and names such as "loopback, 10.0.0.0/8". */
function trustProxySetting(value: string): boolean | number | string {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

/**
 * The built React app for every path outside /api: hashed assets cached for a year, and
 * index.html (never cached) for any other GET, where the client router takes over.
 */
function serveSpa(app: NestExpressApplication): void {
  const indexHtml = join(FRONTEND_DIST, 'index.html');
  if (!existsSync(indexHtml)) {
    app.get(AppLogger).warn(`No front end at ${FRONTEND_DIST}: run "npm run build -w frontend". The API still works.`);
    return;
  }
  app.use('/assets', express.static(join(FRONTEND_DIST, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  app.use(express.static(FRONTEND_DIST, { index: false, maxAge: '1h' }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (isApiPath(req.path) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
}
