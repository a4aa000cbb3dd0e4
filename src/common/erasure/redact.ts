/**
 * The text that replaces erased personal data (docs/data-lifecycle.md#erasure; messages use it
 * too).
 */
export const ERASED_TEXT = '[erased]';

/**
 * A stored JSON document with its personal data erased, for the right to erasure (GDPR article
 * 17): every string is replaced by `[erased]` except the strings held under a key of `keep`
 * (ids, types, statuses, times: what the row still needs for counts, credits, de-duplication and
 * provider callbacks). Objects and arrays are walked (an array's items count as held under the
 * array's key); numbers, booleans and nulls are kept. Keys are compared by name at any depth.
 * An allow-list, not a deny-list, so a field a provider adds later is erased by default.
 *
 * Pure; never throws; returns a new value (the input is not changed). Keys such as `__proto__`
 * are kept as own properties.
 */
export function redactJson(value: unknown, keep: ReadonlySet<string>, key?: string): unknown {
  if (typeof value === 'string') return key !== undefined && keep.has(key) ? value : ERASED_TEXT;
  if (Array.isArray(value)) return value.map((item) => redactJson(item, keep, key));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value)) {
      Object.defineProperty(out, name, {
        value: redactJson(item, keep, name),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  }
  return value;
}
