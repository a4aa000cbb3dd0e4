import { AppError } from '../../common/errors';

/** Wrong email or password at sign-in: one answer for both, so it never says which was wrong. */
export class InvalidCredentialsError extends AppError {
  constructor() {
    super('INVALID_CREDENTIALS', 'The email or password is wrong.');
  }
}

/** `ALLOW_SIGNUP=false`. */
export class SignupClosedError extends AppError {
  constructor() {
    super(
      'SIGNUP_CLOSED',
      'Sign-up is closed on this service: ask an owner of your account to add you.',
    );
  }
}

/** The email belongs to a user already (case-insensitively, in any account). */
export class EmailTakenError extends AppError {
  constructor() {
    super('CONFLICT', 'A user with this email already exists.', [
      { field: 'email', message: 'is already in use' },
    ]);
  }
}

/** No user with this id in the caller's account (another account's ids look the same). */
export class UserNotFoundError extends AppError {
  constructor(userId: string) {
    super('USER_NOT_FOUND', `No user ${userId}.`);
  }
}

/** A route for a signed-in person called with an API key. */
export class SessionRequiredError extends AppError {
  constructor() {
    super(
      'SESSION_EXPIRED',
      'This route is for a signed-in person (the app session), not an API key: sign in first.',
    );
  }
}
