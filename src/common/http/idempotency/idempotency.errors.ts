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

/**
 * 409 `IDEMPOTENCY_KEY_REUSED`: the key was used in the last 24 hours by another credential of
 * the account (another API key, another person, or a key and a session): its answer is never
 * shown to this one (docs/security.md#idempotency-per-credential). Nothing is saved for this request.
 */
export class IdempotencyKeyReusedError extends AppError {
  constructor() {
    super(
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used by another credential of this account (another API key or signed-in person) in the last 24 hours; use a new key.',
    );
  }
}

/**
 * 404 `CONTACT_NOT_FOUND` for a replay whose stored answer named a contact erased since: the
 * answer is gone with the person, and the request is not run again.
 */
export class IdempotentAnswerErasedError extends AppError {
  constructor() {
    super(
      'CONTACT_NOT_FOUND',
      'The answer to the request with this Idempotency-Key named a contact that has since been erased: it is not replayed, and the request is not run again.',
    );
  }
}
