import pino, { type Logger } from 'pino';
import type { Options as PinoHttpOptions } from 'pino-http';
import { type AppConfig } from '../config/app-config';

/** Paths pino replaces with "[redacted]": every header that can carry an API key or a secret. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'req.headers.cookie',
  'req.headers["x-twilio-signature"]',
  'req.headers["x-hub-signature-256"]',
  'headers.authorization',
  'headers["x-api-key"]',
  'apiKey',
  '*.apiKey',
];

/** Replaces the value of an `apiKey` query parameter in a URL with `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]apikey=)[^&#]*/gi, '$1[redacted]');
}

/**
 * The process's pino logger: JSON lines to stdout (stderr for the CLI, whose stdout is JSON
 * output), level `LOG_LEVEL`, with API keys and secrets redacted.
 */
export function createRootLogger(
  config: AppConfig,
  destination: pino.DestinationStream | number = 1,
): Logger {
  return pino(
    {
      level: config.LOG_LEVEL,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      base: { pid: process.pid, role: config.APP_ROLE },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    typeof destination === 'number'
      ? pino.destination({ fd: destination, sync: false })
      : destination,
  );
}

/**
 * pino-http options: the request id (set by `requestIdMiddleware`) on every line, the URL with
 * its `apiKey` redacted, and levels by status (5xx error, 4xx info).
 */
export function httpLoggerOptions(logger: Logger): PinoHttpOptions {
  return {
    logger,
    genReqId: (req) => req.id as string,
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    serializers: {
      req: (req: {
        id: string;
        method: string;
        url: string;
        headers: Record<string, unknown>;
      }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
        headers: req.headers,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customProps: (req) => ({ requestId: req.id }),
    quietReqLogger: false,
    wrapSerializers: true,
  };
}
