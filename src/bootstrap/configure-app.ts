import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { AppError } from '../common/errors';
import { type AppConfig } from '../config/app-config';
import { installClientErrorEnvelope } from './client-errors';
import { bodyParsingMiddlewares } from '../common/http/body-parsing';
import { expressErrorMiddleware } from '../common/http/express-error.middleware';
import { httpsRequiredMiddleware } from '../common/http/https-required';
import { securityHeaders } from '../common/http/security-headers';
import { setupOpenApi } from '../common/http/openapi';
import { createValidationPipe } from '../common/http/validation';
import { MetricsService } from '../observability/metrics.service';
import { NestPinoLogger } from '../observability/nest-logger';
import { requestObserver } from '../observability/request-observer';
import { webAppMiddleware } from './web-app';

/** Express `trust proxy` from `TRUST_PROXY`: `true`/`false`, a hop count, or addresses and subnets. */
export function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Paths served outside the `/v1` prefix. */
const UNVERSIONED_PATHS = new Set(['/health', '/metrics']);

/**
 * Nest answers unknown paths under `/v1` itself; anything else (`/`, `/v2/...`, `/favicon.ico`)
 * gets the same 404 `NOT_FOUND` envelope instead of Express's HTML page.
 */
function outsideApiNotFound(req: Request, _res: Response, next: NextFunction): void {
  if (req.path === '/v1' || req.path.startsWith('/v1/') || UNVERSIONED_PATHS.has(req.path))
    return next();
  next(
    new AppError(
      'NOT_FOUND',
      `No route for ${req.method} ${req.path}. Every API route is under /v1.`,
    ),
  );
}

/**
 * Applies the HTTP pipeline to a Nest app created with `bodyParser: false`, in this order:
 * request id, access log and metrics (`requestObserver`) → security headers (`securityHeaders`) → HTTPS check (proxy mode) → body parsing (415/413/400) →
 * envelope for those errors → the web app (`/`, `/app/*`, `/assets/*`, see web-app.ts) → Nest routes under `/v1` (health and metrics outside it) with the
 * validation pipe, the API-key guard and the global exception filter. Shared by `main.ts` and
 * the e2e app factory, so tests run exactly this pipeline.
 */
export function configureApp(app: NestExpressApplication, config: AppConfig, logger: Logger): void {
  app.useLogger(new NestPinoLogger(logger));
  app.disable('x-powered-by');
  // No weak ETags on API responses: nothing here is cached by validators, and hashing every
  // JSON body costs CPU on each request.
  app.set('etag', false);
  if (config.TRUST_PROXY) app.set('trust proxy', parseTrustProxy(config.TRUST_PROXY));
  installClientErrorEnvelope(app.getHttpServer() as Server, logger);
  app.use(requestObserver(logger, app.get(MetricsService)));
  app.use(securityHeaders());
  if (config.tlsMode === 'proxy') app.use(httpsRequiredMiddleware);
  app.use(
    ...bodyParsingMiddlewares(
      [
        { path: /^\/v1\/lists\/[^/]+\/imports$/, type: 'text/csv' },
        // Twilio webhooks post forms; the channels module verifies and parses the raw text
        { path: /^\/v1\/webhooks\/twilio\//, type: 'application/x-www-form-urlencoded' },
      ],
      [/^\/v1\/webhooks\//],
    ),
  );
  app.use(webAppMiddleware());
  app.use(outsideApiNotFound);
  app.use(expressErrorMiddleware);
  app.setGlobalPrefix('v1', { exclude: ['health', 'metrics'] });
  app.useGlobalPipes(createValidationPipe());
  setupOpenApi(app);
}
