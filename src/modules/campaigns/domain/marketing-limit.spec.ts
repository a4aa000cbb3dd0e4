import {
  MARKETING_LIMIT_WAIT_MS,
  marketingLimitApplies,
  marketingLimitWait,
} from './marketing-limit';

describe('marketingLimitWait (docs/campaigns.md#marketing-limit)', () => {
  const refusedAt = new Date('2026-11-01T10:00:00Z');
  const until = new Date(refusedAt.getTime() + MARKETING_LIMIT_WAIT_MS);
  const facts = {
    channel: 'whatsapp',
    templateCategory: 'marketing',
    lastRefusedAt: refusedAt,
    now: new Date('2026-11-01T12:00:00Z'),
  };

  it('a marketing template within 24 h of a 131049 refusal waits until 24 h after it', () => {
    expect(marketingLimitWait(facts)).toEqual(until);
    expect(marketingLimitWait({ ...facts, now: new Date(until.getTime() - 1) })).toEqual(until);
  });

  it('goes now at 24 h, for other categories and channels, and for people never refused', () => {
    expect(marketingLimitWait({ ...facts, now: until })).toBeNull();
    expect(marketingLimitWait({ ...facts, templateCategory: 'utility' })).toBeNull();
    expect(marketingLimitWait({ ...facts, channel: 'sms' })).toBeNull();
    expect(marketingLimitWait({ ...facts, lastRefusedAt: null })).toBeNull();
  });

  it('applies only to WhatsApp marketing templates (the dispatcher reads no refusal otherwise)', () => {
    expect(marketingLimitApplies('whatsapp', 'marketing')).toBe(true);
    expect(marketingLimitApplies('whatsapp', 'utility')).toBe(false);
    expect(marketingLimitApplies('sms', 'marketing')).toBe(false);
  });
});
