import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { Agent, request } from 'undici';
import { parseRetryAfter } from './domain/retry-schedule';
import { isPrivateAddress } from './domain/private-address';

/** Bytes of a receiver's answer that are read (and discarded); the rest is cut off. */
const MAX_RESPONSE_BYTES = 64 * 1024;

/** The outcome of one HTTP attempt. */
export interface AttemptResult {
  /** The receiver's status, or null when it did not answer (timeout, refused, DNS, private address). */
  status: number | null;
  /** From sending to the end of the answer's headers (or the failure): ms. */
  durationMs: number;
  /** Why there is no 2xx: `TIMEOUT`, `PRIVATE_ADDRESS: …`, a network error, or `HTTP <status>`. */
  error: string | null;
  /** The receiver's `Retry-After`: ms, or null. */
  retryAfterMs: number | null;
  /** True when retrying cannot help (the URL resolves to a refused address). */
  final: boolean;
}

/** Raised by the guarded DNS lookup; its message names the refused address. */
class PrivateAddressError extends Error {
  constructor(host: string, address: string) {
    super(`PRIVATE_ADDRESS: ${host} resolves to ${address}`);
  }
}

/**
 * The host a URL names, as checked against the deny list: without IPv6 brackets, and without the
 * trailing dot(s) of a fully-qualified name (`localhost.` is `localhost`).
 */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').replace(/\.+$/, '');
}

/**
 * Checks a webhook URL's shape: http(s) only (https unless private addresses are allowed, as
 * in development), no credentials, and a host that is not a literal private address.
 *
 * @returns an error message, or null when the URL is acceptable.
 */
export function webhookUrlProblem(url: string, allowPrivate: boolean): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'must be an absolute http(s) URL';
  }
  if (parsed.protocol !== 'https:' && !(allowPrivate && parsed.protocol === 'http:')) {
    return allowPrivate ? 'must be an http(s) URL' : 'must be an https URL';
  }
  if (parsed.username || parsed.password) return 'must not contain credentials';
  if (allowPrivate) return null;
  const host = hostOf(parsed);
  if (host === 'localhost' || host.endsWith('.localhost')) return 'must not point to this machine';
  if (isIP(host) && isPrivateAddress(host)) return 'must not point to a private or local address';
  return null;
}

/**
 * Resolves a URL's host and tells whether every address is public. Used when a URL is registered
 * (a name that does not resolve yet is accepted; the guarded lookup checks again at each attempt).
 *
 * @returns an error message, or null.
 */
export async function resolvesToPrivate(url: string): Promise<string | null> {
  const host = hostOf(new URL(url));
  if (isIP(host)) return null;
  const addresses = await new Promise<LookupAddress[]>((resolve) =>
    dnsLookup(host, { all: true }, (error, found) => resolve(error ? [] : found)),
  );
  const refused = addresses.find((entry) => isPrivateAddress(entry.address));
  return refused ? `must not resolve to a private or local address (${refused.address})` : null;
}

/**
 * Posts signed webhook bodies (undici). Redirects are not followed. When private addresses are
 * refused, the connection's own DNS lookup refuses them too, so a name that is re-pointed after
 * registration (DNS rebinding) cannot reach this machine or the private network.
 */
export class WebhookHttpClient {
  private readonly agent: Agent;

  /**
   * @param timeoutMs limit of one attempt (connect, headers and body): ms.
   * @param allowPrivate `ALLOW_PRIVATE_WEBHOOK_URLS`.
   */
  constructor(
    private readonly timeoutMs: number,
    private readonly allowPrivate: boolean,
  ) {
    this.agent = new Agent({
      connections: 32,
      keepAliveTimeout: 4000,
      connect: allowPrivate
        ? { timeout: timeoutMs }
        : { timeout: timeoutMs, lookup: guardedLookup },
    });
  }

  /** Sends one attempt. Never throws: every failure is an `AttemptResult`. */
  async post(url: string, headers: Record<string, string>, body: string): Promise<AttemptResult> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const problem = webhookUrlProblem(url, this.allowPrivate);
    if (problem) {
      return {
        status: null,
        durationMs: 0,
        error: `INVALID_URL: ${problem}`,
        retryAfterMs: null,
        final: true,
      };
    }
    try {
      const response = await request(url, {
        method: 'POST',
        headers,
        body,
        dispatcher: this.agent,
        headersTimeout: this.timeoutMs,
        bodyTimeout: this.timeoutMs,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const durationMs = elapsed();
      await drain(response.body);
      const retryAfter = response.headers['retry-after'];
      const ok = response.statusCode >= 200 && response.statusCode < 300;
      return {
        status: response.statusCode,
        durationMs,
        error: ok ? null : `HTTP ${response.statusCode}`,
        retryAfterMs: parseRetryAfter(
          Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
          Date.now(),
        ),
        final: false,
      };
    } catch (error) {
      const durationMs = elapsed();
      const cause = (error as { cause?: unknown }).cause ?? error;
      if (cause instanceof PrivateAddressError || error instanceof PrivateAddressError) {
        const message = (cause as Error).message;
        return { status: null, durationMs, error: message, retryAfterMs: null, final: true };
      }
      return { status: null, durationMs, error: describe(error), retryAfterMs: null, final: false };
    }
  }

  async close(): Promise<void> {
    await this.agent.close();
  }
}

/** Reads up to {@link MAX_RESPONSE_BYTES} of an answer and drops the rest. */
async function drain(body: AsyncIterable<Buffer> & { destroy(): void }): Promise<void> {
  let read = 0;
  try {
    for await (const chunk of body) {
      read += chunk.length;
      if (read > MAX_RESPONSE_BYTES) break;
    }
  } catch {
    // An answer cut off after its status line still counts by its status.
  } finally {
    body.destroy();
  }
}

function describe(error: unknown): string {
  const named = error as {
    name?: string;
    code?: string;
    message?: string;
    cause?: { code?: string; message?: string };
  };
  if (named.name === 'TimeoutError' || named.name === 'AbortError') return 'TIMEOUT';
  if (named.code === 'UND_ERR_HEADERS_TIMEOUT' || named.code === 'UND_ERR_BODY_TIMEOUT')
    return 'TIMEOUT';
  if (named.code === 'UND_ERR_CONNECT_TIMEOUT') return 'TIMEOUT';
  const code = named.cause?.code ?? named.code;
  const message = named.cause?.message ?? named.message ?? String(error);
  return code ? `${code}: ${message}` : message;
}

/** `dns.lookup` for connections: fails when any address of the host is private or local. */
function guardedLookup(
  hostname: string,
  options: LookupOptions,
  callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => isPrivateAddress(entry.address));
    if (refused) return callback(new PrivateAddressError(hostname, refused.address), []);
    if (options.all) return callback(null, addresses);
    return callback(null, addresses[0].address, addresses[0].family);
  });
}
