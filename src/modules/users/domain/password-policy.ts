import type { ErrorDetail } from '../../../common/errors';

/** Shortest password accepted, in characters (docs/sessions-and-app.md#passwords). */
export const PASSWORD_MIN_LENGTH = 10;
/** Longest password accepted, in characters (bounds the work of hashing it). */
export const PASSWORD_MAX_LENGTH = 128;

/** An email as stored and compared: trimmed and lower-case (emails are unique case-insensitively). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The password rules (docs/sessions-and-app.md#passwords): 10-128 characters (counted as Unicode
 * code points) and not the account's email (compared case-insensitively, ignoring surrounding
 * spaces).
 *
 * @returns the problems as `VALIDATION_FAILED` details on `field` (empty when acceptable).
 */
export function passwordProblems(
  password: unknown,
  email: string,
  field = 'password',
): ErrorDetail[] {
  if (typeof password !== 'string') return [{ field, message: 'must be a string' }];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH)
    return [
      {
        field,
        message: `must be ${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} characters`,
      },
    ];
  if (normaliseEmail(password) === normaliseEmail(email))
    return [{ field, message: 'must not be your email address' }];
  return [];
}
