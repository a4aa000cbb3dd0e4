import fc from 'fast-check';
import { loadConfig } from '../../config/app-config';
import { RedisConnection } from '../../redis/redis.module';
import { ProviderRetryableError } from './channel-adapter';
import { MAX_RATE_WAIT_MS, reserveSlot, SenderRateLimiter } from './sender-rate-limiter';

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
});
