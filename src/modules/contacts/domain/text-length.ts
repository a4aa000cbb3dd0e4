/**
 * Length limits of the contact rules count characters (Unicode code points), the way PostgreSQL
 * counts `varchar(n)`, not UTF-16 code units: `'李'` and `'😀'` are one character each.
 */

/**
 * `true` when `value` has more than `max` characters (Unicode code points).
 *
 * Shape: `(value: string, max: number) => boolean`; never throws. Cheap on huge inputs: it stops
 * counting at `max + 1`. Source: the length limits of
 * docs/contacts.md#names-and-custom-fields (names 100, custom-field keys 64 and values 1000)
 * and docs/contacts.md#email-addresses (254).
 */
export function exceedsMaxChars(value: string, max: number): boolean {
  if (value.length <= max) return false; // code points <= code units
  let count = 0;
  for (const _char of value) {
    count += 1;
    if (count > max) return true;
  }
  return false;
}
