import type { AdReferral } from '../../../events';
import type { MessagingWindow } from '../../channels';
import { authorOf, type MessageAuthor } from '../domain/author';
import { iso } from '../messages/message-view';
import type { Conversation } from './conversation.entity';
import type { InboxRow } from './inbox-query';

/**
 * The public shape of conversations (docs/conversations.md#conversations): what the inbox answers
 * and what `conversation.updated` carries. Plain data: the DTOs in `dto/` document it.
 */

/** A conversation as the inbox reads it: its row, contact and last message, and its window now. */
export interface ConversationSummary extends InboxRow {
  window: MessagingWindow;
}

/** A conversation's messaging window now (its channel's rule: docs/messaging-windows.md). */
export interface WindowView {
  open: boolean;
  expiresAt: string | null;
  humanReplyUntil: string | null;
  /** WhatsApp: the free entry-point window (docs/channels.md#free-entry-point-window), or null. */
  freeEntryPoint: { open: boolean; expiresAt: string } | null;
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
  assigneeId: string | null;
  assigneeName: string | null;
  snoozedUntil: string | null;
  window: WindowView;
  /** WhatsApp: the first ad referral (docs/channels.md#click-to-whatsapp-ads), or null. */
  referral: AdReferral | null;
  createdAt: string;
  updatedAt: string;
}

/** A window as the API shows it. */
export function windowView(window: MessagingWindow): WindowView {
  return {
    open: window.open,
    expiresAt: iso(window.expiresAt),
    humanReplyUntil: iso(window.humanReplyUntil),
    freeEntryPoint: window.freeEntryPoint
      ? { open: window.freeEntryPoint.open, expiresAt: iso(window.freeEntryPoint.expiresAt)! }
      : null,
  };
}

/**
 * The public shape of an inbox row (with its window as read). The row's times are already the
 * API's ISO text (`InboxRow`), so they pass through as they are.
 */
export function conversationView(row: ConversationSummary): ConversationView {
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
          createdAt: last.createdAt,
        }
      : null,
    lastMessageAt: row.lastMessageAt,
    lastInboundAt: row.lastInboundAt,
    lastReadAt: row.lastReadAt,
    unreadCount: row.unreadCount,
    assigneeId: row.assigneeId,
    assigneeName: row.assigneeName,
    snoozedUntil: row.snoozedUntil,
    window: windowView(row.window),
    referral: row.referral ?? null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** What changed in a `conversation.updated` event. */
export type ConversationChange = 'owner' | 'read' | 'unread' | 'assignee' | 'snooze';

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
    assigneeId: conversation.assigneeId ?? null,
    snoozedUntil: iso(conversation.snoozedUntil ?? null),
    lastReadAt: iso(conversation.lastReadAt),
    lastInboundAt: iso(conversation.lastInboundAt),
    createdAt: iso(conversation.createdAt),
    updatedAt: iso(conversation.updatedAt),
  };
}

/**
 * The data of a `conversation.updated` webhook: what changed, and the state after it; for
 * `change: "assignee"` also `previousAssigneeId` (who had it before, or null), which tells a
 * restricted agent's event stream that a conversation left them (docs/conversations.md#live-events).
 */
export function conversationUpdatedEvent(
  conversation: Conversation,
  change: ConversationChange,
  previousAssigneeId: string | null = null,
): Record<string, unknown> {
  const state = { change, ...conversationState(conversation) };
  return change === 'assignee' ? { ...state, previousAssigneeId } : state;
}
