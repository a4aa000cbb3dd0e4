import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/** `Strict-Transport-Security` max-age: one year, in seconds. */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Content-Security-Policy of the pages: the web app (its HTML and assets) and `/v1/docs`.
 * Everything from the service's own origin only. Mantine and Swagger UI set inline `style`
 * attributes (Mantine also one `<style>` element of CSS variables), hence `style-src
 * 'unsafe-inline'`; scripts are only files of this origin (no inline script, no eval); no page
 * may be framed (`frame-ancestors 'none'`, clickjacking).
 */
export const WEB_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Content-Security-Policy of every other answer (JSON, `/health`, errors): nothing may load and
 * nothing may frame it (OWASP REST Security Cheat Sheet).
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Whether a path is the rendered API reference (`/v1/docs` and its Swagger UI files). */
function isDocs(path: string): boolean {
  return path === '/v1/docs' || path.startsWith('/v1/docs/');
}

/**
 * The security headers of every answer (docs/security.md#headers), set before anything else can
 * answer, so errors (404, 413, 415, 401, 429, 500) carry them too. `helmet` (pinned) sets:
 *
 * - `Strict-Transport-Security: max-age=31536000; includeSubDomains` (both HTTPS modes; in proxy
 *   mode the only plain-HTTP answer is 403 `HTTPS_REQUIRED`, and browsers ignore the header there);
 * - `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY`, `Referrer-Policy: same-origin`
 *   (not `no-referrer`: with it, browsers send `Origin: null` on the app's own POSTs, which the
 *   CSRF rule must refuse), `Cross-Origin-Opener-Policy` and `Cross-Origin-Resource-Policy:
 *   same-origin`, `X-DNS-Prefetch-Control: off`, `X-Permitted-Cross-Domain-Policies: none`,
 *   `X-XSS-Protection: 0`, `Origin-Agent-Cluster`;
 * - `Content-Security-Policy`: {@link WEB_CSP} on `/v1/docs` (the app's pages get it from
 *   `webAppMiddleware`), {@link API_CSP} on everything else.
 *
 * Every `/v1` answer also says `Cache-Control: no-store` (API answers hold account data and
 * one-time secrets); the app's files set their own caching.
 */
export function securityHeaders(): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: false, // set below, by path
    hsts: { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true, preload: false },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Content-Security-Policy', isDocs(req.path) ? WEB_CSP : API_CSP);
    if (req.path === '/v1' || req.path.startsWith('/v1/'))
      res.setHeader('Cache-Control', 'no-store');
    headers(req, res, next);
  };
}
