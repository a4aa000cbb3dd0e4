import type { MetaSendOptions, SendCredential, WindowRule } from '../../../domain/windows';
import { privateReplyOpen } from './private-replies';

/**
 * Messenger and Instagram windows (docs/messaging-windows.md#messenger-and-instagram; Meta
 * "Messenger Platform policy: messaging window", "Human agent tag"): a business may send free
 * text within 24 hours of the person's last message (`messaging_type: "RESPONSE"`); a person
 * (never automation) may answer up to 7 days after it with `messaging_type: "MESSAGE_TAG", tag:
 * "HUMAN_AGENT"`; after that nothing can be sent, and there is no template to fall back on. A
 * private reply to an Instagram comment has the comment's own window (7 days after it). Pure.
 */

/** The standard messaging window: ms after the person's last message. */
export const META_STANDARD_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The `HUMAN_AGENT` window: ms after the person's last message. */
export const META_HUMAN_AGENT_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * How a message written for `purpose` (`human`: a person's reply) may be sent at `now` when the
 * person last wrote at `lastInboundAt` (null: never): `RESPONSE` within 24 h; `MESSAGE_TAG` +
 * `HUMAN_AGENT` from 24 h to 7 days, only for a person's reply; otherwise null (closed).
 */
export function metaSendMode(
  purpose: string,
  lastInboundAt: Date | null,
  now: Date,
): MetaSendOptions | null {
  if (!lastInboundAt) return null;
  const age = now.getTime() - lastInboundAt.getTime();
  if (age < META_STANDARD_WINDOW_MS) return { messagingType: 'RESPONSE' };
  if (purpose === 'human' && age < META_HUMAN_AGENT_WINDOW_MS) {
    return { messagingType: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' };
  }
  return null;
}

/**
 * Whether a reply on Messenger or Instagram may be written with `credential`: these channels are
 * "sent through campaigns and the AI bot, not through the API" (docs/channels.md#messenger-and-instagram),
 * and Meta's `HUMAN_AGENT` must come from a person; a session (a person in the app) may.
 */
export function metaAcceptsReplyWith(credential: SendCredential): boolean {
  return credential !== 'api_key';
}

/** Messenger's and Instagram's window rule. */
export const metaWindow: WindowRule = {
  state(lastInboundAt, now) {
    if (!lastInboundAt) return { open: false, expiresAt: null, humanReplyUntil: null };
    const at = lastInboundAt.getTime();
    const expiresAt = new Date(at + META_STANDARD_WINDOW_MS);
    return {
      open: now.getTime() < expiresAt.getTime(),
      expiresAt,
      humanReplyUntil: new Date(at + META_HUMAN_AGENT_WINDOW_MS),
    };
  },
  check({ purpose, lastInboundAt, commentedAt, now }) {
    if (commentedAt) {
      return privateReplyOpen(commentedAt, now)
        ? { open: true, meta: { messagingType: 'RESPONSE' } }
        : {
            open: false,
            reason: `The comment was made at ${commentedAt.toISOString()}: Meta allows a private reply within 7 days of a comment.`,
          };
    }
    const meta = metaSendMode(purpose, lastInboundAt, now);
    if (meta) return { open: true, meta };
    return {
      open: false,
      reason: lastInboundAt
        ? `The person last wrote at ${lastInboundAt.toISOString()}: Meta allows free text for 24 hours, and a person's reply (HUMAN_AGENT) for 7 days, after their last message.`
        : 'The person never wrote on this channel: Meta lets nobody message them first.',
    };
  },
};
