import type { EntityManager } from 'typeorm';
import type { Contact } from '../contacts';
import type { Channel, ProviderName } from './domain/channel';
import type { MetaSendOptions, SendCredential, WindowRule } from './domain/windows';

/**
 * One channel's adapter (docs/channels.md#adapters): how a message of the channel leaves (in the
 * writer's transaction, then the `message.send` job), its messaging window, who a contact is on
 * it, and whether a person's reply may be written with an API key. Messaging's one outbound path
 * picks the adapter from `ChannelAdapters` by the conversation's channel; adding a channel adds
 * an adapter, not branches in the outbound path. The adapter's webhooks (its controller and
 * parser) live in its folder too and report what they read as `ChannelEventReceived`.
 */
export interface ChannelAdapter {
  /** The channels it serves. */
  readonly channels: readonly Channel[];
  /** The channel's messaging window. */
  readonly window: WindowRule;
  /** Whether a person's reply written with `credential` may go on this channel. */
  acceptsReplyWith(credential: SendCredential): boolean;
  /**
   * In the writer's transaction, once the message is written `queued` and paid for: how it
   * leaves (see {@link HandOver}). Everything it writes goes through `manager`.
   */
  handOver(manager: EntityManager, request: HandOverRequest): Promise<HandOver>;
  /**
   * One attempt of the `message.send` job, after commit: hands the message to the provider.
   * @throws ProviderRetryableError (may be sent later) or ProviderRejectedError (never).
   */
  send(request: SendRequest): Promise<SendReceipt>;
  /** Whether the account's sends on `channel` settle in the writer's transaction (the sandbox). */
  settlesInTransaction(accountId: string, channel: Channel): Promise<boolean>;
  /**
   * The contact's address on `channel` (E.164 on phone channels, a PSID/IGSID on the account's
   * Page or Instagram account, an id on a custom channel), or null when it cannot be reached.
   */
  recipientOf(
    accountId: string,
    channel: Channel,
    contact: Contact,
    manager?: EntityManager,
  ): Promise<string | null>;
  /**
   * The name of a person the channel knows by a scoped id, from the provider's profile API
   * (Meta), for a new contact; null when the channel has none or does not answer. Absent on
   * channels whose webhooks carry the name.
   */
  profileOf?(
    accountId: string,
    channel: Channel,
    scope: string,
    userId: string,
  ): Promise<{ firstName: string | null; lastName: string | null } | null>;
}

/** What `handOver` is told: the written message, its conversation and its contact. */
export interface HandOverRequest {
  accountId: string;
  channel: Channel;
  conversation: { id: string; customChannelId: string | null };
  message: {
    id: string;
    body: string;
    purpose: string;
    conversationId: string;
    campaignId: string | null;
    createdAt: Date;
  };
  contact: Contact;
  /** A WhatsApp template message: its name, language and body parameters; else null. */
  template: ChannelTemplate | null;
}

/**
 * How a written message leaves:
 * - `sent`: done now, in the writer's transaction (the sandbox: nothing leaves the machine);
 * - `queued`: a provider takes it after commit (the `message.send` job calls `send`);
 * - `delivering`: a signed delivery was recorded in the transaction (custom channels); the
 *   delivery settles the message;
 * - `failed`: it cannot leave (`code`, `message`: no phone, no delivery channel).
 */
export type HandOver =
  | { kind: 'sent'; receipt: SendReceipt }
  | { kind: 'queued' }
  | { kind: 'delivering' }
  | { kind: 'failed'; code: string; message: string };

/** A WhatsApp template message: name, language code and the body parameters in order. */
export interface ChannelTemplate {
  name: string;
  language: string;
  parameters: string[];
  /** Meta's category (`marketing`, `utility`, `authentication`) when known. */
  category?: string | null;
}

/** What one attempt of the `message.send` job is about. */
export interface SendRequest {
  accountId: string;
  channel: Channel;
  message: {
    id: string;
    body: string;
    purpose: string;
    /** An Instagram private reply: the comment it answers and when it was made, else null. */
    replyCommentId: string | null;
    replyCommentAt: Date | null;
    /** The ids of the parts of a long Meta text accepted by earlier attempts (never resent). */
    sentParts: string[];
  };
  /** The conversation's contact now (null once erased). */
  contact: Contact | null;
  template: ChannelTemplate | null;
  /** When the person last wrote in the conversation (the window at send time). */
  lastInboundAt: Date | null;
  now: Date;
  /** Records a part of a long text the provider accepted, before the next part is sent. */
  onPartSent(index: number, externalId: string): Promise<void>;
  /**
   * A paced campaign opening: its campaign's rate, which the provider call keeps too
   * (docs/campaigns.md#pacing); null (or absent) for every other message.
   */
  campaignRate?: CampaignRate | null;
}

/**
 * The rate of the campaign a paced opening belongs to (docs/campaigns.md#pacing): its id and
 * `throttlePerMinute / 60`, in messages per second (may be fractional, e.g. 0.5).
 */
export interface CampaignRate {
  campaignId: string;
  perSecond: number;
}

/** One outbound message, already rendered. */
export interface OutboundChannelMessage {
  /** Our message id (logs; Twilio status callback correlation). */
  messageId: string;
  /**
   * Recipient: E.164 (`+14155552671`) on phone channels, or on WhatsApp a BSUID
   * (`US.13491208655302741918`) for a person whose phone is withheld; the PSID/IGSID on
   * Messenger/Instagram.
   */
  to: string;
  /** Rendered text: the SMS body; on WhatsApp the text sent when there is no `template`. */
  body: string;
  /** WhatsApp template message. */
  template?: ChannelTemplate;
  /** Messenger/Instagram only; `{messagingType: "RESPONSE"}` when absent. */
  meta?: MetaSendOptions;
  /**
   * Messenger/Instagram: a text longer than Meta's limit goes in several parts, and a hand-over
   * retried after a refusal must not send again the parts Meta accepted. `sent`: the ids of the
   * parts accepted by earlier attempts, in order (they are skipped); `onSent` is awaited after
   * each part Meta accepts (index from 0), before the next is sent, to record it durably.
   */
  parts?: { sent: string[]; onSent(index: number, externalId: string): Promise<void> };
  /**
   * A paced campaign opening: each provider call of it also takes a slot of the campaign's
   * schedule (`SenderRateLimiter`, docs/sending.md#provider-pacing).
   */
  campaignRate?: CampaignRate;
}

/** What the provider answered for an accepted message. */
export interface SendReceipt {
  /** The provider's message id (`wamid.…`, Twilio `SM…`, or `sandbox_<uuid>`). */
  externalId: string;
  provider: ProviderName;
}

/**
 * Codes of refusals by our own pacing (`SenderRateLimiter`), before any provider request: the
 * message never reached the provider, so its retry is no attempt (docs/sending.md#provider-pacing).
 */
export const RATE_LIMITED_CODES: ReadonlySet<string> = new Set([
  'SENDER_RATE_LIMITED',
  'CAMPAIGN_RATE_LIMITED',
]);

/**
 * The provider could not take the message now, but may later: throughput or pair rate limits
 * (WhatsApp 130429, 131056, 80007, 4), HTTP 429, 5xx, a timeout or a network error, or this
 * sender's own per-second rate (`SENDER_RATE_LIMITED`) or its campaign's
 * (`CAMPAIGN_RATE_LIMITED`), refused before any request (see {@link RATE_LIMITED_CODES}). Retry
 * after `retryAfterMs` (ms; the provider's `Retry-After` when it sent one). `code` is the
 * provider's error code as a string (`"130429"`, `"20429"`), or `HTTP_<status>`, `TIMEOUT`,
 * `NETWORK_ERROR`, `SENDER_RATE_LIMITED`, `CAMPAIGN_RATE_LIMITED`.
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

/** Sends messages through one provider connection (or the sandbox): an adapter's part. */
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
