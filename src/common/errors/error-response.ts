import type { Request, Response } from 'express';
import { AppError } from './app-error';
import { classifyError } from './classify-error';

/** Body of every non-2xx response (docs/api.md#errors). */
export interface ErrorEnvelope {
  error: {
    code: string;
    message: string;
    details?: { field: string; message: string }[];
    requestId: string;
  };
}

/**
 * Writes the error envelope for anything thrown while serving `req`, used by the Nest exception
 * filter and by the Express error middleware in front of Nest (body parsing, HTTPS check), so
 * that every failure looks the same. Errors the client may not see (unknown errors, bugs) become
 * 500 `INTERNAL_ERROR`; those and 503s are logged with their stack under the request id.
 */
export function sendError(error: unknown, req: Request, res: Response): void {
  let appError =
    classifyError(error) ?? new AppError('INTERNAL_ERROR', 'An unexpected error occurred.');
  if (appError.code === 'NOT_FOUND' && !(error instanceof AppError)) {
    // the path only: the query string may carry an API key (docs/api.md#authentication)
    // the full path: inside Nest's router `req.path` has lost the `/v1` prefix
    const path = (req.originalUrl ?? req.url).split('?')[0];
    appError = new AppError('NOT_FOUND', `No route for ${req.method} ${path}.`);
  }
  const requestId = String(req.id ?? res.getHeader('X-Request-Id') ?? '');
  if (appError.status >= 500) {
    req.log?.error({ err: error, requestId, code: appError.code }, 'request failed');
  }
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const envelope: ErrorEnvelope = {
    error: {
      code: appError.code,
      message: appError.message,
      ...(appError.details ? { details: appError.details } : {}),
      requestId,
    },
  };
  res.set(appError.headers);
  res.status(appError.status).json(envelope);
}
