// eslint-disable-next-line no-control-regex -- matching NUL is the point
const NUL = /\u0000/g;
const LONE_SURROGATE = /\p{Cs}/gu;

/** `value` with every string made storable; the paths of the strings that changed go to `changed`. */
function storable(value: unknown, path: string, changed: string[]): unknown {
  if (typeof value === 'string') {
    const clean = value.replace(NUL, '').replace(LONE_SURROGATE, '\ufffd');
    if (clean !== value) changed.push(path);
    return clean;
  }
  if (Array.isArray(value)) return value.map((item, i) => storable(item, `${path}.${i}`, changed));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        storable(item, path ? `${path}.${key}` : key, changed),
      ]),
    );
  }
  return value;
}

/**
 * One event of a verified provider webhook made storable (docs/channels.md#provider-webhooks):
 * PostgreSQL's `text` and `jsonb` cannot hold NUL (U+0000) and `jsonb` refuses unpaired
 * surrogates, yet a provider's message must never be refused (nor lost) for its content. NUL
 * characters are removed and unpaired surrogates replaced by U+FFFD, and an event so changed
 * says which of its fields were, in `alteredFields` (dotted paths, e.g. `["event.body"]`); an
 * event with nothing to change is returned as it is. Pure; never throws.
 */
export function storablePayload<T extends object>(payload: T): T {
  const changed: string[] = [];
  const result = storable(payload, '', changed) as T;
  return changed.length > 0 ? { ...result, alteredFields: changed } : payload;
}
