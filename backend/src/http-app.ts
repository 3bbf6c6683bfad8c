import { StreamableFile } from '@nestjs/common';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { ChatIoAdapter } from './chat/chat-io.adapter';
import { QueueBoard } from './ops/queue-board';
import type { Env } from './config/env';
import { ApiExceptionFilter } from './core/http/api-exception.filter';
import { AppLogger } from './core/logging/app-logger';
import { requestLog } from './core/logging/request-log.middleware';
import { isApiPath, serveWebApp } from './web/web-app';

/**
 * The Express app under Nest, for main.ts and the tests. Routing is case-sensitive: one spelling per
 * address, so /api/Case-Status/<token> is not the status route (404) and a token route's log line is
 * written one way. It has to be set before Express makes its router (at the first route or middleware),
 * hence here and not in configureHttpApp. The site's pages were already matched letter for letter
 * (prerendered-pages.ts), and every address the front end calls is lower case.
 */
export function httpAdapter(): ExpressAdapter {
  return new ApiExpressAdapter(express().set('case sensitive routing', true));
}

/**
 * Express's adapter, writing a handler's JSON answer directly: the same status, headers and bytes as
 * `res.json` (no ETag here, no JSON settings), without `res.send` parsing its own Content-Type back
 * on every answer to add the charset it has just put there. Anything else (a file, a HEAD request,
 * an answer whose type a handler chose, a conditional request, no body) goes Express's way.
 */
class ApiExpressAdapter extends ExpressAdapter {
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    if (body === null || typeof body !== 'object' || body instanceof StreamableFile || Buffer.isBuffer(body)) {
      return super.reply(response, body, statusCode);
    }
    if (statusCode) response.status(statusCode);
    const status = response.statusCode;
    const { method, headers } = response.req;
    // Express answers a conditional GET 304 when it can (`req.fresh`): those go its way too.
    const conditional = headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined;
    if (method === 'HEAD' || conditional || status === 204 || status === 304 || response.hasHeader('Content-Type')) {
      return super.reply(response, body, undefined);
    }
    const json = JSON.stringify(body);
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Content-Length', Buffer.byteLength(json));
    return response.end(json);
  }
}

/** Everything an HTTP app needs beyond its modules; shared by main.ts and the tests. */
export function configureHttpApp(app: NestExpressApplication, env: Env): void {
  const logger = app.get(AppLogger);
  app.useLogger(logger);
  app.use(requestLog(logger.pino));
  app.set('trust proxy', trustProxySetting(env.TRUST_PROXY));
  app.disable('x-powered-by');
  app.set('etag', false); // API answers are not cached; hashing every body costs CPU for nothing
  app.use(securityHeaders(env));
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new ApiExceptionFilter());
  app.get(QueueBoard).mount(app);
  // The chat gateways' socket.io server (origin check, Redis Streams adapter), created by Nest at listen.
  app.useWebSocketAdapter(new ChatIoAdapter(app, env));
  serveWebApp(app, env);
}

/**
 * Helmet's full set (CSP, frame and referrer rules …) on pages; on JSON answers only the headers
 * that mean something there: a CSP or a frame rule on JSON protects nothing and costs every call.
 */
function securityHeaders(env: Env) {
  // The Google Ads tag and the addresses it reports to, only when the operator configured it.
  const adTag = env.GOOGLE_ADS_ID ? AD_TAG_SOURCES : { script: [], connect: [], img: [], frame: [] };
  const pages = helmet({
    contentSecurityPolicy: {
      directives: {
        // Stripe.js and its card fields (loaded only on the payment step and the payment-link page).
        scriptSrc: ["'self'", 'https://js.stripe.com', ...adTag.script],
        frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com', ...adTag.frame],
        connectSrc: ["'self'", 'https://api.stripe.com', ...adTag.connect],
        imgSrc: ["'self'", 'data:', ...adTag.img],
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

/** Where gtag.js comes from and where it sends conversions (Google's documented CSP list for Ads). */
const AD_TAG_SOURCES = {
  script: ['https://www.googletagmanager.com', 'https://www.googleadservices.com', 'https://googleads.g.doubleclick.net'],
  connect: ['https://www.google.com', 'https://googleads.g.doubleclick.net', 'https://www.googleadservices.com', 'https://pagead2.googlesyndication.com'],
  img: ['https://www.google.com', 'https://googleads.g.doubleclick.net', 'https://www.googletagmanager.com'],
  frame: ['https://td.doubleclick.net', 'https://www.googletagmanager.com'],
};

/** "true"/"false", a hop count, or a list of addresses and names such as "loopback, 10.0.0.0/8". */
function trustProxySetting(value: string): boolean | number | string {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}
