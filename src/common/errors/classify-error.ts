import { HttpException } from '@nestjs/common';
import { AppError, DatabaseBusyError, ServiceUnavailableError } from './app-error';
import { type ErrorCode } from './error-codes';

/** Network-level error codes of a socket to PostgreSQL or Redis. */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs meaning "the database is not there right now" (PostgreSQL appendix A):
 * class 08 connection exceptions, 57P01-57P03 shutdown / cannot connect now, 53300 too many connections.
 */
function isDatabaseUnavailableState(state: unknown): boolean {
  return (
    typeof state === 'string' &&
    (state.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(state))
  );
}

/**
 * pg-pool's error when no connection of the pool came free within `connectionTimeoutMillis`
 * (a connection that cannot be opened says "Connection terminated due to connection timeout").
 */
const POOL_WAIT_TIMEOUT = 'timeout exceeded when trying to connect';

const DATABASE_DOWN_MESSAGES = [
  'Connection terminated',
  POOL_WAIT_TIMEOUT,
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
  'Cannot use a pool after calling end on the pool',
  'Client was closed and is not queryable',
];
const REDIS_DOWN_MESSAGES = [
  'Connection is closed',
  'Reached the max retries per request limit',
  "Stream isn't writeable",
  'Command timed out', // ioredis `commandTimeout` (the rate limiter's connection): Redis hangs
];

interface ErrorLike {
  code?: unknown;
  errno?: unknown;
  message?: unknown;
  name?: unknown;
  driverError?: unknown;
  cause?: unknown;
}

/**
 * `error` and what it wraps (TypeORM's `driverError`, then `cause`), depth first, at most 3
 * levels down: where the driver's own error sits under a query or job error.
 */
function* errorChain(error: unknown, depth = 0): Generator<ErrorLike> {
  if (!error || typeof error !== 'object' || depth > 3) return;
  const e = error as ErrorLike;
  yield e;
  yield* errorChain(e.driverError, depth + 1);
  yield* errorChain(e.cause, depth + 1);
}

/** The backing service one error (not what it wraps) says is unreachable, or null. */
function backendOf(e: ErrorLike): 'The database' | 'Redis' | null {
  const message = typeof e.message === 'string' ? e.message : '';
  if (
    e.name === 'MaxRetriesPerRequestError' ||
    REDIS_DOWN_MESSAGES.some((m) => message.includes(m))
  )
    return 'Redis';
  if (isDatabaseUnavailableState(e.code)) return 'The database';
  if (typeof e.code === 'string' && CONNECTION_ERRNOS.has(e.code)) return 'The database';
  if (DATABASE_DOWN_MESSAGES.some((m) => message.includes(m))) return 'The database';
  if (
    e.name === 'AggregateError' &&
    /ECONNREFUSED/.test(String((e as { errors?: unknown }).errors ?? message))
  )
    return 'The database';
  return null;
}

/** The backing service an error says is unreachable, or null when it is not a connectivity error. */
export function unavailableBackend(error: unknown): 'The database' | 'Redis' | null {
  for (const e of errorChain(error)) {
    const backend = backendOf(e);
    if (backend) return backend;
  }
  return null;
}

/** Whether `error`, or the driver error or cause it wraps, is pg-pool's wait timeout. */
function isPoolWaitTimeout(error: unknown): boolean {
  for (const e of errorChain(error)) {
    if (typeof e.message === 'string' && e.message.includes(POOL_WAIT_TIMEOUT)) return true;
  }
  return false;
}

const HTTP_STATUS_CODES: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * Turns anything thrown while serving a request into the `AppError` the client will see.
 * Returns `null` for errors that are not the client's to know about (the caller answers 500
 * `INTERNAL_ERROR` and logs the original with its stack).
 *
 * Handles: `AppError` (as is); Express/body-parser errors (`entity.too.large` → 413,
 * `entity.parse.failed` → 400 `INVALID_JSON`, `encoding.unsupported`/`charset.unsupported` → 415);
 * Nest `HttpException`s raised by the framework (unknown route → 404 `NOT_FOUND`, …);
 * PostgreSQL or Redis being unreachable → 503 `SERVICE_UNAVAILABLE` with `Retry-After`; every
 * connection of the database pool staying busy → the same 503, saying the database is busy.
 */
export function classifyError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  const bodyError = error as { type?: unknown; status?: unknown };
  switch (bodyError?.type) {
    case 'entity.too.large':
      return new AppError('PAYLOAD_TOO_LARGE', 'The request body is larger than the 1 MiB limit.');
    case 'entity.parse.failed':
      return new AppError('INVALID_JSON', 'The request body is not valid JSON.');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 'The request body must be UTF-8 encoded JSON.');
    case 'request.aborted':
    case 'request.size.invalid':
      return new AppError('VALIDATION_FAILED', 'The request body was incomplete.');
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const code = HTTP_STATUS_CODES[status];
    // Nest's message repeats the URL with its query string, which may carry an API key:
    // sendError names the route from the request's method and path instead.
    if (code === 'NOT_FOUND') return new AppError('NOT_FOUND', 'No such route.');
    if (code) return new AppError(code, error.message);
    return null;
  }
  if (isPoolWaitTimeout(error)) return new DatabaseBusyError();
  const backend = unavailableBackend(error);
  if (backend) return new ServiceUnavailableError(backend);
  return null;
}
