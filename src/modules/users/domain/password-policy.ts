import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import type { ErrorDetail } from '../../../common/errors';

/** Shortest password accepted, in characters (docs/security.md#passwords). */
export const PASSWORD_MIN_LENGTH = 10;
/** Longest password accepted, in characters (bounds the work of hashing it). */
export const PASSWORD_MAX_LENGTH = 128;
/**
 * Lowest strength accepted, on zxcvbn's 0-4 scale: 3 is "safely unguessable: moderate
 * protection from an offline slow-hash scenario" (about 10^8 guesses and more).
 */
export const PASSWORD_MIN_SCORE = 3;
/** An account or person name shorter than this (after dropping spaces and punctuation) is not looked for in a password. */
const NAME_MIN_LENGTH = 4;

/** An email as stored and compared: trimmed and lower-case (emails are unique case-insensitively). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Who the password is for: what it must not contain, and what makes it easy to guess. */
export interface PasswordContext {
  /** The person's email (sign-in name). */
  email: string;
  /** The account's name (sign-up, invitation, password change). */
  accountName?: string | null;
  /** The person's name. */
  name?: string | null;
}

let estimator: ZxcvbnFactory | null = null;

/**
 * zxcvbn (`@zxcvbn-ts/core`, with the common-password list, keyboard layouts and English words
 * and names of `@zxcvbn-ts/language-common` and `-en`), built on first use (about 0.2 s).
 */
function strengthEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  return estimator;
}

/** Lower-case letters and digits only: how names are looked for inside a password. */
function squeezed(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The password rules of docs/security.md#passwords, after NIST SP 800-63B section 5.1.1.2 (length,
 * a blocklist of common and context-specific passwords, no composition rules), checked in this
 * order, the first broken one reported:
 *
 * 1. a string of 10-128 characters (Unicode code points);
 * 2. not only whitespace;
 * 3. not containing the email (case-insensitively, ignoring surrounding spaces);
 * 4. not containing the account's or the person's name (compared on letters and digits only,
 *    names of at least 4 of them);
 * 5. not easy to guess: zxcvbn's score, with the email, its local part and the names as
 *    context, at least {@link PASSWORD_MIN_SCORE} (a common password, a keyboard row, a
 *    repetition or a sequence scores lower); the message carries zxcvbn's reason.
 *
 * @returns the problem as a `VALIDATION_FAILED` detail on `field` (empty when acceptable).
 */
export function passwordProblems(
  password: unknown,
  context: PasswordContext,
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
  if (password.trim().length === 0)
    return [{ field, message: 'must not be only spaces: use words or other characters' }];
  const email = normaliseEmail(context.email);
  if (email.length > 0 && normaliseEmail(password).includes(email))
    return [{ field, message: 'must not contain your email address' }];
  const flat = squeezed(password);
  for (const [name, what] of [
    [context.accountName, 'the account name'],
    [context.name, 'your name'],
  ] as const) {
    const squeezedName = name ? squeezed(name) : '';
    if (squeezedName.length >= NAME_MIN_LENGTH && flat.includes(squeezedName))
      return [{ field, message: `must not contain ${what}` }];
  }
  const hints = [email, email.split('@')[0], context.accountName, context.name]
    .filter((hint): hint is string => Boolean(hint))
    .flatMap((hint) => [hint, ...hint.split(/[^\p{L}\p{N}]+/u)])
    .filter((hint) => hint.length >= 3);
  const { score, feedback } = strengthEstimator().check(password, hints);
  if (score < PASSWORD_MIN_SCORE) {
    const why = feedback.warning ? ` (${feedback.warning.replace(/\.$/, '')})` : '';
    return [
      {
        field,
        message: `is too easy to guess${why}: use a longer passphrase of a few unrelated words`,
      },
    ];
  }
  return [];
}
