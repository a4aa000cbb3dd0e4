import type { ChannelName } from './channel-sender';
import type { MetaEvent } from './domain/meta-webhooks';

/**
 * Outbox events the provider webhooks append (one transaction per verified webhook call). The
 * messaging and templates modules subscribe to them; delivery is at least once, and providers
 * themselves may call a webhook twice, so subscribers de-duplicate (by `externalId`).
 */

/** An inbound message from a contact (WhatsApp `messages`, Twilio inbound). */
export const PROVIDER_MESSAGE_RECEIVED = 'ProviderMessageReceived';
/** A delivery status of one of our outbound messages (WhatsApp `statuses`, Twilio status callback). */
export const PROVIDER_MESSAGE_STATUS_REPORTED = 'ProviderMessageStatusReported';
/** A WhatsApp template review outcome (`message_template_status_update`). */
export const PROVIDER_TEMPLATE_STATUS_REPORTED = 'ProviderTemplateStatusReported';

/** Payload of `ProviderMessageReceived`. */
export interface ProviderMessageReceivedPayload {
  channel: ChannelName;
  provider: 'whatsapp' | 'twilio';
  /** The sender in E.164 (`'+' + wa_id` on WhatsApp; Twilio's `From`, `whatsapp:` prefix removed). */
  from: string;
  /** The provider's message id (`wamid.…`, Twilio `SM…`). */
  externalId: string;
  /** The text; a WhatsApp message without text is `[<type>]` (e.g. `[image]`). */
  body: string;
  /** The provider's message type (`text`, `button`, `interactive`, `image`…; `text` for SMS). */
  messageType: string;
  /** ISO 8601: the provider's timestamp (WhatsApp), or when the webhook arrived (Twilio). */
  receivedAt: string;
  /** The WhatsApp profile name (Twilio's `ProfileName`), or null. */
  profileName: string | null;
  /** Fields whose NUL characters were removed (or lone surrogates replaced) to store them; absent when none. */
  alteredFields?: string[];
}

/** Delivery statuses reported to messaging (Twilio `undelivered` is `failed`; `queued` is not reported). */
export type ProviderMessageStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** Payload of `ProviderMessageStatusReported`. */
export interface ProviderMessageStatusReportedPayload {
  channel: ChannelName;
  provider: 'whatsapp' | 'twilio';
  /** The provider's id of our message (the `externalId` of its `SendReceipt`). */
  externalId: string;
  status: ProviderMessageStatus;
  /** The provider's error for `failed` (Graph `errors[0]`, Twilio `ErrorCode`), else null. */
  error: { code: string; message: string } | null;
  /** ISO 8601: the provider's timestamp (WhatsApp), or when the webhook arrived (Twilio). */
  occurredAt: string;
  /** Fields whose NUL characters were removed (or lone surrogates replaced) to store them; absent when none. */
  alteredFields?: string[];
}

/** Template review statuses reported to templates. */
export type ProviderTemplateStatus = 'approved' | 'rejected' | 'paused' | 'disabled' | 'pending';

/** Payload of `ProviderTemplateStatusReported`. */
export interface ProviderTemplateStatusReportedPayload {
  /** Meta's `message_template_name`. */
  templateName: string;
  /** Meta's `message_template_language` (e.g. `en_US`). */
  language: string;
  status: ProviderTemplateStatus;
  /** Meta's reason (rejections), or null (`NONE`). */
  reason: string | null;
}

/**
 * One Messenger or Instagram webhook event (a message, echo, deletion, postback, referral,
 * delivery, read, reaction or Instagram comment), appended once per item of a verified webhook
 * call. The meta module records it; Meta redelivers, so it de-duplicates (by `mid`).
 */
export const META_EVENT_RECEIVED = 'MetaEventReceived';

/** Payload of `MetaEventReceived`. */
export interface MetaEventReceivedPayload {
  /** The Messenger or Instagram connection whose webhook URL received it. */
  connectionId: string;
  event: MetaEvent;
}
