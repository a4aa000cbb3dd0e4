/**
 * The one retry rule of provider hand-overs (docs/sending.md#retries):
 * a retryable refusal (throttling, HTTP 429/5xx, a timeout, a network error) is tried again
 * through the queue, after the provider's `Retry-After` when it sent one, else after 5 s doubling
 * per attempt up to 5 min; after {@link MAX_SEND_ATTEMPTS} attempts (about 20 min of retries)
 * the message fails with the provider's code.
 */

/** Hand-over attempts of one message, the first included. */
export const MAX_SEND_ATTEMPTS = 8;
/** Wait before the 2nd attempt when the provider did not say: ms. */
export const FIRST_RETRY_MS = 5000;
/** The longest wait between attempts: ms. */
export const MAX_RETRY_MS = 5 * 60_000;

/**
 * What to do after attempt `attempt` (1 = first) was refused for now.
 *
 * @param retryAfterMs the provider's `Retry-After` in ms, 0 when it sent none.
 * @returns `{retryInMs}` to try again, or `{give: 'up'}` after the last attempt.
 */
export function afterRetryableRefusal(
  attempt: number,
  retryAfterMs: number,
): { retryInMs: number } | { give: 'up' } {
  if (attempt >= MAX_SEND_ATTEMPTS) return { give: 'up' };
  const backoff = Math.min(FIRST_RETRY_MS * 2 ** (attempt - 1), MAX_RETRY_MS);
  return { retryInMs: retryAfterMs > 0 ? Math.min(retryAfterMs, MAX_RETRY_MS) : backoff };
}
