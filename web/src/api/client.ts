/**
 * The app's only way to reach the service: `/v1` on its own origin with the session cookie
 * (`credentials: 'same-origin'`). The app never holds an API key. Every failure becomes an
 * `ApiError` carrying the envelope's `code` and human `message`, which screens show as is.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** One entry of a `VALIDATION_FAILED` answer's `details`: which field, and what is wrong with it. */
export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * The per-field problems of a 400 answer: `VALIDATION_FAILED`, and the contact rules that name
 * their field the same way (`INVALID_PHONE`, `INVALID_EMAIL`…). Empty for any other error.
 */
export function fieldProblems(error: unknown): FieldProblem[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  if (!Array.isArray(error.details)) return [];
  return error.details.filter(
    (detail): detail is FieldProblem =>
      typeof detail?.field === 'string' && typeof detail?.message === 'string',
  );
}

/** The 401 codes that mean the person's session is over (expired, revoked, or no cookie at all). */
const SESSION_ENDED_CODES = new Set(['SESSION_EXPIRED', 'API_KEY_MISSING']);

/** Whether the error says the session is over: a 401 `SESSION_EXPIRED` or `API_KEY_MISSING`. */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && SESSION_ENDED_CODES.has(error.code);
}

type SessionEndedListener = (error: ApiError) => void;
let sessionEndedListener: SessionEndedListener | null = null;

/**
 * Registers the one handler told when any request answers that the session is over (see
 * `SessionWatcher` in auth.tsx, which sends a signed-in person to Sign in). Returns the
 * function that unregisters it.
 */
export function onSessionEnded(listener: SessionEndedListener): () => void {
  sessionEndedListener = listener;
  return () => {
    if (sessionEndedListener === listener) sessionEndedListener = null;
  };
}

/**
 * Calls `/v1{path}` with the session cookie and answers the parsed JSON body (undefined for a
 * 204). A JSON `body` is sent as JSON; `raw` is sent as is with `contentType`. Without a
 * `method`, a request with a body is a POST.
 *
 * @throws ApiError with the envelope's `code`, `message` and `details`, or `NETWORK` when the
 *   service cannot be reached. A 401 that ends the session is also reported to the
 *   `onSessionEnded` handler, unless `sessionEndedIsExpected` (sign-out).
 */
export async function api<T>(
  path: string,
  init: {
    method?: string;
    body?: unknown;
    raw?: BodyInit;
    contentType?: string;
    sessionEndedIsExpected?: boolean;
  } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (init.raw !== undefined) {
    body = init.raw;
    headers['Content-Type'] = init.contentType ?? 'application/octet-stream';
  } else if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers['Content-Type'] = 'application/json';
  }
  let response: Response;
  try {
    response = await fetch(`/v1${path}`, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(
      0,
      'NETWORK',
      'The service cannot be reached. Check your connection and try again.',
    );
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!response.ok) {
    const error = (json as { error?: { code?: string; message?: string; details?: unknown } })
      ?.error;
    const failure = new ApiError(
      response.status,
      error?.code ?? 'HTTP_' + response.status,
      error?.message ?? `The service answered ${response.status}.`,
      error?.details,
    );
    if (isSessionEnded(failure) && !init.sessionEndedIsExpected) sessionEndedListener?.(failure);
    throw failure;
  }
  return json as T;
}

/** A query string (`?a=1&b=2`, or empty) of the parameters that have a value. */
export function qs(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The human message of any error: the API's own `message` for an `ApiError`. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
