import { request } from 'undici';
import { ProviderRetryableError } from '../channel-adapter';

/** Longest `Retry-After` honoured, in ms (a provider asking for more is asked again after this). */
const MAX_RETRY_AFTER_MS = 3_600_000;
/** Wait suggested after a timeout or a network error, in ms. */
export const NETWORK_RETRY_MS = 5000;

/** A provider API answer: status, lower-case headers, body text and its JSON (null if not JSON). */
export interface ProviderResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: unknown;
}

/**
 * `Retry-After` (RFC 9110 section 10.2.3: delay in seconds, or an HTTP date) in ms from `now`,
 * capped at one hour; null when absent or unreadable.
 */
export function parseRetryAfterMs(
  value: string | string[] | undefined,
  now: number = Date.now(),
): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return null;
  const trimmed = raw.trim();
  let ms: number;
  if (/^\d+$/.test(trimmed)) ms = Number(trimmed) * 1000;
  else {
    const date = Date.parse(trimmed);
    if (Number.isNaN(date)) return null;
    ms = date - now;
  }
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}

/**
 * One HTTP call to a provider API with undici, limited to `timeoutMs` (headers and body). The
 * response is read whatever its status; the caller classifies it.
 *
 * @throws ProviderRetryableError `TIMEOUT` when the call takes longer, `NETWORK_ERROR` when the
 *   connection fails (refused, reset, DNS): the message may not have reached the provider, and a
 *   provider answer that never came back is, for the sender, the same as a 5xx.
 */
export async function providerRequest(
  url: string,
  options: { method: 'POST' | 'GET'; headers: Record<string, string>; body?: string },
  timeoutMs: number,
): Promise<ProviderResponse> {
  try {
    const response = await request(url, {
      method: options.method,
      headers: options.headers,
      body: options.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.body.text();
    let json: unknown = null;
    try {
      json = text.length > 0 ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: response.statusCode, headers: response.headers, text, json };
  } catch (error) {
    const name = (error as Error)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new ProviderRetryableError(
        'TIMEOUT',
        `The provider did not answer within ${timeoutMs} ms.`,
        NETWORK_RETRY_MS,
      );
    }
    throw new ProviderRetryableError(
      'NETWORK_ERROR',
      `The provider could not be reached (${(error as { code?: string }).code ?? name ?? 'error'}).`,
      NETWORK_RETRY_MS,
    );
  }
}
