import { afterRetryableRefusal, MAX_RETRY_MS, MAX_SEND_ATTEMPTS } from './send-retry';

describe('afterRetryableRefusal', () => {
  it.each([
    [1, 0, { retryInMs: 5000 }],
    [2, 0, { retryInMs: 10_000 }],
    [3, 0, { retryInMs: 20_000 }],
    [7, 0, { retryInMs: MAX_RETRY_MS }],
    [1, 1500, { retryInMs: 1500 }],
    [2, 3_600_000, { retryInMs: MAX_RETRY_MS }],
    [MAX_SEND_ATTEMPTS, 0, { give: 'up' }],
    [MAX_SEND_ATTEMPTS + 1, 1000, { give: 'up' }],
  ])('attempt %i, Retry-After %i ms → %j', (attempt, retryAfter, expected) => {
    expect(afterRetryableRefusal(attempt, retryAfter)).toEqual(expected);
  });
});
