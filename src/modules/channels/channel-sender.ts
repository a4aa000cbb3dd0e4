/**
 * The outbound port of the channels module: what the messaging code hands a message to. Obtain a
 * sender with `ChannelsService.senderFor(accountId, channel)`; it is the account's provider
 * connection for that channel, or the sandbox when there is none (product.md section 8).
 */

/** The provider-backed channels with a sandbox: phone channels. */
export type ChannelName = 'whatsapp' | 'sms';

/** Meta's messaging channels (issue 12): no sandbox, contacts by page/account-scoped id. */
export type MetaChannelName = 'messenger' | 'instagram';

/** Every channel a provider connection can be made for. */
export type ConnectionChannel = ChannelName | MetaChannelName;

/**
 * Who carries a message: the sandbox (nothing leaves the machine), WhatsApp Cloud API, Twilio,
 * Messenger or Instagram (Meta's Send API).
 */
export type ProviderName = 'sandbox' | 'whatsapp' | 'twilio' | MetaChannelName;

/**
 * How a Messenger or Instagram message is sent (Meta "Send API"): `messagingType` `RESPONSE`
 * (within 24 h of the person's last message) or `MESSAGE_TAG` with `tag: "HUMAN_AGENT"` (a
 * person, 24 h to 7 days); `commentId` sends a private reply to an Instagram comment
 * (`recipient: {comment_id}`) instead of a message to `to`.
 */
export interface MetaSendOptions {
  messagingType: 'RESPONSE' | 'MESSAGE_TAG';
  tag?: 'HUMAN_AGENT';
  commentId?: string;
}

/** One outbound message, already rendered. */
export interface OutboundChannelMessage {
  /** Our message id (logs; Twilio status callback correlation). */
  messageId: string;
  /** Recipient: E.164 (`+14155552671`) on phone channels; the PSID/IGSID on Messenger/Instagram. */
  to: string;
  /** Rendered text: the SMS body; on WhatsApp the text sent when there is no `template`. */
  body: string;
  /** WhatsApp template message: name, language code and the body parameters in order. */
  template?: { name: string; language: string; parameters: string[] };
  /** Messenger/Instagram only; `{messagingType: "RESPONSE"}` when absent. */
  meta?: MetaSendOptions;
  /**
   * Messenger/Instagram: a text longer than Meta's limit goes in several parts, and a hand-off
   * retried after a refusal must not send again the parts Meta accepted. `sent`: the ids of the
   * parts accepted by earlier attempts, in order (they are skipped); `onSent` is awaited after
   * each part Meta accepts (index from 0), before the next is sent, to record it durably.
   */
  parts?: { sent: string[]; onSent(index: number, externalId: string): Promise<void> };
}

/** What the provider answered for an accepted message. */
export interface SendReceipt {
  /** The provider's message id (`wamid.…`, Twilio `SM…`, or `sandbox_<uuid>`). */
  externalId: string;
  provider: ProviderName;
}

/**
 * The provider could not take the message now, but may later: throughput or pair rate limits
 * (WhatsApp 130429, 131056, 80007, 4), HTTP 429, 5xx, a timeout or a network error, or this
 * sender's own per-second rate (`SENDER_RATE_LIMITED`). Retry after `retryAfterMs` (ms; the
 * provider's `Retry-After` when it sent one). `code` is the provider's error code as a string
 * (`"130429"`, `"20429"`), or `HTTP_<status>`, `TIMEOUT`, `NETWORK_ERROR`, `SENDER_RATE_LIMITED`.
 */
export class ProviderRetryableError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(message);
    this.name = 'ProviderRetryableError';
  }
}

/**
 * The provider refused the message for good (bad recipient, template not approved, invalid
 * credentials…): retrying the same request would fail the same way. `code` is the provider's
 * error code as a string (Graph `"131026"`, Twilio `"21211"`), or `HTTP_<status>` without one.
 */
export class ProviderRejectedError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderRejectedError';
  }
}

/** Sends messages through one provider connection (or the sandbox). */
export interface ChannelSender {
  readonly provider: ProviderName;
  /**
   * Sends one message. Waits briefly (at most ~1 s) when the sender is at its per-second rate.
   *
   * @throws ProviderRetryableError when the message may be sent later (see there).
   * @throws ProviderRejectedError when the provider refused it for good.
   */
  send(message: OutboundChannelMessage): Promise<SendReceipt>;
}
