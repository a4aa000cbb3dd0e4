import {
  classifyAttempt,
  MAX_RETRY_AFTER_MS,
  nextRetryDelayMs,
  parseRetryAfter,
  parseRetrySchedule,
} from './retry-schedule';

const DEFAULT = parseRetrySchedule(
  '5000,30000,120000,600000,1800000,3600000,7200000,14400000,28800000,36000000',
);

describe('classifyAttempt', () => {
  it.each([
    [200, 'delivered'],
    [204, 'delivered'],
    [299, 'delivered'],
    [null, 'retry'],
    [408, 'retry'],
    [429, 'retry'],
    [500, 'retry'],
    [503, 'retry'],
    [301, 'fail'],
    [400, 'fail'],
    [401, 'fail'],
    [404, 'fail'],
    [410, 'fail'],
    [422, 'fail'],
  ] as const)('status %p → %s', (status, verdict) => {
    expect(classifyAttempt(status)).toBe(verdict);
  });
});

describe('nextRetryDelayMs', () => {
  it('retries first within 10 s, then grows, for at least 24 h in all', () => {
    const delays = DEFAULT.map((_, i) => nextRetryDelayMs(i + 1, DEFAULT, null, 0.999)!);
    expect(delays[0]).toBeLessThanOrEqual(10_000);
    for (let i = 1; i < delays.length; i += 1) expect(delays[i]).toBeGreaterThan(delays[i - 1]);
    const least = DEFAULT.map((_, i) => nextRetryDelayMs(i + 1, DEFAULT, null, 0)!);
    expect(least.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(24 * 3600 * 1000);
  });

  it('adds up to 20 % jitter, never less than the schedule', () => {
    expect(nextRetryDelayMs(1, [1000], null, 0)).toBe(1000);
    expect(nextRetryDelayMs(1, [1000], null, 0.5)).toBe(1100);
    expect(nextRetryDelayMs(1, [1000], null, 0.9999)).toBeLessThanOrEqual(1200);
  });

  it('is null once the schedule is used up', () => {
    expect(nextRetryDelayMs(3, [10, 20], null, 0)).toBeNull();
    expect(nextRetryDelayMs(DEFAULT.length + 1, DEFAULT, null, 0)).toBeNull();
  });

  it('honours a longer Retry-After, capped at 24 h', () => {
    expect(nextRetryDelayMs(1, [5000], 60_000, 0)).toBe(60_000);
    expect(nextRetryDelayMs(1, [5000], 1000, 0)).toBe(5000);
    expect(nextRetryDelayMs(1, [5000], 10 * MAX_RETRY_AFTER_MS, 0)).toBe(MAX_RETRY_AFTER_MS);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');
  it.each([
    ['120', 120_000],
    [' 3 ', 3000],
    ['Sat, 21 Nov 2026 10:01:00 GMT', 60_000],
    ['Sat, 21 Nov 2026 09:00:00 GMT', 0],
    ['soon', null],
    ['', null],
    [undefined, null],
  ])('%p → %p', (value, ms) => {
    expect(parseRetryAfter(value, now)).toBe(ms);
  });
});

describe('parseRetrySchedule', () => {
  it('reads comma-separated ms', () => expect(parseRetrySchedule('1, 2,3')).toEqual([1, 2, 3]));
  it('refuses nonsense', () => expect(() => parseRetrySchedule('1,x')).toThrow(/bad retry delay/));
});
