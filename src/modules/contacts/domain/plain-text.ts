/**
 * Text that PostgreSQL can store as given. Pure domain rule (no Nest, no TypeORM).
 *
 * PostgreSQL `text` cannot hold the NUL character (U+0000: "invalid byte sequence"), `jsonb`
 * refuses it too (`\u0000 cannot be converted to text`), and `jsonb` refuses a lone UTF-16
 * surrogate (`"\ud800"`, which a JSON body can carry as an escape); a `text` column would get it
 * silently replaced by U+FFFD. Values like that are the client's mistake (400), never a 500.
 */

/** U+0000, or a UTF-16 surrogate that is not part of a pair. */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSTORABLE = /[\u0000\p{Cs}]/u;
/**
 * C0 control characters (U+0000-U+001F) other than tab (U+0009), line feed (U+000A) and carriage
 * return (U+000D); and unpaired surrogates.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_NAME_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\p{Cs}]/u;

/**
 * `true` when PostgreSQL can store `value` as it is in `text` and `jsonb`: no NUL (U+0000) and no
 * unpaired UTF-16 surrogate. Every other character, control characters included, is storable.
 *
 * Shape: `(value: string) => boolean`; never throws. Source: PostgreSQL documentation, section
 * 8.3 "Character Types" (the character with code zero cannot be stored) and section 8.14 "JSON
 * Types" (`\u0000` and invalid surrogate pairs are refused by `jsonb`).
 */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/**
 * `true` when `value` is acceptable as a name (a contact's first or last name, a custom-field
 * key, a list name): storable (see {@link isStorableText}) and free of C0 control characters
 * (U+0000-U+001F) except tab (U+0009), line feed (U+000A) and carriage return (U+000D), which
 * pasted text legitimately carries. A name with a bell, backspace, escape… is garbage from a
 * broken integration, refused rather than stored.
 *
 * Shape: `(value: string) => boolean`; never throws. Source: this module's rule for names (the
 * review of the intake modules: NUL and other control characters in names are invalid input).
 */
export function isNameText(value: string): boolean {
  return !NOT_NAME_TEXT.test(value);
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ESCAPED = /[\u0000-\u001F\u007F\p{Cs}]/gu;

/**
 * `value` with every C0 control character, DEL and unpaired surrogate written as a `\uXXXX`
 * escape (six printable characters), for naming a rejected custom-field key in an error's
 * `field` without echoing the characters that made it unacceptable.
 *
 * Shape: `(value: string) => string`; never throws.
 */
export function escapeControlCharacters(value: string): string {
  return value.replace(
    ESCAPED,
    (char) => `\\u${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`,
  );
}
