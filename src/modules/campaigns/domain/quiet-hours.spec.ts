import { instantOfWallClock, minutesOf, quietHoursEnd } from './quiet-hours';

const NIGHT = { start: '21:00', end: '08:00' };
const at = (iso: string) => new Date(iso);
const end = (quiet: { start: string; end: string } | null, zone: string, iso: string) =>
  quietHoursEnd(quiet, zone, at(iso))?.toISOString() ?? null;

describe('quietHoursEnd (docs/campaigns.md#quiet-hours)', () => {
  it.each([
    // [zone, now (UTC), until (UTC) or null]
    ['America/New_York', '2026-11-27T03:30:00Z', '2026-11-27T13:00:00Z'], // 22:30 EST → 08:00 EST
    ['America/Los_Angeles', '2026-11-27T03:30:00Z', null], // 19:30 PST: not quiet
    ['America/Los_Angeles', '2026-11-27T06:30:00Z', '2026-11-27T16:00:00Z'], // 22:30 PST
    ['America/New_York', '2026-11-27T02:00:00Z', '2026-11-27T13:00:00Z'], // 21:00 sharp waits
    ['America/New_York', '2026-11-27T01:59:59Z', null], // 20:59:59 goes
    ['America/New_York', '2026-11-27T13:00:00Z', null], // 08:00 sharp goes
    ['America/New_York', '2026-11-27T12:59:00Z', '2026-11-27T13:00:00Z'], // 07:59 waits a minute
    ['America/New_York', '2026-11-27T05:00:00Z', '2026-11-27T13:00:00Z'], // 00:00: after midnight, same morning
    ['Europe/Madrid', '2026-11-26T23:00:00Z', '2026-11-27T07:00:00Z'], // 00:00 CET
    ['Asia/Kolkata', '2026-11-26T16:00:00Z', '2026-11-27T02:30:00Z'], // 21:30 IST (+05:30)
    ['UTC', '2026-11-26T21:00:00Z', '2026-11-27T08:00:00Z'],
  ])('21:00-08:00 in %s at %s → %s', (zone, now, until) => {
    expect(end(NIGHT, zone, now)).toBe(until && new Date(until).toISOString());
  });

  it('a window within one day (13:00-14:00) holds only inside it', () => {
    const lunch = { start: '13:00', end: '14:00' };
    expect(end(lunch, 'UTC', '2026-11-26T13:30:00Z')).toBe('2026-11-26T14:00:00.000Z');
    expect(end(lunch, 'UTC', '2026-11-26T12:59:00Z')).toBeNull();
    expect(end(lunch, 'UTC', '2026-11-26T14:00:00Z')).toBeNull();
    expect(end(lunch, 'UTC', '2026-11-26T23:00:00Z')).toBeNull();
  });

  it('start == end is an empty window, and null is no quiet hours', () => {
    expect(end({ start: '08:00', end: '08:00' }, 'UTC', '2026-11-26T08:00:00Z')).toBeNull();
    expect(end(null, 'UTC', '2026-11-26T23:00:00Z')).toBeNull();
  });

  describe('daylight-saving days', () => {
    it('clocks go forward overnight (New York, 8 March 2026): 08:00 EDT, one hour less of wall time', () => {
      // Saturday 7 March 22:30 EST = 8 March 03:30Z; Sunday 08:00 EDT = 12:00Z
      expect(end(NIGHT, 'America/New_York', '2026-03-08T03:30:00Z')).toBe(
        '2026-03-08T12:00:00.000Z',
      );
    });

    it('clocks go back overnight (New York, 1 November 2026): 08:00 EST', () => {
      // Saturday 31 October 22:30 EDT = 1 November 02:30Z; Sunday 08:00 EST = 13:00Z
      expect(end(NIGHT, 'America/New_York', '2026-11-01T02:30:00Z')).toBe(
        '2026-11-01T13:00:00.000Z',
      );
    });

    it('an end the clock jumps over (02:30 on 29 March 2026 in Madrid) is moved later by the jump', () => {
      const early = { start: '01:00', end: '02:30' };
      // 01:30 CET = 00:30Z; 02:30 does not exist (02:00 CET → 03:00 CEST): 03:30 CEST = 01:30Z
      expect(end(early, 'Europe/Madrid', '2026-03-29T00:30:00Z')).toBe('2026-03-29T01:30:00.000Z');
    });

    it('an end that happens twice (01:30 on 25 October 2026 in Madrid) is its first occurrence', () => {
      const early = { start: '00:30', end: '01:30' };
      // 01:00 CEST = 23:00Z; the first 01:30 is CEST = 23:30Z (the second, CET, is 00:30Z)
      expect(end(early, 'Europe/Madrid', '2026-10-24T23:00:00Z')).toBe('2026-10-24T23:30:00.000Z');
    });

    it('instantOfWallClock reads a plain time by the offset of that moment', () => {
      expect(
        instantOfWallClock(Date.UTC(2026, 6, 1, 8, 0), 'America/Los_Angeles').toISOString(),
      ).toBe('2026-07-01T15:00:00.000Z');
      expect(
        instantOfWallClock(Date.UTC(2026, 0, 1, 8, 0), 'America/Los_Angeles').toISOString(),
      ).toBe('2026-01-01T16:00:00.000Z');
    });
  });

  it('always answers an instant after now, and never one more than a day away (any zone, any minute)', () => {
    const zones = ['America/New_York', 'Europe/Madrid', 'Australia/Lord_Howe', 'Asia/Kathmandu'];
    const from = Date.UTC(2026, 2, 1);
    for (const zone of zones) {
      for (let t = from; t < from + 40 * 86_400_000; t += 37 * 60_000) {
        const until = quietHoursEnd(NIGHT, zone, new Date(t));
        if (!until) continue;
        expect(until.getTime()).toBeGreaterThan(t);
        expect(until.getTime() - t).toBeLessThanOrEqual(11 * 3_600_000 + 3_600_000);
        expect(quietHoursEnd(NIGHT, zone, until)).toBeNull();
      }
    }
  });

  it('minutesOf reads HH:MM and refuses anything else', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('23:59')).toBe(1439);
    for (const bad of ['24:00', '8:00', '08:60', '08:00:00', '']) {
      expect(() => minutesOf(bad)).toThrow();
    }
  });
});
