import { createHash, randomBytes } from 'node:crypto';

/** Every key starts with this readable prefix (docs/api.md#authentication). */
export const API_KEY_PREFIX = 'pk_';
/** Random bytes per key: 32 bytes = 256 bits of entropy, base64url-encoded to 43 characters. */
export const API_KEY_BYTES = 32;
const API_KEY_PATTERN = /^pk_[A-Za-z0-9_-]{43}$/;

/** A freshly generated key: `plaintext` is shown to the user once; only `hash` is stored. */
export interface GeneratedApiKey {
  plaintext: string;
  hash: string;
  /** The first 7 characters (`pk_` + 4), safe to show in listings and logs. */
  displayPrefix: string;
}

/** Generates a new API key `pk_<43 base64url chars>` from 32 bytes of CSPRNG output. */
export function generateApiKey(): GeneratedApiKey {
  const plaintext = API_KEY_PREFIX + randomBytes(API_KEY_BYTES).toString('base64url');
  return { plaintext, hash: hashApiKey(plaintext), displayPrefix: plaintext.slice(0, 7) };
}

/**
 * SHA-256 hex digest of a key. A fast hash is the right tool here (as for GitHub's and Stripe's
 * tokens): the key has 256 bits of entropy, so there is nothing for a slow hash to protect.
 */
export function hashApiKey(plaintext: string): string {
  return createHash('sha256').update(plaintext, 'utf8').digest('hex');
}

/** Whether a string has the shape of a Parley key (lets the guard refuse junk without a query). */
export function looksLikeApiKey(candidate: string): boolean {
  return API_KEY_PATTERN.test(candidate);
}
