import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { redactUrl } from './logger';
import type { MetricsService } from './metrics.service';

declare module 'http' {
  interface IncomingMessage {
    /** The request's id (`X-Request-Id`), set by {@link requestObserver}. */
    id?: string;
    /** The process's logger, set by {@link requestObserver}. */
    log?: Logger;
  }
}

/** A client-supplied `X-Request-Id` is kept when it is 1-128 characters of this safe alphabet. */
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._:@-]{1,128}$/;

/**
 * What every request gets (docs/api.md#errors, docs/operations.md#observability), in one middleware
 * that runs first, so even requests refused before routing have it:
 *
 * - an id: the client's well-formed `X-Request-Id`, else a UUID v4, on `req.id` and the
 *   `X-Request-Id` response header;
 * - `req.log`, the process's logger (errors are logged with the request id by `sendError`);
 * - when the response is done (or the client went away): one access log line `request
 *   completed` (`requestId`, `req: {id, method, url (`redactUrl`: no key, token or personal query value), userAgent}`,
 *   `res: {statusCode}`, `responseTime` in ms; level `error` for 5xx, else `info`, so
 *   `LOG_LEVEL=warn` writes only failures), and the `http_request_duration_seconds` sample.
 *
 * One `close` listener and no per-request child logger or async context: at `LOG_LEVEL=warn` a
 * request costs a timestamp and a listener (a per-request child logger and an AsyncLocalStorage
 * context were about an eighth of a lookup's CPU: docs/performance.md).
 */
export function requestObserver(logger: Logger, metrics: MetricsService): RequestHandler {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = performance.now();
    const incoming = req.headers['x-request-id'];
    const id =
      typeof incoming === 'string' && WELL_FORMED_REQUEST_ID.test(incoming)
        ? incoming
        : randomUUID();
    req.id = id;
    req.log = logger;
    res.setHeader('X-Request-Id', id);
    res.once('close', () => {
      const elapsedMs = performance.now() - started;
      const statusCode = res.writableFinished ? res.statusCode : 499;
      metrics.observeHttp(req, statusCode, elapsedMs / 1000);
      const level = statusCode >= 500 ? 'error' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          requestId: id,
          req: {
            id,
            method: req.method,
            url: redactUrl(req.originalUrl ?? req.url),
            userAgent: req.headers['user-agent'],
          },
          res: { statusCode },
          responseTime: Math.round(elapsedMs),
        },
        res.writableFinished ? 'request completed' : 'request aborted',
      );
    });
    next();
  };
}
