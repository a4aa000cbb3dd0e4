import { AppError } from '../../common/errors';

/** 403 `AGENCY_ONLY`: the route needs an agency account's key (docs/ledger.md#credits). */
export class AgencyOnlyError extends AppError {
  constructor() {
    super('AGENCY_ONLY', "Only an agency account's API key can use this endpoint.");
  }
}

/**
 * 404 `SUBACCOUNT_NOT_FOUND`: no sub-account of the calling agency has this id or email; another
 * agency's sub-account (or a malformed id) looks exactly the same (docs/api.md#tenancy).
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
 * 404 `SUBACCOUNT_NOT_FOUND` from `GET /v1/account/credits`: the calling account is a standard or
 * agency account, which has no credit balance (only sub-accounts are metered; docs/ledger.md#history).
 */
export class NotASubAccountError extends AppError {
  constructor() {
    super(
      'SUBACCOUNT_NOT_FOUND',
      'This account is not a sub-account: only sub-accounts have a credit balance.',
    );
  }
}

/**
 * The error of a sub-account's message that could not be paid for (docs/ledger.md#debits): the
 * message is recorded `failed` with it (`error: {code, message}`); it is not an HTTP error.
 */
export const INSUFFICIENT_CREDITS = {
  code: 'INSUFFICIENT_CREDITS',
  message: 'The sub-account has too few credits to send this message.',
} as const;
