import type { AdReferral } from '../../../events';
import { authorOf, type MessageAuthor } from '../domain/author';
import type { Message } from './message.entity';

/**
 * The public shape of messages (docs/conversations.md#messages): what the API answers and what the
 * webhooks (`message.created`, `message.status_changed`) carry, built in one place from the row.
 * Plain data, no HTTP decorators: the DTOs in `dto/` document it for OpenAPI.
 */

/** A time as ISO 8601 (null stays null). */
export const iso = (date: Date | string | null): string | null =>
  date === null ? null : (date instanceof Date ? date : new Date(date)).toISOString();

/** A message as the API and the webhooks show it. */
export interface MessageView {
  id: string;
  conversationId: string;
  /** null once the contact was erased. */
  contactId: string | null;
  direction: string;
  author: MessageAuthor;
  channel: string;
  body: string;
  status: string;
  error: { code: string; message: string } | null;
  campaignId: string | null;
  externalId: string | null;
  createdAt: string;
  sentAt: string | null;
  deliveredAt: string | null;
  readAt: string | null;
  messageType: string;
  reactsToMessageId: string | null;
  metadata: Record<string, unknown> | null;
  /** The person who wrote a `human` reply or a `note`, else null. */
  authorUserId: string | null;
  /** That person's name (null: no person, or they were removed). */
  authorName: string | null;
  /** WhatsApp: what Meta says the message costs (docs/channels.md#whatsapp-pricing), else null. */
  pricing: {
    billable: boolean | null;
    pricingModel: string | null;
    category: string | null;
    type: string | null;
  } | null;
  /** WhatsApp inbound: the ad it came from (docs/channels.md#click-to-whatsapp-ads), else null. */
  referral: AdReferral | null;
}

/** The public shape of a message row. */
export function messageView(message: Message): MessageView {
  return {
    id: message.id,
    conversationId: message.conversationId,
    contactId: message.contactId,
    direction: message.direction,
    author: authorOf(message.purpose),
    channel: message.channel,
    body: message.body,
    status: message.status,
    error: message.errorCode
      ? { code: message.errorCode, message: message.errorMessage ?? '' }
      : null,
    campaignId: message.campaignId,
    externalId: message.externalId,
    createdAt: iso(message.createdAt)!,
    sentAt: iso(message.sentAt),
    deliveredAt: iso(message.deliveredAt),
    readAt: iso(message.readAt),
    messageType: message.messageType,
    reactsToMessageId: message.reactsToMessageId,
    metadata: message.metadata,
    authorUserId: message.authorUserId ?? null,
    authorName: message.authorName ?? null,
    pricing:
      message.billable === null &&
      !message.pricingModel &&
      !message.pricingCategory &&
      !message.pricingType
        ? null
        : {
            billable: message.billable ?? null,
            pricingModel: message.pricingModel ?? null,
            category: message.pricingCategory ?? null,
            type: message.pricingType ?? null,
          },
    referral: message.referral ?? null,
  };
}
