import { createHash, randomBytes } from 'node:crypto';

/**
 * Random bytes of a secret token (a session's cookie, an invitation's or a sign-up's link): 32
 * (256 bits), base64url-encoded to 43 characters.
 */
export const TOKEN_BYTES = 32;
/** A session lives this long after its last use (sliding): 14 days, in ms. */
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/**
 * A session's expiry is pushed forward at most once per this interval (ms), so a busy app does
 * not write its session row on every request; the sliding window is thus 14 days minus at most
 * 5 minutes.
 */
export const SESSION_REFRESH_INTERVAL_MS = 5 * 60 * 1000;
/** An invitation link works this long after it was made: 7 days, in ms. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A sign-up confirmation link works this long after the sign-up: 24 hours, in ms. */
export const SIGNUP_CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;
/** A password reset link works this long after it was issued: 1 hour, in ms. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A fresh token: `plaintext` goes to the person (cookie, link), only `hash` is stored. */
export interface GeneratedToken {
  plaintext: string;
  hash: string;
}

/** Generates a token from 32 bytes of CSPRNG output. */
export function generateToken(): GeneratedToken {
  const plaintext = randomBytes(TOKEN_BYTES).toString('base64url');
  return { plaintext, hash: hashToken(plaintext) };
}

/**
 * SHA-256 hex digest of a token. A fast hash suffices (as for API keys): the token has 256 bits
 * of entropy; storing only the digest means a database leak yields no usable cookie.
 */
export function hashToken(plaintext: string): string {
  return createHash('sha256').update(plaintext, 'utf8').digest('hex');
}

/** Whether a value has the shape of a token (junk is refused without a query). */
export function looksLikeToken(candidate: string): boolean {
  return TOKEN_PATTERN.test(candidate);
}

/** Whether a session last refreshed at `refreshedAt` is due for its expiry to slide forward. */
export function sessionNeedsRefresh(refreshedAt: Date, now: Date): boolean {
  return now.getTime() - refreshedAt.getTime() >= SESSION_REFRESH_INTERVAL_MS;
}
