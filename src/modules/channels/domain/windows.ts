/**
 * Messaging windows (docs/messaging-windows.md): how long after a person's last message a
 * business may write to them on a channel, and how. Each channel's adapter owns its rule (its
 * `domain/`); this file is the shape every rule has, and the rule of channels with no window
 * (SMS, custom channels). Pure.
 */

/**
 * A conversation's window as the API shows it: whether free text may be sent now (`open`) and
 * until when (`expiresAt`, null when the channel has none or the person never wrote); on
 * Messenger and Instagram also until when a person (never the bot) may still answer with the
 * `HUMAN_AGENT` tag (`humanReplyUntil`; null elsewhere).
 */
export interface MessagingWindow {
  open: boolean;
  expiresAt: Date | null;
  humanReplyUntil: Date | null;
  /**
   * WhatsApp: the 72-hour free entry-point window of a conversation that came from a
   * Click-to-WhatsApp ad and was answered within 24 hours (docs/channels.md#free-entry-point-window):
   * open now, and until when; absent or null when it does not apply.
   */
  freeEntryPoint?: { open: boolean; expiresAt: Date } | null;
}

/**
 * What a window rule may need besides the last inbound message: the conversation's first ad
 * referral (when its message arrived) and when the business first answered it (a sent message).
 */
export interface WindowEntry {
  referralAt: Date | null;
  referralAnsweredAt: Date | null;
}

/**
 * How a Messenger or Instagram message is sent (Meta "Send API"): `messagingType` `RESPONSE`
 * (within 24 h of the person's last message) or `MESSAGE_TAG` with `tag: "HUMAN_AGENT"` (a
 * person, 24 h to 7 days); `commentId` sends a private reply to an Instagram comment
 * (`recipient: {comment_id}`) instead of a message to the person.
 */
export interface MetaSendOptions {
  messagingType: 'RESPONSE' | 'MESSAGE_TAG';
  tag?: 'HUMAN_AGENT';
  commentId?: string;
}

/** What a send asks of a window. */
export interface WindowRequest {
  /** Who writes: `human` is a person's reply (Meta lets only people use `HUMAN_AGENT`). */
  purpose: string;
  /** When the person last wrote on this channel (null: never). */
  lastInboundAt: Date | null;
  /** An approved template is sent (WhatsApp allows one outside the window). */
  template: boolean;
  /** An Instagram private reply: when the comment it answers was made, else null. */
  commentedAt: Date | null;
  now: Date;
}

/** A window's answer: open (with Meta's send options where they apply), or closed and why. */
export type WindowVerdict =
  { open: true; meta: MetaSendOptions | null } | { open: false; reason: string };

/** One channel's window rule. */
export interface WindowRule {
  /**
   * The window at `now` for a person who last wrote at `lastInboundAt` (null: never); `entry`
   * (optional) names the conversation's ad referral, for the rules that read it.
   */
  state(lastInboundAt: Date | null, now: Date, entry?: WindowEntry): MessagingWindow;
  /** Whether a message may be sent now, and how. */
  check(request: WindowRequest): WindowVerdict;
}

/** The rule of channels without a window (SMS, custom channels): always open, no expiry. */
export const NO_WINDOW: WindowRule = {
  state: () => ({ open: true, expiresAt: null, humanReplyUntil: null }),
  check: () => ({ open: true, meta: null }),
};

/** What authenticated a request: an API key, or a person's session in the app. */
export type SendCredential = 'api_key' | 'session';
