import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Length of a SHA-256 digest, in bytes. */
const SHA256_BYTES = 32;

/** Compares two strings in time independent of where they differ (digests first, so lengths may differ). */
export function constantTimeEquals(a: string, b: string): boolean {
  const digestA = createHash('sha256').update(a, 'utf8').digest();
  const digestB = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(digestA, digestB) && a.length === b.length;
}

/**
 * `X-Hub-Signature-256` of a WhatsApp Cloud API webhook (Meta "Webhooks: Validate payloads"):
 * `sha256=` followed by the hex HMAC-SHA256 of the exact request bytes, keyed with the app secret.
 */
export function whatsAppSignature(rawBody: Buffer | string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/**
 * Whether `header` is the `X-Hub-Signature-256` of `rawBody` under `appSecret`. The comparison
 * is over the decoded digests with `timingSafeEqual`; a missing, malformed or wrong-length header
 * is simply false.
 */
export function verifyWhatsAppSignature(
  rawBody: Buffer,
  header: string | undefined,
  appSecret: string,
): boolean {
  const match = /^sha256=([0-9a-fA-F]{64})$/.exec(header?.trim() ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1], 'hex');
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return given.length === SHA256_BYTES && timingSafeEqual(given, expected);
}

/** Longest `hub.challenge` echoed back, in characters. */
const MAX_CHALLENGE_LENGTH = 256;

/**
 * Meta's webhook verification request (Meta "Webhooks: Verification Requests", used by WhatsApp,
 * Messenger and Instagram): `hub.mode` must be `subscribe` and `hub.verify_token` the
 * connection's verify token (compared in constant time). Shape: the three query values as
 * received, and the expected token (null when there is no such connection).
 *
 * @returns the `hub.challenge` to echo back (at most 256 characters), or null when the request
 *   must be refused (403 `WEBHOOK_VERIFICATION_FAILED` at the caller).
 */
export function acceptHubChallenge(
  query: { mode: unknown; token: unknown; challenge: unknown },
  verifyToken: string | null,
): string | null {
  const { mode, token, challenge } = query;
  if (
    verifyToken === null ||
    mode !== 'subscribe' ||
    typeof token !== 'string' ||
    typeof challenge !== 'string' ||
    challenge.length > MAX_CHALLENGE_LENGTH ||
    !constantTimeEquals(token, verifyToken)
  ) {
    return null;
  }
  return challenge;
}

/** Form parameters as Twilio posts them: a name may repeat. */
export type FormParams = Map<string, string[]>;

/** Decodes an `application/x-www-form-urlencoded` body (`+` is a space) into `FormParams`. */
export function parseFormParams(body: string): FormParams {
  const params: FormParams = new Map();
  for (const [name, value] of new URLSearchParams(body)) {
    params.set(name, [...(params.get(name) ?? []), value]);
  }
  return params;
}

/**
 * `X-Twilio-Signature` of a request (Twilio "Webhooks security: validating signatures"):
 * base64 of HMAC-SHA1, keyed with the auth token, over the full URL Twilio called (with any query
 * string) followed by every POST parameter sorted by name, each as name + value. A repeated name
 * contributes each distinct value in sorted order, as Twilio's own helper libraries do.
 */
export function twilioSignature(url: string, params: FormParams, authToken: string): string {
  let data = url;
  for (const name of [...params.keys()].sort()) {
    for (const value of [...new Set(params.get(name))].sort()) data += name + value;
  }
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/**
 * The forms of a URL Twilio may have signed: as given, with the scheme's standard port written
 * out, and without a port (Twilio's helper libraries accept either, because Twilio's own
 * signing is inconsistent about the port).
 */
export function twilioUrlVariants(url: string): string[] {
  const parsed = new URL(url);
  const standardPort = parsed.protocol === 'https:' ? '443' : '80';
  const rest = `${parsed.pathname}${parsed.search}`;
  const withPort = `${parsed.protocol}//${parsed.hostname}:${parsed.port || standardPort}${rest}`;
  const withoutPort = `${parsed.protocol}//${parsed.hostname}${rest}`;
  return [...new Set([url, withPort, withoutPort])];
}

/**
 * Whether `header` is a valid `X-Twilio-Signature` for one of the `urls` (each tried in its
 * port variants) and `params`, compared in constant time.
 */
export function verifyTwilioSignature(
  header: string | undefined,
  urls: string[],
  params: FormParams,
  authToken: string,
): boolean {
  if (!header) return false;
  let valid = false;
  for (const url of urls) {
    for (const variant of twilioUrlVariants(url)) {
      // every candidate is computed and compared: no early exit that times the match
      if (constantTimeEquals(header.trim(), twilioSignature(variant, params, authToken)))
        valid = true;
    }
  }
  return valid;
}
