import { authorOf, type MessageAuthor } from './domain/author';
import { messagingWindow } from './domain/messaging-window';
import type { Conversation, Message } from './message.entity';
import type { InboxRow } from './messaging.repository';

/**
 * The public shapes of messages and conversations (product.md section 8): what the API answers
 * and what the webhooks (`message.created`, `message.status_changed`, `conversation.updated`)
 * carry, built in one place from the rows. Plain data, no HTTP decorators: the DTOs in `dto/`
 * document these shapes for OpenAPI and return them.
 */

const iso = (date: Date | string | null): string | null =>
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
  };
}

/** A conversation's messaging window now (see `domain/messaging-window.ts`). */
export interface WindowView {
  open: boolean;
  expiresAt: string | null;
  humanReplyUntil: string | null;
}

/** A conversation as the inbox shows it (`GET /v1/conversations`, `GET /v1/conversations/{id}`). */
export interface ConversationView {
  id: string;
  contactId: string | null;
  contact: InboxRow['contact'];
  channel: string;
  customChannelId: string | null;
  owner: string;
  campaignId: string | null;
  lastMessage: {
    direction: string;
    author: MessageAuthor;
    body: string;
    status: string;
    createdAt: string;
  } | null;
  lastMessageAt: string | null;
  lastInboundAt: string | null;
  lastReadAt: string | null;
  unreadCount: number;
  window: WindowView;
  createdAt: string;
  updatedAt: string;
}

/** The window of a conversation at `now`, as the API shows it. */
export function windowView(conversation: Conversation, now: Date): WindowView {
  const window = messagingWindow(conversation.channel, conversation.lastInboundAt, now);
  return {
    open: window.open,
    expiresAt: iso(window.expiresAt),
    humanReplyUntil: iso(window.humanReplyUntil),
  };
}

/** The public shape of an inbox row at `now` (its window depends on the time). */
export function conversationView(row: InboxRow, now: Date): ConversationView {
  const last = row.lastMessage;
  return {
    id: row.id,
    contactId: row.contactId,
    contact: row.contact,
    channel: row.channel,
    customChannelId: row.customChannelId,
    owner: row.owner,
    campaignId: row.campaignId,
    lastMessage: last
      ? {
          direction: last.direction,
          author: authorOf(last.purpose),
          body: last.body,
          status: last.status,
          createdAt: iso(last.createdAt)!,
        }
      : null,
    lastMessageAt: iso(row.lastMessageAt),
    lastInboundAt: iso(row.lastInboundAt),
    lastReadAt: iso(row.lastReadAt),
    unreadCount: row.unreadCount,
    window: windowView(row, now),
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
  };
}

/** What changed in a `conversation.updated` event. */
export type ConversationChange = 'owner' | 'read';

/** A conversation's own state (no contact, no messages): events and the contact's export. */
export function conversationState(conversation: Conversation): Record<string, unknown> {
  return {
    conversationId: conversation.id,
    contactId: conversation.contactId,
    channel: conversation.channel,
    customChannelId: conversation.customChannelId,
    campaignId: conversation.campaignId,
    owner: conversation.owner,
    unreadCount: conversation.unreadCount,
    lastReadAt: iso(conversation.lastReadAt),
    lastInboundAt: iso(conversation.lastInboundAt),
    createdAt: iso(conversation.createdAt),
    updatedAt: iso(conversation.updatedAt),
  };
}

/** The data of a `conversation.updated` webhook: what changed, and the state after it. */
export function conversationUpdatedEvent(
  conversation: Conversation,
  change: ConversationChange,
): Record<string, unknown> {
  return { change, ...conversationState(conversation) };
}
