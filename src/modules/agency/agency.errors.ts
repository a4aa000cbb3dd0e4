import { AppError } from '../../common/errors';

/** 403 `AGENCY_ONLY`: the route needs an agency account's key (product.md section 8). */
export class AgencyOnlyError extends AppError {
  constructor() {
    super('AGENCY_ONLY', "Only an agency account's API key can use this endpoint.");
  }
}

/**
 * 404 `SUBACCOUNT_NOT_FOUND`: no sub-account of the calling agency has this id or email; another
 * agency's sub-account (or a malformed id) looks exactly the same (product.md sections 3 and 8).
 */
export class SubAccountNotFoundError extends AppError {
  constructor(by: 'id' | 'email') {
    super(
      'SUBACCOUNT_NOT_FOUND',
      by === 'id'
        ? 'No sub-account of this agency has this id.'
        : 'No sub-account of this agency has this email.',
    );
  }
}

/**
 * 402 `INSUFFICIENT_CREDITS`: a sub-account's balance is below `MESSAGE_CREDIT_COST`, so the
 * message is not sent (product.md section 8). Thrown by callers of `CreditsService.debitForMessage`
 * that answer synchronously; a queued send records the code on the message (`error.code`) instead.
 */
export class InsufficientCreditsError extends AppError {
  constructor() {
    super('INSUFFICIENT_CREDITS', 'The sub-account has too few credits to send this message.');
  }
}
