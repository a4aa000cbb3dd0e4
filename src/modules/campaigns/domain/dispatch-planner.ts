/**
 * The dispatch plan of an add operation (docs/campaigns.md#dispatch-plan): 1 to 3 contacts added at once are each sent immediately (after the
 * campaign's opening delay); 4 or more are queued and spaced evenly at the campaign's
 * `throttlePerMinute`, after the last slot the campaign already holds. Pure: no clock, no I/O.
 */

/** Largest operation whose opening messages go out at once (docs/campaigns.md#dispatch-plan: "1 to 3"). */
export const IMMEDIATE_MAX_CONTACTS = 3;

/** What the planner needs to know. */
export interface DispatchPlanInput {
  /** The database's now. */
  now: Date;
  /**
   * Contacts the whole add operation newly put in the list (an import counts all its batches
   * so far): this decides immediate or queued.
   */
  operationSize: number;
  /** How many of them this plan schedules (those not enrolled in the campaign before). */
  count: number;
  /** Sends per minute for queued dispatch, ≥ 1. */
  throttlePerMinute: number;
  /** Seconds to wait before an opening message (the incoming-flow delay), ≥ 0. */
  openingDelaySeconds: number;
  /** The last throttled slot the campaign holds, or null. */
  lastSlotAt: Date | null;
}

/** The plan: one dispatch time per contact, in order, and the campaign's new last slot. */
export interface DispatchPlan {
  mode: 'immediate' | 'queued';
  dispatchAt: Date[];
  /** Unchanged for an immediate plan (immediate sends hold no throttle slot). */
  lastSlotAt: Date | null;
}

/** Milliseconds between two throttled sends of a campaign. */
export function slotIntervalMs(throttlePerMinute: number): number {
  return 60_000 / throttlePerMinute;
}

/**
 * Plans dispatch times. Immediate: every contact at `now + openingDelay`. Queued: the first slot
 * is the later of `now + openingDelay` and one interval after `lastSlotAt`, then one every
 * `60000 / throttlePerMinute` ms; so successive operations continue the same cadence instead of
 * overlapping, and the campaign never exceeds its rate.
 *
 * @throws RangeError for a throttle below 1, a negative delay or a negative count.
 */
export function planDispatch(input: DispatchPlanInput): DispatchPlan {
  if (!(input.throttlePerMinute >= 1)) throw new RangeError('throttlePerMinute must be ≥ 1');
  if (!(input.openingDelaySeconds >= 0)) throw new RangeError('openingDelaySeconds must be ≥ 0');
  if (!(input.count >= 0)) throw new RangeError('count must be ≥ 0');
  const earliest = input.now.getTime() + input.openingDelaySeconds * 1000;
  if (input.operationSize <= IMMEDIATE_MAX_CONTACTS) {
    return {
      mode: 'immediate',
      dispatchAt: Array.from({ length: input.count }, () => new Date(earliest)),
      lastSlotAt: input.lastSlotAt,
    };
  }
  const interval = slotIntervalMs(input.throttlePerMinute);
  const afterLast = input.lastSlotAt ? input.lastSlotAt.getTime() + interval : -Infinity;
  const first = Math.max(earliest, afterLast);
  // Slots are whole milliseconds (as stored), rounded up: never earlier than the exact cadence,
  // so the rate holds across operations however the interval divides.
  const dispatchAt = Array.from(
    { length: input.count },
    (_, index) => new Date(Math.ceil(first + index * interval)),
  );
  return {
    mode: 'queued',
    dispatchAt,
    lastSlotAt: dispatchAt.length > 0 ? dispatchAt[dispatchAt.length - 1] : input.lastSlotAt,
  };
}
