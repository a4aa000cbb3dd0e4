import type { NextFunction, Request, Response } from 'express';
import { sendError } from '../errors';

/**
 * Express error middleware for failures raised before a request reaches Nest (HTTPS check,
 * body parsing): answers with the same envelope as the Nest exception filter.
 */
export function expressErrorMiddleware(
  error: unknown,
  req: Request,
  res: Response,
  _next: NextFunction,
): void {
  sendError(error, req, res);
}
