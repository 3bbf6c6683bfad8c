import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { QueueBoard } from './admin-auth/queue-board';
import { ChatSocketServer } from './chat/chat-socket.server';
import type { Env } from './config/env';
import { ApiExceptionFilter } from './core/http/api-exception.filter';
import { AppLogger } from './core/logging/app-logger';
import { requestLog } from './core/logging/request-log.middleware';
import { isApiPath, serveWebApp } from './web/web-app';

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
  app.get(QueueBoard).mount(app);
  app.get(ChatSocketServer).attach(app.getHttpServer());
  serveWebApp(app, env.PUBLIC_URL);
}

/**
 * Helmet's full set (CSP, frame and referrer rules …) on pages; on JSON answers only the headers
 * that mean something there: a CSP or a frame rule on JSON protects nothing and costs every call.
 */
function securityHeaders() {
  const pages = helmet({
    contentSecurityPolicy: {
      directives: {
        // Stripe.js and its card fields (loaded only on the payment step and the payment-link page).
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
      },
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isApiPath(req.path)) return pages(req, res, next);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}

/** "true"/"false", a hop count, or a list of addresses and names such as "loopback, 10.0.0.0/8". */
function trustProxySetting(value: string): boolean | number | string {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}
