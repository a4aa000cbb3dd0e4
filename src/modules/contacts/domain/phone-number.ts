/**
 * Phone numbers of contacts: international input with light formatting in, E.164 out.
 * Pure domain rule (no Nest, no TypeORM). Validity comes from libphonenumber's full (`max`)
 * metadata, i.e. the per-country numbering plans that Google's libphonenumber maintains.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

import { ContactRuleViolation } from './contact-rules.errors';

/**
 * Longest raw phone input accepted, in characters, surrounding whitespace included
 * (docs/contacts.md#phone-numbers).
 */
export const PHONE_MAX_INPUT_LENGTH = 64;

/**
 * Formatting tolerated between the digits: whitespace (any Unicode space, so copy-pasted
 * non-breaking spaces pass), ASCII dashes, dots and round brackets (`(201)`, `+44 (0) 7400 …`).
 */
const FORMATTING = /[\s\-.()]/g;

/** After removing the formatting: an optional leading `+`, then digits only. Anything else is junk. */
const PLUS_AND_DIGITS = /^\+?[0-9]*$/;

function invalidPhone(message: string): ContactRuleViolation {
  return new ContactRuleViolation('INVALID_PHONE', 'phone', message);
}

/**
 * Normalises a phone number given on create (or import) to E.164 (`+14155552671`).
 *
 * Accepted shapes: an international number that carries its country code, either with a leading
 * `+` (`+34 612 89 09 21`, `+1-201-518-7009`, `+44 (0) 7400 618336`) or with the international
 * prefix `00` (`0034612796683`), optionally formatted with spaces, dashes, dots and round
 * brackets, and surrounded by whitespace. The `00` prefix is read as `+`.
 *
 * Rejected, always with `ContactRuleViolation` code `INVALID_PHONE`, field `'phone'`:
 * - a value that is not a string, is empty or whitespace-only (callers that treat an empty value
 *   as "no phone" must check that before calling), or is longer than
 *   {@link PHONE_MAX_INPUT_LENGTH} characters (raw length, whitespace included);
 * - letters or any other character than digits, one leading `+` and the formatting above;
 * - a number without country code (`(415) 555-2671`, `4155552671`, `07400 618336`): no default
 *   country is ever guessed;
 * - a number libphonenumber's `max` metadata does not consider valid for its country (too short,
 *   too long, unassigned ranges, unknown country calling code).
 *
 * The result is libphonenumber's canonical E.164 form of the number, so a national trunk `0`
 * written after the country code (`+44 (0)7400…`) is dropped, and where it belongs to the number
 * (Italy `+39 06…`) it is kept. Idempotent: `normalisePhone(normalisePhone(x)) === normalisePhone(x)`.
 *
 * Sources: docs/contacts.md#phone-numbers (tolerated formatting, country code
 * required, `INVALID_PHONE`, stored and returned in E.164); ITU-T E.164 (the `+<country code>
 * <national number>` format, at most 15 digits); libphonenumber metadata (`libphonenumber-js/max`,
 * `isValid()`) for what is valid in each country.
 */
export function normalisePhone(raw: string): string {
  if (typeof raw !== 'string') throw invalidPhone('Phone number must be a string.');
  if (raw.length > PHONE_MAX_INPUT_LENGTH) {
    throw invalidPhone(`Phone number is too long (at most ${PHONE_MAX_INPUT_LENGTH} characters).`);
  }
  const trimmed = raw.trim();
  if (trimmed === '') throw invalidPhone('Phone number is empty.');

  const compact = trimmed.replace(FORMATTING, '');
  if (!PLUS_AND_DIGITS.test(compact)) {
    throw invalidPhone(
      'Phone number may contain only digits, a leading +, spaces, dashes, dots and brackets.',
    );
  }
  if (!/[0-9]/.test(compact)) throw invalidPhone('Phone number contains no digits.');

  let international: string;
  if (compact.startsWith('+')) international = compact;
  else if (compact.startsWith('00')) international = `+${compact.slice(2)}`;
  else {
    throw invalidPhone(
      'Phone number must include its country code, starting with + or 00 (for example +1 415 555 2671).',
    );
  }

  const parsed = parsePhoneNumberFromString(international);
  if (!parsed || !parsed.isValid()) {
    throw invalidPhone('Phone number is not a valid number for its country code.');
  }
  return parsed.number;
}

/**
 * Normalises the phone number of a lookup (`GET /v1/contacts?phoneNumber=…`) to E.164.
 *
 * Same rules and errors as {@link normalisePhone} (`ContactRuleViolation` `INVALID_PHONE`, field
 * `'phone'`), plus one: in a query string an unencoded `+` is decoded as a space, so a raw value
 * that starts with exactly one space immediately followed by a digit (`" 14155552671"`,
 * `" 1 415 555 2671"`) is read as if that space were the `+`. Two or more leading spaces, or a
 * leading space before anything but a digit, get no such treatment (`"  4155552671"` is still a
 * number without country code). Create/import input never gets this treatment: there a leading
 * space is only whitespace.
 *
 * Sources: docs/contacts.md#lookup (the phone is normalised as on create, and an unencoded `+`,
 * which arrives as a space, is understood); the
 * `application/x-www-form-urlencoded` rule that `+` decodes to a space (WHATWG URL standard);
 * ITU-T E.164 and libphonenumber metadata as for {@link normalisePhone}.
 */
export function normalisePhoneForLookup(raw: string): string {
  if (typeof raw === 'string' && /^ [0-9]/.test(raw)) {
    return normalisePhone(`+${raw.slice(1)}`);
  }
  return normalisePhone(raw);
}

/**
 * The E.164 number a search text stands for, or null when it is not a phone number
 * (docs/contacts.md#search): an international number (`+34 612 89 09 21`, `0034…`) as on
 * create, or, when the account has a default country (ISO 3166-1 alpha-2), a national number
 * of that country (`612 89 09 21` in `ES`, `(415) 555-2671` in `US`, a trunk `0` as dialled
 * at home: `07400 618336` in `GB`). Text with letters, fewer than 6 digits, or a number not
 * valid in libphonenumber's `max` metadata is no phone (the search then matches names only).
 * Never throws.
 */
export function phoneFromSearchText(text: string, defaultCountry: string | null): string | null {
  if (typeof text !== 'string' || text.length > PHONE_MAX_INPUT_LENGTH) return null;
  const compact = text.trim().replace(FORMATTING, '');
  if (!PLUS_AND_DIGITS.test(compact) || compact.replace('+', '').length < 6) return null;
  try {
    return normalisePhone(compact);
  } catch {
    if (!defaultCountry || compact.startsWith('+') || compact.startsWith('00')) return null;
  }
  try {
    const parsed = parsePhoneNumberFromString(compact, defaultCountry.toUpperCase() as never);
    return parsed?.isValid() ? parsed.number : null;
  } catch {
    return null;
  }
}
