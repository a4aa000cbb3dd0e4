import fc from 'fast-check';
import {
  PRIVATE_REPLY_RATE_SPAN_MS,
  PRIVATE_REPLY_WINDOW_MS,
  privateReplyOpen,
  privateReplySlot,
} from './private-replies';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;

describe('privateReplyOpen (one private reply within 7 days of the comment)', () => {
  it.each<[string, number, boolean]>([
    ['a fresh comment', 0, true],
    ['6 days 23 h', PRIVATE_REPLY_WINDOW_MS - 60 * MINUTE, true],
    ['exactly 7 days', PRIVATE_REPLY_WINDOW_MS, false],
    ['8 days', 8 * 24 * 60 * MINUTE, false],
  ])('%s', (_name, age, open) => {
    expect(privateReplyOpen(ago(age), now)).toBe(open);
  });
});

describe('privateReplySlot (750 per hour per account, sliding)', () => {
  it('sends while fewer than perHour replies went out in the last hour', () => {
    expect(privateReplySlot([], now, 750)).toEqual({ ok: true });
    expect(privateReplySlot([ago(MINUTE), ago(2 * MINUTE)], now, 3)).toEqual({ ok: true });
    // replies older than an hour no longer count
    expect(privateReplySlot([ago(MINUTE), ago(61 * MINUTE), ago(90 * MINUTE)], now, 2)).toEqual({
      ok: true,
    });
  });

  it('at the budget, waits until the perHour-th newest leaves the hour', () => {
    expect(privateReplySlot([ago(MINUTE), ago(40 * MINUTE)], now, 2)).toEqual({
      ok: false,
      retryAt: new Date(ago(40 * MINUTE).getTime() + PRIVATE_REPLY_RATE_SPAN_MS),
    });
    // unordered input, more than the budget (the limit was lowered)
    expect(privateReplySlot([ago(50 * MINUTE), ago(MINUTE), ago(5 * MINUTE)], now, 2)).toEqual({
      ok: false,
      retryAt: new Date(ago(5 * MINUTE).getTime() + PRIVATE_REPLY_RATE_SPAN_MS),
    });
  });

  it('property: a retry time is in the future and within the hour; never more than perHour fit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2 * PRIVATE_REPLY_RATE_SPAN_MS }), { maxLength: 40 }),
        fc.integer({ min: 1, max: 20 }),
        (ages, perHour) => {
          const decision = privateReplySlot(ages.map(ago), now, perHour);
          const inHour = ages.filter((age) => age < PRIVATE_REPLY_RATE_SPAN_MS).length;
          expect(decision.ok).toBe(inHour < perHour);
          if (!decision.ok) {
            expect(decision.retryAt.getTime()).toBeGreaterThan(now.getTime());
            expect(decision.retryAt.getTime()).toBeLessThanOrEqual(
              now.getTime() + PRIVATE_REPLY_RATE_SPAN_MS,
            );
          }
        },
      ),
    );
  });
});
