import type { MetaSendOptions } from '../../channels/channel-sender';
import type { MessagePurpose } from '../message.entity';

/**
 * Messenger and Instagram windows (Meta "Messenger Platform policy: messaging window", "Human
 * agent tag"; research `meta-messaging.md`): a business may send free text within 24 hours of
 * the person's last message (`messaging_type: "RESPONSE"`); a person (never automation) may
 * answer up to 7 days after it with `messaging_type: "MESSAGE_TAG", tag: "HUMAN_AGENT"`; after
 * that nothing can be sent. Pure.
 */

/** The standard messaging window: ms after the person's last message. */
export const META_STANDARD_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The `HUMAN_AGENT` window: ms after the person's last message. */
export const META_HUMAN_AGENT_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** Whether a channel is Messenger or Instagram. */
export const isMetaChannel = (channel: string): channel is 'messenger' | 'instagram' =>
  channel === 'messenger' || channel === 'instagram';

/**
 * How a message written for `purpose` may be sent at `now` when the person last wrote at
 * `lastInboundAt` (null: never): `RESPONSE` within 24 h; `MESSAGE_TAG` + `HUMAN_AGENT` from 24 h
 * to 7 days, only for a person's reply (`human`); otherwise null (closed: 409 `WINDOW_CLOSED`).
 */
export function metaSendMode(
  purpose: MessagePurpose,
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

/** What authenticated a request: an API key, or a person's session in the app. */
export type SendCredential = 'api_key' | 'session';

/**
 * Whether a reply on `channel` may be written with `credential` (description section 1:
 * Instagram and Messenger are "sent through campaigns and the AI bot, not through the API";
 * Meta: `HUMAN_AGENT` must come from a person). API keys cannot write on Messenger or
 * Instagram; a session (a person in the app) can; every other channel takes both.
 */
export function mayReplyWith(channel: string, credential: SendCredential): boolean {
  return !(isMetaChannel(channel) && credential === 'api_key');
}
