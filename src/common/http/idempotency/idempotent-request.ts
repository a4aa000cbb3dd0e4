import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { ValidationFailedError } from '../../errors';

/**
 * Pure rules of `Idempotency-Key` (docs/api.md#idempotency, after Stripe's idempotent requests:
 * https://docs.stripe.com/api/idempotent_requests): what a valid key is, when two requests are
 * "the same", which response headers are replayed, and how a saved response is sealed.
 */

/** Request header carrying the key. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Response header marking a replayed response. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** 1-255 printable ASCII characters (0x20-0x7E), as Stripe allows. */
const VALID_KEY = /^[\x20-\x7e]{1,255}$/;

/**
 * The `Idempotency-Key` header value, checked.
 *
 * @param raw the header as Node parsed it (repeated headers arrive joined by ", ").
 * @throws ValidationFailedError 400 `VALIDATION_FAILED`, field `Idempotency-Key`, when it is not
 *   1-255 printable ASCII characters.
 */
export function parseIdempotencyKey(raw: string | string[]): string {
  const key = Array.isArray(raw) ? raw.join(', ') : raw;
  if (!VALID_KEY.test(key)) {
    throw new ValidationFailedError(
      [{ field: IDEMPOTENCY_KEY_HEADER, message: 'must be 1-255 printable ASCII characters' }],
      'The Idempotency-Key header is invalid.',
    );
  }
  return key;
}

/** SHA-256 (hex) of the key: what is stored in place of the key. */
export function hashIdempotencyKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/**
 * SHA-256 (hex) of the credential that sent a request (`key:<hash of the API key>` or
 * `user:<id>` of a signed-in person, `Caller.credential`): what a key's row stores to answer only
 * that credential again.
 */
export function hashCredential(credential: string): string {
  return createHash('sha256').update(credential, 'utf8').digest('hex');
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** At most this many ids are recorded for one answer (a list add of 10,000 contacts names them all). */
const MAX_SUBJECT_IDS = 10_000;

/**
 * The ids (UUIDs, lower-case, each once) a response body names: the contact it created, the
 * contacts a list add took… Recorded beside a stored answer so that erasing a contact finds
 * every answer that holds it (the sealed body itself cannot be searched). A binary body names none.
 */
export function subjectIdsOf(body: string | Buffer): string[] {
  if (typeof body !== 'string') return [];
  const ids = new Set<string>();
  for (const match of body.matchAll(UUID)) {
    ids.add(match[0].toLowerCase());
    if (ids.size >= MAX_SUBJECT_IDS) break;
  }
  return [...ids];
}

/** JSON with object keys sorted at every level, so that `{a,b}` and `{b,a}` read the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What identifies a request for idempotency: its method and path, and the fingerprint of all of it. */
export interface RequestIdentity {
  method: string;
  /** Path without the query string (stored, for the 422 message and for operators). */
  path: string;
  /** SHA-256 (hex) of method, path, query without `apiKey` (sorted) and canonical body. */
  fingerprint: string;
}

/**
 * The identity of a request: two requests with the same key are "the same request" when method,
 * path, query and body (parsed JSON compared canonically, or the raw text of a CSV body) are
 * equal. The `apiKey` query parameter is left out: it says who calls, not what is asked, and a
 * key must never be part of a stored record.
 *
 * @param request `originalUrl` is the path with its query string, as Express gives it.
 */
export function identifyRequest(request: {
  method: string;
  originalUrl: string;
  body: unknown;
}): RequestIdentity {
  const [path, rawQuery = ''] = request.originalUrl.split(/\?(.*)/s);
  const query = new URLSearchParams(rawQuery);
  query.delete('apiKey');
  query.sort();
  const fingerprint = createHash('sha256')
    .update(canonicalJson([request.method, path, query.toString(), request.body ?? null]))
    .digest('hex');
  return { method: request.method, path, fingerprint };
}

/** Response headers that belong to one delivery, not to the outcome, and are never replayed. */
const PER_RESPONSE_HEADERS = new Set([
  'connection',
  'content-length',
  'date',
  'etag',
  'keep-alive',
  'transfer-encoding',
  'set-cookie',
  'retry-after',
  'x-request-id',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  IDEMPOTENT_REPLAYED_HEADER.toLowerCase(),
]);

/**
 * The headers of a response worth replaying (e.g. `Content-Type`, `X-Contact-Created`,
 * `Location`): all of them except those of a single delivery (request id, rate limit, length,
 * ETag, …), which the replay gets afresh.
 */
export function replayableHeaders(headers: OutgoingHttpHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || PER_RESPONSE_HEADERS.has(name.toLowerCase())) continue;
    kept[name] = Array.isArray(value) ? value : String(value);
  }
  return kept;
}

/** A saved response: what a replay sends again. */
export interface SavedResponse {
  /** HTTP status. */
  status: number;
  /** Replayable headers (`replayableHeaders`). */
  headers: Record<string, string | string[]>;
  /** The body exactly as sent: text (a JSON body) or bytes. */
  body: string | Buffer;
}

const SEAL_VERSION = 2;
const IV_BYTES = 12;
const TAG_BYTES = 16;

function sealingKey(idempotencyKey: string, accountId: string, credential: string): Buffer {
  return Buffer.from(
    hkdfSync(
      'sha256',
      idempotencyKey,
      `${accountId}/${credential}`,
      'parley/idempotency-response/v2',
      32,
    ),
  );
}

/**
 * Seals the headers and body of a response (AES-256-GCM) under a key derived (HKDF-SHA256) from
 * the `Idempotency-Key`, the account id and the credential (its `hashCredential`). The table
 * stores only the key's hash, so a saved response, which may carry an API key (`POST
 * /v1/account/api-key`) or a contact, is readable only by the same credential presenting the key
 * again (a key never appears in a stored record; docs/security.md#idempotency-per-credential).
 *
 * @returns version (1 byte) | IV (12) | GCM tag (16) | ciphertext.
 */
export function sealResponse(
  idempotencyKey: string,
  accountId: string,
  credential: string,
  response: Omit<SavedResponse, 'status'>,
): Buffer {
  const plain = JSON.stringify({
    headers: response.headers,
    body: Buffer.isBuffer(response.body) ? response.body.toString('base64') : response.body,
    base64: Buffer.isBuffer(response.body),
  });
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(
    'aes-256-gcm',
    sealingKey(idempotencyKey, accountId, credential),
    iv,
  );
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.from([SEAL_VERSION]), iv, cipher.getAuthTag(), ciphertext]);
}

/**
 * Opens what `sealResponse` sealed.
 *
 * @throws Error when the seal does not open with this key, account and credential (tampering,
 *   or a bug).
 */
export function openResponse(
  idempotencyKey: string,
  accountId: string,
  credential: string,
  status: number,
  sealed: Buffer,
): SavedResponse {
  if (sealed[0] !== SEAL_VERSION) throw new Error(`unknown idempotency seal version ${sealed[0]}`);
  const iv = sealed.subarray(1, 1 + IV_BYTES);
  const tag = sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv(
    'aes-256-gcm',
    sealingKey(idempotencyKey, accountId, credential),
    iv,
  );
  decipher.setAuthTag(tag);
  const plain = Buffer.concat([
    decipher.update(sealed.subarray(1 + IV_BYTES + TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
  const parsed = JSON.parse(plain) as {
    headers: Record<string, string | string[]>;
    body: string;
    base64: boolean;
  };
  return {
    status,
    headers: parsed.headers,
    body: parsed.base64 ? Buffer.from(parsed.body, 'base64') : parsed.body,
  };
}
