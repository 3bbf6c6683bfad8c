import type { Request } from 'express';

/** The cookie that carries the token to the queue board (a page the browser opens by itself). */
export const ADMIN_COOKIE = 'admin_session';

/**
 * The only path the cookie is sent to: the queue board's (mounted there by the ops module). The API
 * itself reads the Bearer header, so a cookie never authenticates an API call (no CSRF surface there).
 */
export const ADMIN_COOKIE_PATH = '/api/admin/queues';

/** The Bearer token of a request ("Authorization: Bearer <token>"), else null. */
export function bearerToken(req: Request): string | null {
  const match = /^Bearer ([\w.-]+)$/.exec(req.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** The admin session cookie's token, else null. */
export function cookieToken(req: Request): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === ADMIN_COOKIE) return /^[\w.-]+$/.test(value.join('=')) ? value.join('=') : null;
  }
  return null;
}
