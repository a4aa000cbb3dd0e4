import fc from 'fast-check';
import { loadConfig } from '../../config/app-config';
import { RedisConnection } from '../../redis/redis.module';
import { ProviderRetryableError } from './channel-adapter';
import {
  campaignSchedule,
  MAX_RATE_WAIT_MS,
  reserveSlot,
  reserveSlots,
  SenderRateLimiter,
} from './sender-rate-limiter';

describe('reserveSlot (GCRA)', () => {
  it('spaces messages one interval apart and refuses beyond the longest wait', () => {
    let tat = 0;
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      const decision = reserveSlot(tat, 1000, 250, 1000);
      expect(decision.granted).toBe(true);
      waits.push(decision.waitMs);
      tat = decision.tat;
    }
    expect(waits).toEqual([0, 250, 500, 750, 1000]);
    const refused = reserveSlot(tat, 1000, 250, 1000);
    expect(refused).toEqual({ granted: false, waitMs: 1250, tat });
  });

  it('an idle sender starts now (no credit piles up)', () => {
    expect(reserveSlot(0, 5000, 100, 1000)).toEqual({ granted: true, waitMs: 0, tat: 5100 });
    expect(reserveSlot(4000, 5000, 100, 1000)).toEqual({ granted: true, waitMs: 0, tat: 5100 });
  });

  it('never grants two slots closer than one interval (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 300 }), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 100 }),
        (gaps, perSecond) => {
          const interval = 1000 / perSecond;
          let tat = 0;
          let now = 10_000;
          const slots: number[] = [];
          for (const gap of gaps) {
            now += gap;
            const decision = reserveSlot(tat, now, interval, MAX_RATE_WAIT_MS);
            if (!decision.granted) continue;
            slots.push(now + decision.waitMs);
            tat = decision.tat;
          }
          return slots.every((slot, i) => i === 0 || slot - slots[i - 1] >= interval - 1e-9);
        },
      ),
    );
  });
});

describe('reserveSlots (a sender and its campaign)', () => {
  it('takes one slot at the latest schedule and moves each by its own interval', () => {
    expect(reserveSlots([1100, 1300], 1000, [10, 200], 1000)).toEqual({
      granted: true,
      waitMs: 300,
      tats: [1310, 1500],
      binding: 1,
    });
    expect(reserveSlots([0, 0], 1000, [10, 200], 1000)).toMatchObject({
      granted: true,
      waitMs: 0,
      tats: [1010, 1200],
      binding: -1,
    });
  });

  it('refuses without changing anything when the latest schedule is too far, naming it', () => {
    expect(reserveSlots([1100, 2500], 1000, [10, 200], 1000)).toEqual({
      granted: false,
      waitMs: 1500,
      tats: [1100, 2500],
      binding: 1,
    });
  });

  it('never grants two slots of one schedule closer than its interval (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat({ max: 300 }), fc.boolean()), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 20 }),
        (steps, perSecond) => {
          const campaignInterval = 1000 / perSecond;
          // two senders share one campaign schedule
          const senders = [0, 0];
          let campaign = 0;
          let now = 10_000;
          const slots: number[] = [];
          for (const [gap, second] of steps) {
            now += gap;
            const sender = second ? 1 : 0;
            const decision = reserveSlots(
              [senders[sender], campaign],
              now,
              [5, campaignInterval],
              MAX_RATE_WAIT_MS,
            );
            if (!decision.granted) continue;
            slots.push(now + decision.waitMs);
            [senders[sender], campaign] = decision.tats;
          }
          slots.sort((a, b) => a - b);
          return slots.every(
            (slot, i) => i === 0 || slot - slots[i - 1] >= campaignInterval - 1e-9,
          );
        },
      ),
    );
  });
});

describe('SenderRateLimiter (in-process)', () => {
  const limiter = new SenderRateLimiter(new RedisConnection(null), loadConfig({}));

  it('waits for the slot, then refuses with the wait once it is more than 1 s away', async () => {
    const started = performance.now();
    await Promise.all([
      limiter.acquire('a', 10),
      limiter.acquire('a', 10),
      limiter.acquire('a', 10),
    ]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => limiter.acquire('b', 10)),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(11); // waits 0..1000 ms
    expect(refused).toHaveLength(1);
    const error = (refused[0] as PromiseRejectedResult).reason;
    expect(error).toBeInstanceOf(ProviderRetryableError);
    expect(error).toMatchObject({ code: 'SENDER_RATE_LIMITED' });
    expect(error.retryAfterMs).toBeGreaterThan(0);
  });

  it('keeps senders apart', async () => {
    const started = performance.now();
    await Promise.all([limiter.acquire('c', 1), limiter.acquire('d', 1)]);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it("holds a campaign's rate across senders and names it when it refuses", async () => {
    const campaign = campaignSchedule({ campaignId: 'c1', perSecond: 5 });
    const started = performance.now();
    await Promise.all([
      limiter.acquire('e', 100, campaign),
      limiter.acquire('f', 100, campaign),
      limiter.acquire('g', 100, campaign),
    ]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) => limiter.acquire(`h${i}`, 100, campaign)),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused.length).toBeGreaterThan(0);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({
      code: 'CAMPAIGN_RATE_LIMITED',
    });
    expect(campaignSchedule(null)).toBeNull();
  });
});
