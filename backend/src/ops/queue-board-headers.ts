import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/**
 * The site's page headers for the queue board, which lives under /api (so it gets only the API's
 * three headers otherwise) but is a page staff open in the browser. The CSP is the tightest the
 * board's UI works under (checked in Chromium): its own scripts only, inline styles (its loading
 * screen and React's style attributes), its own images and data: icons, its own API. Google Fonts,
 * which its page links, are left out: staff addresses go to no third party, and the board draws in
 * the system font. Never framed (`frame-ancestors 'none'`, `X-Frame-Options: DENY`), no referrer,
 * never cached (it shows job data).
 */
const boardHelmet = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
});

export function queueBoardHeaders(req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'no-store');
  boardHelmet(req, res, next);
}
