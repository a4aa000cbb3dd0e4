import { ERROR_STATUS, type ErrorCode } from './error-codes';

/** One entry of `error.details`: which input field is wrong and why. */
export interface ErrorDetail {
  field: string;
  message: string;
}

/**
 * The one error type services throw. The global filter turns it into
 * `{"error": {code, message, details?, requestId}}` with the status of `ERROR_STATUS[code]`
 * (docs/api.md#errors). `headers` are added to the response (e.g. `Retry-After`).
 *
 * Modules subclass it for their own codes (`ContactNotFoundError`, …); never throw Nest's
 * HttpException from a service.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** 400 `VALIDATION_FAILED` with one detail per offending field. */
export class ValidationFailedError extends AppError {
  constructor(details: ErrorDetail[], message = 'The request has invalid fields.') {
    super('VALIDATION_FAILED', message, details);
  }
}

/** 503 `SERVICE_UNAVAILABLE`: a backing service (PostgreSQL, Redis) cannot be reached. `Retry-After` in seconds. */
export class ServiceUnavailableError extends AppError {
  constructor(what: string, retryAfterSeconds = 5, details?: ErrorDetail[]) {
    super('SERVICE_UNAVAILABLE', `${what} is unavailable; retry later.`, details, {
      'Retry-After': String(retryAfterSeconds),
    });
  }
}

/**
 * 503 `SERVICE_UNAVAILABLE` when no connection of the database pool came free within its wait
 * (`POOL_WAIT_MS`, 5 s): the database answers, but every connection stayed busy (a burst of
 * requests, or statements that run slowly). `Retry-After: 2` (s). Distinct from
 * {@link ServiceUnavailableError}'s "unavailable", which would send an operator looking for a
 * database that is down (docs/api.md#errors).
 */
export class DatabaseBusyError extends AppError {
  constructor() {
    super(
      'SERVICE_UNAVAILABLE',
      'The database is busy: no connection came free in time; retry shortly.',
      undefined,
      { 'Retry-After': '2' },
    );
  }
}
