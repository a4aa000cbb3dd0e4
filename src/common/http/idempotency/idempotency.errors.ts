import { AppError } from '../../errors';

/**
 * 409 `IDEMPOTENCY_KEY_IN_USE` with `Retry-After: 1`: the first request with this key is still
 * running (docs/api.md#idempotency). Nothing is saved for this request.
 */
export class IdempotencyKeyInUseError extends AppError {
  constructor() {
    super(
      'IDEMPOTENCY_KEY_IN_USE',
      'A request with this Idempotency-Key is still being processed; retry in a moment to get its response.',
      undefined,
      { 'Retry-After': '1' },
    );
  }
}

/**
 * 422 `IDEMPOTENCY_KEY_MISMATCH`: the key was used in the last 24 hours for a request with
 * another method, path, query or body (docs/api.md#idempotency). Nothing is saved for this request.
 */
export class IdempotencyKeyMismatchError extends AppError {
  constructor(original: { method: string; path: string }) {
    super(
      'IDEMPOTENCY_KEY_MISMATCH',
      `This Idempotency-Key was already used for a different request (${original.method} ${original.path} ` +
        'with other parameters or body) in the last 24 hours; use a new key for a new request.',
    );
  }
}
