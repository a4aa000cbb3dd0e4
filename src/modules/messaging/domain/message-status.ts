/**
 * The outbound message status model (docs/sending.md#message-statuses): `queued` → `sent` → `delivered` →
 * `read`, or `failed`, and only forward. Inbound messages are `received` and never move, notes `note`.
 * Pure rules; no Nest, no SQL.
 */
export const OUTBOUND_STATUSES = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
export type OutboundStatus = (typeof OUTBOUND_STATUSES)[number];
/** Inbound messages are `received`; a private note is `note` (never sent, never moves). */
export type MessageStatus = OutboundStatus | 'received' | 'note';

const RANK: Record<Exclude<OutboundStatus, 'failed'>, number> = {
  queued: 0,
  sent: 1,
  delivered: 2,
  read: 3,
};

/**
 * Whether an outbound message may move from `from` to `to`. Forward only: a later stage never
 * goes back (a `delivered` report arriving after `read` changes nothing), `failed` is reachable
 * only before delivery (from `queued` or `sent`: a provider that accepted a message can still
 * fail to deliver it), and nothing leaves `failed`. The same status is not a move.
 */
export function canAdvance(from: MessageStatus, to: OutboundStatus): boolean {
  if (from === 'received' || from === 'note' || from === 'failed' || from === to) return false;
  if (to === 'failed') return from === 'queued' || from === 'sent';
  return RANK[to] > RANK[from];
}

/** Every status a message may be in for a move to `to` to apply: the SQL guard of a status update. */
export function statusesBefore(to: OutboundStatus): OutboundStatus[] {
  return OUTBOUND_STATUSES.filter((from) => canAdvance(from, to));
}
