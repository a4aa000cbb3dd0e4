import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { WEB_CSP } from '../common/http/security-headers';

/**
 * Where the built app is: `dist/web` (Vite's outDir, web/vite.config.ts). From the compiled
 * `dist/src/bootstrap/web-app.js` that is `../../web`; under the test runner (ES modules, no
 * `__dirname`) it is found from the working directory, which is the repository root.
 */
export function webAppDir(): string {
  return typeof __dirname === 'string'
    ? join(__dirname, '..', '..', 'web')
    : join(process.cwd(), 'dist', 'web');
}

/** Pages mailed links open: an invitation (`/invitations/<token>`), a sign-up confirmation (`/signups/<token>`), a password reset (`/password-resets/<token>`). */
const LINK_PAGE = /^\/(invitations|signups|password-resets)\/[A-Za-z0-9_-]+$/;

/** The pages' policy (`WEB_CSP`) in place of the API's; the other headers are `securityHeaders()`'s. */
function pagePolicy(res: Response): void {
  res.setHeader('Content-Security-Policy', WEB_CSP);
}

/**
 * Serves the built web app (docs/sessions-and-app.md#the-app) outside `/v1`:
 * - `/assets/*`: Vite's content-hashed files, `Cache-Control: public, max-age=31536000, immutable`;
 * - `/favicon.svg` and other top-level files of `web/public`: `Cache-Control: no-cache`;
 * - `/`, `/app`, every `/app/*` route and the pages of mailed links (`/invitations/<token>`,
 *   `/signups/<token>`, `/password-resets/<token>`): `index.html` (the app routes in the browser), with
 *   `Cache-Control: no-store` so a new release is picked up at once;
 * - every answer carries the pages' Content-Security-Policy (`WEB_CSP`); the other security
 *   headers come from `securityHeaders()`, which runs first.
 * Only `GET`/`HEAD` are handled; anything else, an unknown asset, and every path when the app is
 * not built (`dist/web/index.html` missing) falls through to the 404 `NOT_FOUND` envelope. `/v1`,
 * `/health` and `/metrics` are never touched.
 */
export function webAppMiddleware(dir = webAppDir()): RequestHandler {
  const index = join(dir, 'index.html');
  const assets = express.static(join(dir, 'assets'), {
    index: false,
    fallthrough: true,
    redirect: false,
    immutable: true,
    maxAge: '365d',
    setHeaders: (res) => {
      pagePolicy(res);
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  // Files at the top of dist/web (from web/public: the icon), revalidated on every use.
  const topLevel = express.static(dir, {
    index: false,
    fallthrough: true,
    redirect: false,
    setHeaders: (res) => {
      pagePolicy(res);
      res.setHeader('Cache-Control', 'no-cache');
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (/^\/[\w-]+\.(svg|png|ico|txt)$/.test(req.path)) return topLevel(req, res, next);
    if (req.path.startsWith('/assets/')) {
      req.url = req.url.slice('/assets'.length);
      return assets(req, res, (error?: unknown) => {
        req.url = `/assets${req.url}`;
        next(error);
      });
    }
    const isPage =
      req.path === '/' ||
      req.path === '/index.html' ||
      req.path === '/app' ||
      req.path.startsWith('/app/') ||
      LINK_PAGE.test(req.path);
    if (!isPage || !existsSync(index)) return next();
    pagePolicy(res);
    res.setHeader('Cache-Control', 'no-store');
    res.sendFile(index, { cacheControl: false, lastModified: false, etag: false }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}
