/**
 * When to retry a failed webhook delivery (docs/webhooks.md#retry-schedule, after the Standard
 * Webhooks retry guidance,
 * https://github.com/standard-webhooks/standard-webhooks/blob/main/spec/standard-webhooks.md
 * "Retry schedule"): retry timeouts, network errors, 408, 429 and 5xx with exponential backoff
 * and jitter, never sooner than the receiver's `Retry-After`; any other answer is final. Pure.
 */

/** Jitter added to each scheduled delay: up to this fraction of it (0.2 = up to +20 %). */
export const RETRY_JITTER = 0.2;

/** The longest `Retry-After` honoured: ms (a receiver cannot park a delivery for longer). */
export const MAX_RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

/** What one attempt's outcome means for the delivery. */
export type AttemptVerdict = 'delivered' | 'retry' | 'fail';

/**
 * Classifies an attempt: a 2xx is `delivered`; no answer (`status` null: timeout, refused
 * connection, DNS), 408, 429 and 5xx are worth a `retry`; every other status (3xx redirects are
 * not followed, 4xx) is a final `fail`.
 */
export function classifyAttempt(status: number | null): AttemptVerdict {
  if (status === null) return 'retry';
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 408 || status === 429 || status >= 500) return 'retry';
  return 'fail';
}

/**
 * Parses `WEBHOOK_RETRY_SCHEDULE_MS` ("5000,30000,…") into delays in ms.
 *
 * @throws Error when an entry is not a non-negative integer.
 */
export function parseRetrySchedule(text: string): number[] {
  return text.split(',').map((part) => {
    const value = Number(part.trim());
    if (!Number.isInteger(value) || value < 0) throw new Error(`bad retry delay "${part}"`);
    return value;
  });
}

/**
 * The delay before the next attempt, in ms, after `attemptsMade` attempts (1 after the first
 * failure), or null when the schedule is used up and the delivery fails. The scheduled delay
 * gets up to {@link RETRY_JITTER} more (never less, so the whole schedule lasts at least its
 * sum), and is raised to the receiver's `Retry-After` (ms, capped at {@link MAX_RETRY_AFTER_MS}).
 *
 * @param random a number in [0, 1) (Math.random in production; fixed in tests).
 */
export function nextRetryDelayMs(
  attemptsMade: number,
  schedule: readonly number[],
  retryAfterMs: number | null,
  random: number,
): number | null {
  const scheduled = schedule[attemptsMade - 1];
  if (scheduled === undefined) return null;
  const jittered = Math.round(scheduled * (1 + RETRY_JITTER * random));
  const asked = retryAfterMs === null ? 0 : Math.min(retryAfterMs, MAX_RETRY_AFTER_MS);
  return Math.max(jittered, asked);
}

/**
 * Parses an HTTP `Retry-After` header (RFC 9110 section 10.2.3: delay-seconds or an HTTP date)
 * into ms from `now`, or null when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now);
}
