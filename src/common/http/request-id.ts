import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

/** A client-supplied `X-Request-Id` is kept when it is 1-128 characters of this safe alphabet. */
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._:@-]{1,128}$/;

/**
 * Gives every request an id (the client's well-formed `X-Request-Id`, else a UUID v4), sets it
 * on `req.id` (pino-http logs it on every line) and on the `X-Request-Id` response header.
 * Runs first, so even requests refused before routing carry it.
 */
export function requestIdMiddleware(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.headers['x-request-id'];
  const id =
    typeof incoming === 'string' && WELL_FORMED_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  req.id = id;
  res.setHeader('X-Request-Id', id);
  next();
}
