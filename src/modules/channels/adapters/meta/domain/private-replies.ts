/**
 * Private replies to Instagram comments (docs/messaging-windows.md#private-replies; Meta "Private Replies": "you can send
 * one private reply per comment, within 7 days of the comment's creation"; research
 * Meta's rate limits: 750 private replies per hour per account). Pure.
 */

/** A private reply may be sent this long after its comment: ms (7 days). */
export const PRIVATE_REPLY_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** The span over which private replies are counted: ms (one hour, sliding). */
export const PRIVATE_REPLY_RATE_SPAN_MS = 60 * 60 * 1000;

/** The reply target of a message: the comment it answers privately, and when it was made. */
export interface CommentReplyTarget {
  commentId: string;
  commentedAt: Date;
}

/** Whether a private reply to a comment made at `commentedAt` may still be sent at `now` (< 7 days). */
export function privateReplyOpen(commentedAt: Date, now: Date): boolean {
  return now.getTime() - commentedAt.getTime() < PRIVATE_REPLY_WINDOW_MS;
}

/**
 * Whether one more private reply of an account fits its hourly budget (a sliding hour): `slots`
 * are the times of its private replies handed to Meta in the hour before `now`, newest first
 * (at most `perHour` of them are needed). Under `perHour` of them: send now. Otherwise the next
 * slot opens when the `perHour`-th newest leaves the hour.
 *
 * @returns `{ok: true}`, or `{ok: false, retryAt}` (the time to try again; durable on the row).
 */
export function privateReplySlot(
  slots: Date[],
  now: Date,
  perHour: number,
): { ok: true } | { ok: false; retryAt: Date } {
  const inHour = slots.filter((at) => now.getTime() - at.getTime() < PRIVATE_REPLY_RATE_SPAN_MS);
  if (inHour.length < perHour) return { ok: true };
  const sorted = [...inHour].sort((a, b) => b.getTime() - a.getTime());
  const leaving = sorted[perHour - 1];
  return { ok: false, retryAt: new Date(leaving.getTime() + PRIVATE_REPLY_RATE_SPAN_MS) };
}
