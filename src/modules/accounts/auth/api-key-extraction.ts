import { AppError } from '../../../common/errors';

/** Where a key was found. */
export type ApiKeyPlacement = 'query' | 'bearer' | 'header';

/** The parts of a request the key can come from. */
export interface ApiKeySources {
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}

function values(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return list
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.trim())
    .filter((v) => v.length > 0);
}

/**
 * Whether the request carries anything in an API-key placement (a non-empty query `apiKey`,
 * an `Authorization` header, a non-empty `x-api-key`). Such a request is authenticated by its
 * key alone (a session cookie beside it is ignored), so a script's key is never overridden by a
 * browser's cookie and a bad key is refused even when a cookie is valid.
 */
export function carriesApiKey(sources: ApiKeySources): boolean {
  return (
    values(sources.query.apiKey).length > 0 ||
    values(sources.headers.authorization).length > 0 ||
    values(sources.headers['x-api-key']).length > 0
  );
}

/**
 * Finds the API key of a request in its three placements (docs/api.md#authentication): query
 * `apiKey`, `Authorization: Bearer <key>`, header `x-api-key`; the same key in several
 * placements is fine. The rules, checked in this order:
 *
 * - a query key on a route that refuses that placement → 401 `API_KEY_PLACEMENT_NOT_ALLOWED`;
 * - an `Authorization` header that is not `Bearer <key>` → 401 `API_KEY_INVALID`;
 * - two different keys → 401 `API_KEY_CONFLICT`;
 * - no key → 401 `API_KEY_MISSING`.
 *
 * @returns the one key, not yet checked against the database.
 */
export function extractApiKey(sources: ApiKeySources, options: { allowQuery: boolean }): string {
  const fromQuery = values(sources.query.apiKey);
  if (fromQuery.length > 0 && !options.allowQuery) {
    throw new AppError(
      'API_KEY_PLACEMENT_NOT_ALLOWED',
      'This endpoint does not accept the API key as a query parameter: send it in the x-api-key header.',
    );
  }
  const found = [...fromQuery];
  for (const authorization of values(sources.headers.authorization)) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    if (!match)
      throw new AppError('API_KEY_INVALID', 'The Authorization header must be "Bearer <API key>".');
    found.push(match[1]);
  }
  found.push(...values(sources.headers['x-api-key']));
  const distinct = new Set(found);
  if (distinct.size > 1) {
    throw new AppError(
      'API_KEY_CONFLICT',
      'The request carries different API keys in different placements.',
    );
  }
  const [key] = distinct;
  if (!key) {
    throw new AppError(
      'API_KEY_MISSING',
      'An API key is required: send it as "Authorization: Bearer <key>", the x-api-key header or the apiKey query parameter.',
    );
  }
  return key;
}
