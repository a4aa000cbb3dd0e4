import type { Request } from 'express';
import { AppError } from '../../../common/errors';

/** Methods that never change anything, so a cookie-authenticated request needs no origin check. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What `checkSameOrigin` looks at. */
export interface OriginEvidence {
  method: string;
  /** The `Origin` request header, if any. */
  origin: string | undefined;
  /** The `Sec-Fetch-Site` request header, if any. */
  secFetchSite: string | undefined;
  /** The service's own origin: `PUBLIC_BASE_URL`'s, else the request's scheme and `Host`. */
  expectedOrigin: string;
  /**
   * True (default) for cookie-authenticated requests: without an `Origin`, `Sec-Fetch-Site:
   * same-origin` is required. False for sign-in, sign-up and sign-out, which carry no credential
   * to abuse and are also called by scripts (curl): only headers a browser sent are checked
   * (a foreign `Origin`, or a `Sec-Fetch-Site` other than `same-origin`/`none`).
   */
  requireEvidence?: boolean;
}

/** `scheme://host[:port]` of a URL, lower-case, default ports dropped; null if it is not one. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    return parsed.origin;
  } catch {
    return null;
  }
}

/**
 * The cross-site request forgery rule for cookie-authenticated requests
 * (docs/sessions-and-app.md#cross-site-requests):
 * a request other than GET/HEAD/OPTIONS must show it comes from the service's own pages. With an
 * `Origin` header, it must equal the service's origin (browsers send it on every cross-origin
 * request and on same-origin POST/PUT/PATCH/DELETE); without one, `Sec-Fetch-Site` must be
 * `same-origin`. Anything else, including no header at all, is refused (see `requireEvidence`
 * for the sign-in routes). API-key requests are not checked: a browser never adds a key by itself.
 *
 * @throws AppError 403 `CSRF_ORIGIN_MISMATCH`.
 */
export function checkSameOrigin(evidence: OriginEvidence): void {
  if (SAFE_METHODS.has(evidence.method.toUpperCase())) return;
  const expected = originOf(evidence.expectedOrigin);
  if (evidence.origin !== undefined) {
    if (expected !== null && originOf(evidence.origin) === expected) return;
  } else {
    const site = evidence.secFetchSite?.trim().toLowerCase();
    if (site === 'same-origin') return;
    if (evidence.requireEvidence === false && (site === undefined || site === 'none')) return;
  }
  throw new AppError(
    'CSRF_ORIGIN_MISMATCH',
    "A request signed in with the session cookie that changes something must come from this service's own pages: its Origin header does not match (send an API key from other clients).",
  );
}

/**
 * The service's own origin for `checkSameOrigin`: `PUBLIC_BASE_URL` when set (its path, if
 * any, is ignored by `originOf`), else the origin
 * the request was addressed to (its scheme, as Express sees it behind `TRUST_PROXY`, and `Host`).
 */
export function serviceOrigin(req: Request, publicBaseUrl: string | undefined): string {
  return publicBaseUrl ?? `${req.protocol}://${req.get('host') ?? ''}`;
}

/** `checkSameOrigin` for an Express request. */
export function checkRequestOrigin(
  req: Request,
  publicBaseUrl: string | undefined,
  requireEvidence = true,
): void {
  const header = (name: string): string | undefined => {
    const value = req.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  checkSameOrigin({
    method: req.method,
    origin: header('origin'),
    secFetchSite: header('sec-fetch-site'),
    expectedOrigin: serviceOrigin(req, publicBaseUrl),
    requireEvidence,
  });
}
