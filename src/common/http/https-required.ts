import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../errors';

/**
 * Behind a TLS-terminating proxy (`TRUST_PROXY` set), accepts a request only when a trusted
 * proxy marked it `X-Forwarded-Proto: https` (Express `req.secure`, which honours `trust proxy`);
 * anything else is 403 `HTTPS_REQUIRED`, before authentication and before the body is read
 * (docs/api.md#transport: plain HTTP requests are rejected).
 */
export function httpsRequiredMiddleware(req: Request, _res: Response, next: NextFunction): void {
  if (req.secure) return next();
  next(new AppError('HTTPS_REQUIRED', 'Plain HTTP is refused: call this API over HTTPS.'));
}
