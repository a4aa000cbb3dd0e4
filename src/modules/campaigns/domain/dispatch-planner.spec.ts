import fc from 'fast-check';
import { IMMEDIATE_MAX_CONTACTS, planDispatch, slotIntervalMs } from './dispatch-planner';

const now = new Date('2026-11-21T10:00:00.000Z');
const base = { now, throttlePerMinute: 20, openingDelaySeconds: 0, lastSlotAt: null };

describe('planDispatch (docs/campaigns.md#dispatch-plan: 1-3 immediate, 4+ throttled)', () => {
  it.each([1, 2, 3])('%i contacts in the operation: all at once', (size) => {
    const plan = planDispatch({ ...base, operationSize: size, count: size });
    expect(plan.mode).toBe('immediate');
    expect(plan.dispatchAt).toEqual(Array(size).fill(now));
    expect(plan.lastSlotAt).toBeNull();
  });

  it('immediate sends wait the opening delay and hold no slot', () => {
    const lastSlotAt = new Date(now.getTime() + 60_000);
    const plan = planDispatch({
      ...base,
      operationSize: 2,
      count: 2,
      openingDelaySeconds: 900,
      lastSlotAt,
    });
    expect(plan.dispatchAt).toEqual([
      new Date(now.getTime() + 900_000),
      new Date(now.getTime() + 900_000),
    ]);
    expect(plan.lastSlotAt).toBe(lastSlotAt);
  });

  it('4 contacts at 20/min: one every 3 s from now', () => {
    const plan = planDispatch({ ...base, operationSize: 4, count: 4 });
    expect(plan.mode).toBe('queued');
    expect(plan.dispatchAt.map((d) => d.getTime() - now.getTime())).toEqual([0, 3000, 6000, 9000]);
    expect(plan.lastSlotAt).toEqual(new Date(now.getTime() + 9000));
  });

  it('continues after the slots the campaign already holds', () => {
    const lastSlotAt = new Date(now.getTime() + 30_000);
    const plan = planDispatch({ ...base, operationSize: 5, count: 5, lastSlotAt });
    expect(plan.dispatchAt[0]).toEqual(new Date(now.getTime() + 33_000));
    expect(plan.lastSlotAt).toEqual(new Date(now.getTime() + 45_000));
  });

  it('a past last slot does not pull sends into the past', () => {
    const lastSlotAt = new Date(now.getTime() - 3_600_000);
    const plan = planDispatch({ ...base, operationSize: 4, count: 4, lastSlotAt });
    expect(plan.dispatchAt[0]).toEqual(now);
  });

  it('the operation size decides the mode even when fewer are scheduled (import batches)', () => {
    const plan = planDispatch({ ...base, operationSize: 502, count: 2 });
    expect(plan.mode).toBe('queued');
    expect(plan.dispatchAt).toHaveLength(2);
  });

  it('refuses nonsense', () => {
    expect(() =>
      planDispatch({ ...base, operationSize: 4, count: 4, throttlePerMinute: 0 }),
    ).toThrow(RangeError);
    expect(() =>
      planDispatch({ ...base, operationSize: 4, count: 4, openingDelaySeconds: -1 }),
    ).toThrow(RangeError);
  });

  it('property: successive queued plans never put two sends closer than the interval (±1 ms rounding)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6000 }),
        fc.array(fc.record({ size: fc.integer({ min: 4, max: 60 }), gapMs: fc.nat(120_000) }), {
          minLength: 1,
          maxLength: 8,
        }),
        (throttlePerMinute, operations) => {
          let clock = now.getTime();
          let lastSlotAt: Date | null = null;
          const sends: number[] = [];
          for (const { size, gapMs } of operations) {
            clock += gapMs;
            const plan = planDispatch({
              now: new Date(clock),
              operationSize: size,
              count: size,
              throttlePerMinute,
              openingDelaySeconds: 0,
              lastSlotAt,
            });
            expect(plan.dispatchAt[0].getTime()).toBeGreaterThanOrEqual(clock);
            sends.push(...plan.dispatchAt.map((d) => d.getTime()));
            lastSlotAt = plan.lastSlotAt;
          }
          const interval = slotIntervalMs(throttlePerMinute);
          for (let i = 1; i < sends.length; i++) {
            expect(sends[i] - sends[i - 1]).toBeGreaterThanOrEqual(interval - 1);
          }
        },
      ),
    );
  });

  it('property: 1-3 is immediate and 4+ queued, for any size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (size) => {
        const plan = planDispatch({ ...base, operationSize: size, count: size });
        expect(plan.mode).toBe(size <= IMMEDIATE_MAX_CONTACTS ? 'immediate' : 'queued');
        expect(plan.dispatchAt).toHaveLength(size);
      }),
    );
  });
});
