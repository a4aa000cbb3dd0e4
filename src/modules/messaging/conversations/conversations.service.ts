import { isUUID } from 'class-validator';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../../common/clock/clock';
import { encodeCursor, decodeCursor, type Page } from '../../../common/pagination/pagination';
import { inTransaction } from '../../../database/transaction';
import { ChannelAdapters } from '../../channels';
import type { Message } from '../messages/message.entity';
import { MessagesRepository } from '../messages/messages.repository';
import { MessagingWebhooks } from '../messaging-webhooks';
import {
  AssigneeNotFoundError,
  ConversationNotFoundError,
  isForeignKeyViolation,
} from '../messaging.errors';
import type { Conversation, ConversationOwner } from './conversation.entity';
import type { ConversationSummary } from './conversation-view';
import { ConversationsRepository } from './conversations.repository';
import { InboxRepository } from './inbox.repository';
import type { InboxFilter, InboxRow } from './inbox-query';

/** A conversation as the inbox shows it, with its most recent messages (oldest first). */
export interface ConversationWithMessages extends ConversationSummary {
  messages: Message[];
}

/** Messages shown with a conversation: the most recent ones. */
export const CONVERSATION_MESSAGES_SHOWN = 100;

/**
 * Conversations (docs/conversations.md#conversations): one per contact and channel (and custom
 * channel); the inbox and a conversation's page, with the channel's window now; who answers it
 * (`owner`); read marks. Each change is announced as `conversation.updated` in its transaction.
 */
@Injectable()
export class ConversationsService {
  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly inboxRows: InboxRepository,
    private readonly messages: MessagesRepository,
    private readonly adapters: ChannelAdapters,
    private readonly webhooks: MessagingWebhooks,
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * The conversation of (contact, channel, custom channel), created when missing, in the caller's
   * transaction. `campaignId` routes it to a campaign (replacing an earlier one).
   */
  ensure(
    manager: EntityManager,
    accountId: string,
    input: {
      contactId: string;
      channel: string;
      customChannelId: string | null;
      campaignId: string | null;
    },
  ): Promise<Conversation> {
    return this.conversations.ensure(
      accountId,
      input.contactId,
      input.channel,
      input.campaignId,
      manager,
      input.customChannelId,
      input.campaignId !== null,
    );
  }

  /** The conversation, or null (a malformed id too). */
  find(accountId: string, id: string): Promise<Conversation | null> {
    return isUUID(id) ? this.conversations.find(accountId, id) : Promise.resolve(null);
  }

  /**
   * Of the conversation ids `ids` (malformed ones ignored), those assigned to `userId` now: what
   * a restricted agent's event stream may carry (docs/conversations.md#live-events).
   */
  async assignedAmong(accountId: string, ids: string[], userId: string): Promise<Set<string>> {
    const valid = [...new Set(ids)].filter((id) => isUUID(id));
    return new Set(await this.conversations.assignedAmong(accountId, valid, userId));
  }

  /**
   * `GET /v1/conversations/{id}`: the conversation as the inbox shows it, with its
   * {@link CONVERSATION_MESSAGES_SHOWN} most recent messages, oldest first.
   * @throws ConversationNotFoundError (404 `NOT_FOUND`).
   */
  async get(accountId: string, id: string): Promise<ConversationWithMessages> {
    const row = isUUID(id) ? await this.inboxRows.findSummary(accountId, id) : null;
    if (!row) throw new ConversationNotFoundError(id);
    const messages = await this.messages.lastMessages(
      accountId,
      row.id,
      CONVERSATION_MESSAGES_SHOWN,
      true,
    );
    return { ...this.summary(row), messages };
  }

  /**
   * `GET /v1/conversations/count`: how many conversations match the inbox's `filter` (the
   * navigation's waiting count), in one cheap statement (docs/conversations.md#the-inbox). A
   * malformed contact or campaign id counts 0.
   */
  async count(accountId: string, filter: InboxFilter): Promise<number> {
    const malformed = [filter.contactId, filter.campaignId].some(
      (id) => id !== undefined && !isUUID(id),
    );
    return malformed ? 0 : this.inboxRows.count(accountId, filter);
  }

  /**
   * `GET /v1/conversations`: the inbox, most recent activity first (or unread first: `filter.order`), filtered (all optional, AND).
   * A malformed `contactId`/`campaignId` matches nothing (an empty page, as another account's id).
   * @throws ValidationFailedError for a bad cursor.
   */
  async inbox(
    accountId: string,
    filter: InboxFilter,
    limit: number,
    cursor?: string,
  ): Promise<Page<ConversationSummary>> {
    const after = cursor ? decodeCursor(cursor) : null;
    const malformed = [filter.contactId, filter.campaignId].some(
      (id) => id !== undefined && !isUUID(id),
    );
    if (malformed) return { data: [], nextCursor: null };
    const rows = await this.inboxRows.page(accountId, filter, limit + 1, after);
    const data = rows.slice(0, limit);
    const last = data[data.length - 1];
    return {
      data: data.map((row) => this.summary(row)),
      nextCursor:
        rows.length > limit && last
          ? encodeCursor({
              createdAt: new Date(last.activityAt),
              id: last.id,
              cursorAt: last.cursorAt,
            })
          : null,
    };
  }

  /**
   * `PATCH /v1/conversations/{id}`: who answers it (`owner`), who follows it (`assigneeId`, a
   * person of the account or null) and until when it is snoozed (`snoozedUntil`, null wakes it),
   * in one transaction; each field that changes is announced as `conversation.updated` with its
   * change (`owner`, `assignee`, `snooze`). Closing a conversation wakes it (a closed
   * conversation is not snoozed). Rules: docs/conversations.md#assignment, #snooze.
   * @throws ConversationNotFoundError (404 `NOT_FOUND`); AssigneeNotFoundError (404
   *   `USER_NOT_FOUND`: not a person of the account). A refused change changes nothing.
   */
  async update(
    accountId: string,
    id: string,
    change: { owner?: ConversationOwner; assigneeId?: string | null; snoozedUntil?: Date | null },
  ): Promise<ConversationWithMessages> {
    if (!isUUID(id)) throw new ConversationNotFoundError(id);
    const assigneeId = change.assigneeId;
    if (assigneeId !== undefined && assigneeId !== null && !isUUID(assigneeId)) {
      throw new AssigneeNotFoundError(assigneeId);
    }
    let updated: Conversation | null;
    try {
      updated = await inTransaction(this.dataSource, async (manager) => {
        let current = await this.conversations.lock(accountId, id, manager);
        if (!current) return null;
        if (change.owner !== undefined) {
          current = (await this.changeOwner(manager, accountId, id, change.owner))!;
        }
        if (assigneeId !== undefined && assigneeId !== current.assigneeId) {
          const previous = current.assigneeId ?? null;
          current = (await this.conversations.setAssignee(accountId, id, assigneeId, manager))!;
          await this.webhooks.conversationUpdated(manager, current, 'assignee', previous);
        }
        const snooze = current.owner === 'closed' ? null : change.snoozedUntil;
        const asleep = current.snoozedUntil?.getTime() ?? null;
        if (
          (snooze !== undefined || current.owner === 'closed') &&
          (snooze?.getTime() ?? null) !== asleep
        ) {
          current = (await this.conversations.setSnooze(accountId, id, snooze ?? null, manager))!;
          await this.webhooks.conversationUpdated(manager, current, 'snooze');
        }
        return current;
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new AssigneeNotFoundError(assigneeId ?? '');
      throw error;
    }
    if (!updated) throw new ConversationNotFoundError(id);
    return this.get(accountId, id);
  }

  /**
   * In the caller's transaction: a person who replies to an unassigned conversation becomes its
   * assignee (docs/conversations.md#assignment; `conversation.updated`, change `assignee`).
   */
  async assignIfUnassigned(
    manager: EntityManager,
    conversation: Conversation,
    userId: string,
  ): Promise<void> {
    if (conversation.assigneeId !== null) return;
    const updated = await this.conversations.setAssignee(
      conversation.accountId,
      conversation.id,
      userId,
      manager,
    );
    if (updated) await this.webhooks.conversationUpdated(manager, updated, 'assignee');
  }

  /**
   * `POST /v1/conversations/{id}/unread`: a person marks it unread again; its unread count
   * becomes at least 1 (`conversation.updated`, change `unread`).
   * @throws ConversationNotFoundError (404 `NOT_FOUND`, also for another account's id).
   */
  async markUnread(accountId: string, id: string): Promise<ConversationWithMessages> {
    const updated = isUUID(id)
      ? await inTransaction(this.dataSource, async (manager) => {
          const unread = await this.conversations.markUnread(accountId, id, manager);
          if (unread) await this.webhooks.conversationUpdated(manager, unread, 'unread');
          return unread;
        })
      : null;
    if (!updated) throw new ConversationNotFoundError(id);
    return this.get(accountId, id);
  }

  /**
   * In the caller's transaction: a person takes the conversation (`owner: human`, the bot stays
   * silent; a closed one reopens as `human`). @returns it as updated (its row locked until
   * commit), or null when it is not the account's.
   */
  take(manager: EntityManager, accountId: string, id: string): Promise<Conversation | null> {
    return isUUID(id) ? this.changeOwner(manager, accountId, id, 'human') : Promise.resolve(null);
  }

  /**
   * `POST /v1/conversations/{id}/read`: a person read it; its unread count starts again from 0
   * (`conversation.updated`). @throws ConversationNotFoundError (404 `NOT_FOUND`, also for
   * another account's id).
   */
  async markRead(accountId: string, id: string): Promise<ConversationWithMessages> {
    const updated = isUUID(id)
      ? await inTransaction(this.dataSource, async (manager) => {
          const read = await this.conversations.markRead(accountId, id, manager);
          if (read) await this.webhooks.conversationUpdated(manager, read, 'read');
          return read;
        })
      : null;
    if (!updated) throw new ConversationNotFoundError(id);
    return this.get(accountId, id);
  }

  /**
   * The conversation's messages up to `at` are answered by something other than the bot (an
   * entry-point campaign's opening message): the bot does not reply to them. Caller's
   * transaction.
   */
  markAnsweredThrough(
    manager: EntityManager,
    accountId: string,
    conversationId: string,
    at: Date,
  ): Promise<void> {
    return this.conversations.markAnsweredThrough(accountId, conversationId, at, manager);
  }

  /**
   * In the caller's transaction: gives the conversation to `owner` and, when that is a change,
   * announces `conversation.updated`. @returns it (locked until commit), or null when it is not
   * the account's.
   */
  private async changeOwner(
    manager: EntityManager,
    accountId: string,
    id: string,
    owner: ConversationOwner,
  ): Promise<Conversation | null> {
    const current = await this.conversations.lock(accountId, id, manager);
    if (!current || current.owner === owner) return current;
    const updated = (await this.conversations.setOwner(accountId, id, owner, manager))!;
    await this.webhooks.conversationUpdated(manager, updated, 'owner');
    return updated;
  }

  /**
   * An inbox row with its channel's window now. The row (fresh from the repository, owned by
   * this call) gains `window` in place: a spread copy of each row cost more than the window.
   */
  private summary(row: InboxRow): ConversationSummary {
    const window = this.adapters
      .for(row.channel)
      .window.state(row.lastInboundAt ? new Date(row.lastInboundAt) : null, this.clock.now(), {
        referralAt: row.referralAt ? new Date(row.referralAt) : null,
        referralAnsweredAt: row.referralAnsweredAt ? new Date(row.referralAnsweredAt) : null,
      });
    return Object.assign(row, { window });
  }
}
