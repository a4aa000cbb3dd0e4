import { unixSecondsToIso } from './provider-time';

describe('unixSecondsToIso: a provider time is believed only within bounds', () => {
  const now = new Date('2026-11-02T08:00:00.000Z');
  const seconds = (date: Date) => String(date.getTime() / 1000);

  it.each([
    ['a moment ago', new Date(now.getTime() - 30_000)],
    ['a year and a half ago (a late redelivery)', new Date('2025-06-08T20:59:43.000Z')],
    ['4 minutes ahead (clock skew)', new Date(now.getTime() + 4 * 60_000)],
    ['exactly 5 minutes ahead', new Date(now.getTime() + 5 * 60_000)],
    ['2009-01-01', new Date(Date.UTC(2009, 0, 1))],
  ])('keeps %s', (_name, date) => {
    expect(unixSecondsToIso(seconds(date), now)).toBe(date.toISOString());
    expect(unixSecondsToIso(date.getTime() / 1000, now)).toBe(date.toISOString());
  });

  it.each([
    ['1e12 seconds (valid, year 33658)', '1000000000000'],
    ['a day ahead', seconds(new Date(now.getTime() + 86_400_000))],
    ['5 minutes and a second ahead', seconds(new Date(now.getTime() + 5 * 60_000 + 1000))],
    ['1 (1970)', '1'],
    ['2008-12-31', seconds(new Date(Date.UTC(2008, 11, 31)))],
    ['beyond the Date range', '99999999999999999'],
    ['not a number', 'soon'],
    ['absent', undefined],
  ])('falls back to the receive time for %s', (_name, value) => {
    expect(unixSecondsToIso(value, now)).toBe(now.toISOString());
  });
});
