import { AppError } from '../../common/errors';

/** The agency named for a new sub-account does not exist or is not an agency. */
export class AgencyNotFoundError extends AppError {
  constructor(agencyId: string) {
    super('VALIDATION_FAILED', `No agency account ${agencyId}.`, [
      { field: 'agency', message: 'must be the id of an agency account' },
    ]);
  }
}

/** The email is already used by another sub-account of the same agency. */
export class SubAccountEmailTakenError extends AppError {
  constructor() {
    super('CONFLICT', 'The agency already has a sub-account with this email.');
  }
}
