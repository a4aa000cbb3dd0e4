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
      'Sign-up is closed on this service: ask an owner of your account to invite you.',
    );
  }
}

/** The email belongs to a person already (case-insensitively). */
export class EmailTakenError extends AppError {
  constructor() {
    super('CONFLICT', 'A user with this email already exists.', [
      { field: 'email', message: 'is already in use' },
    ]);
  }
}

/** The invited email is a member of this account already (which the team list shows anyway). */
export class AlreadyMemberError extends AppError {
  constructor() {
    super('CONFLICT', 'This person is already a member of this account.', [
      { field: 'email', message: 'is already a member of this account' },
    ]);
  }
}

/** No user with this id in the caller's account (another account's ids look the same). */
export class UserNotFoundError extends AppError {
  constructor(userId: string) {
    super('USER_NOT_FOUND', `No user ${userId}.`);
  }
}

/** Not one of the signed-in person's accounts (another person's account looks the same). */
export class AccountNotFoundError extends AppError {
  constructor(accountId: string) {
    super('ACCOUNT_NOT_FOUND', `You are not a member of an account ${accountId}.`);
  }
}

/** An invitation link that does not work: unknown, already used, revoked or past its 7 days. */
export class InvitationNotFoundError extends AppError {
  constructor() {
    super(
      'INVITATION_NOT_FOUND',
      'This invitation is not valid any more: it was used, revoked or is older than 7 days. Ask an owner of the account for a new one.',
    );
  }
}

/** A sign-up confirmation link that does not work: unknown, already used or past its 24 hours. */
export class SignupNotFoundError extends AppError {
  constructor() {
    super(
      'SIGNUP_NOT_FOUND',
      'This confirmation link is not valid any more: it was used or is older than 24 hours. Sign up again.',
    );
  }
}

/** A password reset link that does not work: unknown, already used or past its hour. */
export class PasswordResetNotFoundError extends AppError {
  constructor() {
    super(
      'PASSWORD_RESET_NOT_FOUND',
      'This password reset link is not valid any more: it was used, or is older than 1 hour. Ask for a new one (Forgot password? on the sign-in page).',
    );
  }
}

/**
 * An owner asked for a reset link for a person who also belongs to other accounts: the link is
 * shown to the owner, so it would let them into those accounts too.
 */
export class ResetNeedsOperatorError extends AppError {
  constructor() {
    super(
      'CONFLICT',
      "This person also belongs to other accounts, so only they (Forgot password?, when the service sends mail) or the service's operator (users:reset-password) can reset their password.",
    );
  }
}

/** A route about the signed-in person (`/auth/me`, the password) called with an API key. */
export class PersonRequiredError extends AppError {
  constructor() {
    super(
      'SESSION_EXPIRED',
      'This route is for a signed-in person (the app session), not an API key: sign in first.',
    );
  }
}

/**
 * 403 `SESSION_REQUIRED`: what only a signed-in person may do, asked with an API key. The
 * credential guard refuses such requests first (`@SessionOnly()`); the use cases check again.
 */
export class SessionRequiredError extends AppError {
  constructor() {
    super('SESSION_REQUIRED', 'Only a signed-in person can do this (in the app), not an API key.');
  }
}
