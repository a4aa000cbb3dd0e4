import { autoRechargeDue, rearmsAt } from './auto-recharge';

const settings = { enabled: true, thresholdCents: 10_000n, amountCents: 50_000n };

describe('autoRechargeDue', () => {
  it.each([
    // [case, enabled, armed, balance after (cents), due]
    ['crossing under the threshold, armed', true, true, 9_999n, true],
    ['landing exactly on the threshold (not under)', true, true, 10_000n, false],
    ['above the threshold', true, true, 10_001n, false],
    ['under, but already emitted for this crossing', true, false, 9_999n, false],
    ['under and armed, at zero', true, true, 0n, true],
    ['under, auto-recharge disabled', false, true, 9_999n, false],
    ['under, disabled and not armed', false, false, 0n, false],
  ])('%s', (_name, enabled, armed, after, due) => {
    expect(autoRechargeDue({ ...settings, enabled }, armed, after)).toBe(due);
  });

  it('a threshold of 0 never fires (a balance cannot go under 0)', () => {
    expect(autoRechargeDue({ ...settings, thresholdCents: 0n }, true, 0n)).toBe(false);
  });
});

describe('rearmsAt', () => {
  it.each([
    [10_000n, 9_999n, false],
    [10_000n, 10_000n, true],
    [10_000n, 10_001n, true],
    [0n, 0n, true],
  ])('threshold %p, balance %p → %p', (threshold, balance, rearms) => {
    expect(rearmsAt(threshold, balance)).toBe(rearms);
  });
});
