import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { SECRET_ROUTE_PARAMS } from './mask-secrets';

/**
 * One log line per request once it is answered: method, path (no query string: it may carry
 * a token), status and milliseconds. Health probes are left out. Kept to a closure and a single
 * listener because it runs on every request (see scripts/bench/intake.ts).
 *
 * Tokens are masked twice. When a route took the request, the line holds the route's own path with
 * its token parameters as `***` (a case room's messages log as /api/case-status/ then `***` then
 * /messages): the route knows which segment is the token, however the address was spelled. Every line
 * then passes through maskSecrets (AppLogger), which also covers addresses no route took (404s in
 * any spelling).
 */
export function requestLog(logger: Logger) {
  const log = logger.child({ context: 'HTTP' });
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!log.isLevelEnabled('info') || req.path.startsWith('/api/health')) return next();
    const started = performance.now();
    res.once('finish', () => {
      const ms = Math.round(performance.now() - started);
      log.info({ method: req.method, path: routePathWithoutSecrets(req) ?? req.path, status: res.statusCode, ms }, 'request');
    });
    next();
  };
}

/** The matched route's path with its token parameters as `***` and its other parameters filled in; null when it has none. */
export function routePathWithoutSecrets(req: Pick<Request, 'route' | 'params'>): string | null {
  const pattern: unknown = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern !== 'string') return null;
  let secret = false;
  const path = pattern.replace(/:(\w+)/g, (whole, name: string) => {
    if (SECRET_ROUTE_PARAMS.has(name)) {
      secret = true;
      return '***';
    }
    const value: unknown = (req.params as Record<string, unknown> | undefined)?.[name];
    return typeof value === 'string' ? encodeURIComponent(value) : whole;
  });
  return secret ? path : null;
}
