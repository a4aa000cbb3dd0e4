/**
 * Quiet hours (docs/campaigns.md#quiet-hours): a campaign send due while it is between `start`
 * and `end` on the contact's local clock waits until `end`. Pure: the time zone arithmetic uses
 * the runtime's time zone database (`Intl`), no I/O.
 *
 * - Times are local wall-clock `HH:MM` (24-hour, `00:00`-`23:59`); the window is `[start, end)`:
 *   a send at `start` waits, one at `end` goes.
 * - `start > end` crosses midnight (`21:00`-`08:00`: from 9 pm until 8 am the next morning).
 * - `start == end` is an empty window (never quiet); the API refuses it (400) so that nobody
 *   means "all day" and gets "never".
 * - Days with a daylight-saving change: an `end` the clock jumps over that day (02:30 when clocks
 *   go from 02:00 to 03:00) is read as Temporal's `compatible` rule does, later by the jump
 *   (03:30); an `end` that happens twice (clocks go back) is its first occurrence.
 */

/** A campaign's quiet hours as stored and shown: local wall-clock times, `HH:MM`. */
export interface QuietHours {
  start: string;
  end: string;
}

/** Quiet hours of a new SMS campaign (US TCPA: no marketing texts before 8 am or after 9 pm). */
export const DEFAULT_SMS_QUIET_HOURS: QuietHours = { start: '21:00', end: '08:00' };

/** `HH:MM`, 24-hour. */
export const QUIET_HOURS_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Minutes after midnight of an `HH:MM` time. @throws Error when it is not `HH:MM`. */
export function minutesOf(time: string): number {
  if (!QUIET_HOURS_TIME.test(time)) throw new Error(`not an HH:MM time: ${time}`);
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `zone` at `instant`, as if it were UTC: ms (seconds resolution). */
function wallClock(instant: number, zone: string): number {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** The UTC offset of `zone` at `instant`: ms (east positive). */
function offsetAt(instant: number, zone: string): number {
  return wallClock(Math.floor(instant / 1000) * 1000, zone) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which `zone`'s wall clock shows `wall` (a wall-clock time written as UTC ms):
 * the first one when it shows it twice; when it never does (a daylight-saving gap), the time
 * moved later by the gap (Temporal's `compatible`).
 */
export function instantOfWallClock(wall: number, zone: string): Date {
  const before = offsetAt(wall - DAY_MS, zone);
  const after = offsetAt(wall + DAY_MS, zone);
  const valid = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => wallClock(instant, zone) === wall);
  if (valid.length > 0) return new Date(Math.min(...valid));
  return new Date(wall - before);
}

/**
 * Until when a send due at `now` waits for quiet hours in `zone` (an IANA name), or null when it
 * is not inside them (or `quietHours` is null: the campaign has none).
 *
 * @param quietHours the campaign's window (`HH:MM` times, validated when stored).
 * @param zone the contact's IANA time zone.
 * @returns the first instant at or after `now` at which the local clock shows `end`.
 */
export function quietHoursEnd(quietHours: QuietHours | null, zone: string, now: Date): Date | null {
  if (!quietHours) return null;
  const start = minutesOf(quietHours.start);
  const end = minutesOf(quietHours.end);
  if (start === end) return null;
  const wall = wallClock(now.getTime(), zone);
  const midnight = Math.floor(wall / DAY_MS) * DAY_MS;
  const minute = Math.floor((wall - midnight) / MINUTE_MS);
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return null;
  // crossing midnight and already past `start`: the window ends tomorrow
  const day = start > end && minute >= start ? midnight + DAY_MS : midnight;
  const until = instantOfWallClock(day + end * MINUTE_MS, zone);
  return until.getTime() > now.getTime() ? until : null;
}
