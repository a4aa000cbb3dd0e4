import type { ErrorDetail } from '../errors';

/**
 * The rules every request's input meets before any route sees it (docs/api.md#hostile-input): one
 * rule at the edge, not one check per field. Pure functions (no Express, no Nest), wired in by
 * `bodyParsingMiddlewares`.
 */

/**
 * Deepest nesting of arrays and objects a JSON body may have. Parley's deepest body (a campaign
 * with follow-ups, or a custom field value) is about 4 levels deep; 32 leaves room for any client
 * while keeping the cost of parsing and transforming a body linear and small: a 1 MiB body nested
 * 500,000 deep takes V8's `JSON.parse` close to a second and overflows class-transformer's stack.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * `true` when the JSON text in `buf` (UTF-8) opens more than `maxDepth` arrays/objects inside one
 * another. A single pass over the bytes, before parsing: brackets inside strings (escapes
 * included) do not count, and malformed JSON is left for the parser to refuse. Multi-byte UTF-8
 * sequences never contain ASCII bytes, so scanning bytes is exact.
 *
 * Shape: `(buf: Buffer, maxDepth: number) => boolean`; O(bytes); never throws.
 */
export function jsonNestingExceeds(buf: Uint8Array, maxDepth: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < buf.length; i += 1) {
    const byte = buf[i];
    if (inString) {
      if (byte === 0x5c)
        i += 1; // backslash: skip the escaped byte
      else if (byte === 0x22) inString = false;
      continue;
    }
    if (byte === 0x22) inString = true;
    else if (byte === 0x5b || byte === 0x7b) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (byte === 0x5d || byte === 0x7d) depth -= 1;
  }
  return false;
}

/** U+0000, or a UTF-16 surrogate that is not part of a pair (`u` flag: pairs are one code point). */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const NUL = /\u0000/;
const LONE_SURROGATE = /\p{Cs}/u;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ESCAPED = /[\u0000-\u001F\u007F\p{Cs}]/gu;

/** `value` with control characters and lone surrogates written as `\uXXXX` (never echoes them). */
function escaped(value: string): string {
  return value.replace(
    ESCAPED,
    (char) => `\\u${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`,
  );
}

/** Why `value` cannot be accepted as text, or null. */
function textProblem(value: string): string | null {
  if (NUL.test(value)) return 'must not contain control characters that cannot be stored (NUL)';
  if (LONE_SURROGATE.test(value)) return 'must not contain unpaired UTF-16 surrogates';
  return null;
}

/**
 * Object keys refused anywhere in a JSON body: exactly the keys Nest's validation pipe deletes
 * at every depth before any DTO or rule sees them (its prototype-pollution guard,
 * `stripProtoKeys`: `__proto__`, `constructor`, `prototype`), so a body carrying one would be
 * silently changed (a custom field dropped). Refusing them here makes every key either stored or
 * refused, never lost, and the JSON paths answer as the CSV import does for such a column.
 * `input-rules.spec.ts` holds this list to what the pipe really deletes.
 */
export const RESERVED_KEYS: ReadonlySet<string> = new Set([
  '__proto__',
  'constructor',
  'prototype',
]);

/** At most this many details are reported for one request. */
const MAX_DETAILS = 20;

/**
 * Every text in `value` (a parsed JSON body or query) that no part of Parley can accept: a string
 * (or object key) holding NUL (U+0000), which PostgreSQL's `text` and `jsonb` cannot store, or an
 * unpaired UTF-16 surrogate, which `jsonb` refuses and `text` would silently replace. One detail
 * per offending field, named by its path (`bot.faq.0`, `customData.body`; a key is named with its
 * characters escaped: `customFields.utm\u0000source`), at most 20. `prefix` names the root
 * (empty for a body). With `reservedKeys`, a key in {@link RESERVED_KEYS} is refused too. Source: PostgreSQL documentation, sections 8.3 and 8.14.
 *
 * Shape: `(value: unknown, prefix?: string) => ErrorDetail[]`; iterative, so any depth is safe;
 * never throws.
 */
export function unacceptableText(value: unknown, prefix = '', reservedKeys = false): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  const stack: [unknown, string][] = [[value, prefix]];
  while (stack.length > 0 && details.length < MAX_DETAILS) {
    const [item, path] = stack.pop() as [unknown, string];
    if (typeof item === 'string') {
      const problem = textProblem(item);
      if (problem) details.push({ field: path || 'body', message: problem });
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, child] = entries[i];
        const field = path ? `${path}.${escaped(key)}` : escaped(key);
        const problem = textProblem(key);
        if (problem) details.push({ field, message: `key ${problem}` });
        else if (reservedKeys && RESERVED_KEYS.has(key)) {
          details.push({ field, message: `the key ${key} is reserved` });
        } else stack.push([child, field]);
      }
    }
  }
  return details.slice(0, MAX_DETAILS);
}
