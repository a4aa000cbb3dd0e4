import express, { type NextFunction, type Request, type Response } from 'express';
import { AppError, ValidationFailedError } from '../errors';
import { jsonNestingExceeds, MAX_JSON_DEPTH, unacceptableText } from './input-rules';

/** Largest accepted request body (docs/api.md#transport). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Thrown from the JSON parser's `verify` hook for a body nested deeper than `MAX_JSON_DEPTH`. */
class JsonTooDeepError extends Error {
  readonly status = 400;
  readonly expose = true;
}

/** Media types a route may accept besides JSON, by path pattern (e.g. CSV imports). */
export interface ExtraBodyType {
  path: RegExp;
  type: string;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** The exact bytes of a JSON body, kept only on the `rawBodyPaths` (signature checks). */
    rawBody?: Buffer;
  }
}

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return (
    req.headers['transfer-encoding'] !== undefined || (length !== undefined && Number(length) > 0)
  );
}

/**
 * The request-body pipeline, in front of Nest's routes:
 * JSON bodies (`application/json` or `application/*+json`, UTF-8) up to 1 MiB are parsed;
 * a body of any other type is 415 `UNSUPPORTED_MEDIA_TYPE` (unless an `extraTypes` entry allows
 * it on that path, raw text then); over 1 MiB is 413 `PAYLOAD_TOO_LARGE`; malformed JSON is
 * 400 `INVALID_JSON`, and so is JSON nested deeper than `MAX_JSON_DEPTH` (32), refused from
 * its bytes before it is parsed. Then one rule for every text the API accepts: a NUL (U+0000) or
 * an unpaired UTF-16 surrogate anywhere in the JSON body (values and keys) or the query string is
 * 400 `VALIDATION_FAILED` naming each field (see `unacceptableText`), and so is a `__proto__`,
 * `constructor` or `prototype` key anywhere in a JSON body (`RESERVED_KEYS`). The errors go to the
 * Express error middleware, which writes the envelope.
 * On `rawBodyPaths` the JSON body's exact bytes are also kept as `req.rawBody` (provider
 * webhooks sign the bytes, not the parsed value), and the text rule does not apply: a verified
 * provider message is never refused for its content (the channels module strips what it cannot
 * store and says so in the record).
 */
export function bodyParsingMiddlewares(
  extraTypes: ExtraBodyType[] = [],
  rawBodyPaths: RegExp[] = [],
) {
  const json = express.json({
    limit: MAX_BODY_BYTES,
    type: ['application/json', 'application/*+json'],
    verify: (req: Request, _res: Response, buf: Buffer) => {
      if (jsonNestingExceeds(buf, MAX_JSON_DEPTH)) throw new JsonTooDeepError();
      if (rawBodyPaths.some((path) => path.test(req.path))) req.rawBody = buf;
    },
  });
  const jsonBody = (req: Request, res: Response, next: NextFunction) =>
    json(req, res, (error?: unknown) => {
      if (error instanceof JsonTooDeepError) {
        return next(
          new AppError(
            'INVALID_JSON',
            `The request body is nested more than ${MAX_JSON_DEPTH} arrays or objects deep.`,
          ),
        );
      }
      next(error);
    });
  const textRule = (req: Request, _res: Response, next: NextFunction) => {
    if (rawBodyPaths.some((path) => path.test(req.path))) return next();
    const details = [
      ...unacceptableText(req.query, ''),
      ...(req.body !== null && typeof req.body === 'object'
        ? unacceptableText(req.body, '', true)
        : []),
    ];
    if (details.length > 0) return next(new ValidationFailedError(details));
    next();
  };
  const text = express.text({ limit: MAX_BODY_BYTES, type: () => true });
  const contentType = (req: Request, _res: Response, next: NextFunction) => {
    if (!hasBody(req) || req.is(['application/json', 'application/*+json'])) return next();
    const extra = extraTypes.find((entry) => entry.path.test(req.path) && req.is(entry.type));
    if (extra) return text(req, _res, next);
    next(
      new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        `Request bodies must be JSON (Content-Type: application/json), not ${req.headers['content-type'] ?? 'an unlabelled body'}.`,
      ),
    );
  };
  return [contentType, jsonBody, textRule];
}
