import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';

/**
 * One log line per request once it is answered: method, path (no query string: it may carry
 * a token; token segments of the path are masked by AppLogger), status and milliseconds. Health probes are left out. Kept to a closure and a single
 * listener because it runs on every request (see scripts/bench/intake.ts).
 */
export function requestLog(logger: Logger) {
  const log = logger.child({ context: 'HTTP' });
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!log.isLevelEnabled('info') || req.path.startsWith('/api/health')) return next();
    const started = performance.now();
    res.once('finish', () => {
      const ms = Math.round(performance.now() - started);
      log.info({ method: req.method, path: req.path, status: res.statusCode, ms }, 'request');
    });
    next();
  };
}
