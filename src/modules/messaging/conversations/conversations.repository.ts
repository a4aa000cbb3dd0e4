import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { CONVERSATION_COLUMNS } from '../sql-columns';
import type { Conversation } from './conversation.entity';
/**
 * Conversations in PostgreSQL (docs/conversations.md#conversations). Every method takes the account
 * id first; methods that take an `EntityManager` run in the caller's transaction.
 */
@Injectable()
export class ConversationsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private db(manager?: EntityManager): EntityManager {
    return manager ?? this.dataSource.manager;
  }

  /**
   * The conversation of (contact, channel, custom channel), created when missing (`ON CONFLICT`,
   * so concurrent first messages share one). A campaign id is attached when given: it replaces an
   * earlier one only when `replaceCampaign` (a send routed to a campaign), else fills a gap.
   */
  async ensure(
    accountId: string,
    contactId: string,
    channel: string,
    campaignId: string | null,
    manager?: EntityManager,
    customChannelId: string | null = null,
    replaceCampaign = false,
  ): Promise<Conversation> {
    const rows: Conversation[] = await this.db(manager).query(
      `INSERT INTO conversations (account_id, contact_id, channel, campaign_id, custom_channel_id)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (account_id, contact_id, channel, custom_channel_id) WHERE contact_id IS NOT NULL
       DO UPDATE SET campaign_id = CASE WHEN $6 AND EXCLUDED.campaign_id IS NOT NULL
                                        THEN EXCLUDED.campaign_id
                                        ELSE COALESCE(conversations.campaign_id, EXCLUDED.campaign_id) END
       RETURNING ${CONVERSATION_COLUMNS}`,
      [accountId, contactId, channel, campaignId, customChannelId, replaceCampaign],
    );
    return rows[0];
  }

  async find(accountId: string, id: string): Promise<Conversation | null> {
    const rows: Conversation[] = await this.dataSource.query(
      `SELECT ${CONVERSATION_COLUMNS} FROM conversations WHERE account_id = $1 AND id = $2`,
      [accountId, id],
    );
    return rows[0] ?? null;
  }

  /** Of the conversations `ids` of the account, those assigned to `userId`. */
  async assignedAmong(accountId: string, ids: string[], userId: string): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM conversations WHERE account_id = $1 AND id = ANY($2::uuid[]) AND assignee_id = $3`,
      [accountId, ids, userId],
    );
    return rows.map((row) => row.id);
  }

  /**
   * The conversation locked in the caller's transaction (a change of owner elsewhere waits for
   * the commit); with `owner`, only while that owner answers it. @returns it, or null.
   */
  async lock(
    accountId: string,
    id: string,
    manager: EntityManager,
    owner: string | null = null,
  ): Promise<Conversation | null> {
    const rows: Conversation[] = await manager.query(
      `SELECT ${CONVERSATION_COLUMNS} FROM conversations
        WHERE account_id = $1 AND id = $2 AND ($3::text IS NULL OR owner = $3) FOR UPDATE`,
      [accountId, id, owner],
    );
    return rows[0] ?? null;
  }

  /** Sets who answers a conversation. @returns the conversation, or null when there is none. */
  async setOwner(
    accountId: string,
    id: string,
    owner: string,
    manager: EntityManager,
  ): Promise<Conversation | null> {
    return this.updateOne(
      manager,
      accountId,
      id,
      `owner = $3, bot_reply_due_at = CASE WHEN $3 = 'bot' THEN bot_reply_due_at ELSE NULL END`,
      [owner],
    );
  }

  /**
   * Assigns the conversation to a person of the account (or nobody: null), in the caller's
   * transaction. The foreign key to `memberships` refuses a person who is not of the account
   * (`23503`, which the service reads as 404 `USER_NOT_FOUND`). @returns it, or null.
   */
  async setAssignee(
    accountId: string,
    id: string,
    assigneeId: string | null,
    manager: EntityManager,
  ): Promise<Conversation | null> {
    return this.updateOne(manager, accountId, id, 'assignee_id = $3', [assigneeId]);
  }

  /**
   * Snoozes the conversation until `until` (null: wakes it), in the caller's transaction.
   * @returns it, or null when not the account's.
   */
  async setSnooze(
    accountId: string,
    id: string,
    until: Date | null,
    manager: EntityManager,
  ): Promise<Conversation | null> {
    return this.updateOne(manager, accountId, id, 'snoozed_until = $3', [until]);
  }

  /**
   * Marks the conversation unread (`POST …/unread`): its unread count becomes at least 1, in
   * the caller's transaction. @returns it, or null when not the account's.
   */
  async markUnread(
    accountId: string,
    id: string,
    manager: EntityManager,
  ): Promise<Conversation | null> {
    return this.updateOne(manager, accountId, id, 'unread_count = GREATEST(unread_count, 1)', []);
  }

  /**
   * Marks the conversation read now (`last_read_at`, `unread_count` back to 0), in the caller's
   * transaction. @returns it, or null when not the account's.
   */
  async markRead(
    accountId: string,
    id: string,
    manager: EntityManager,
  ): Promise<Conversation | null> {
    return this.updateOne(
      manager,
      accountId,
      id,
      'last_read_at = clock_timestamp(), unread_count = 0',
      [],
    );
  }

  /**
   * The person reached the account without a message (a Meta `referral` in an existing thread):
   * it counts as their latest interaction for the messaging window (Meta: the referral reopens
   * it), so `last_inbound_at` moves to `at` when that is later. Nothing is unread.
   */
  async touchInbound(
    accountId: string,
    conversationId: string,
    at: Date,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `UPDATE conversations SET last_inbound_at = GREATEST(last_inbound_at, $3),
              updated_at = date_trunc('milliseconds', now())
        WHERE account_id = $1 AND id = $2`,
      [accountId, conversationId, at],
    );
  }

  /**
   * Something other than the bot answers the conversation's messages up to `at` (an entry-point
   * campaign's opening answers the message that carried the entry point): the bot's debounce
   * then skips them (`scheduleBotReply` needs a message after `bot_answered_through`).
   */
  async markAnsweredThrough(
    accountId: string,
    conversationId: string,
    at: Date,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `UPDATE conversations SET bot_answered_through = GREATEST(bot_answered_through, $3)
        WHERE account_id = $1 AND id = $2`,
      [accountId, conversationId, at],
    );
  }

  /**
   * Erasure (docs/data-lifecycle.md#erasure): the contact's conversations lose their
   * Click-to-WhatsApp `referral` (the ad, the person's click id); `referral_at` stays, a time that
   * the 72-hour free window is read from. @returns how many conversations had one.
   */
  async eraseReferrals(
    accountId: string,
    contactId: string,
    manager: EntityManager,
  ): Promise<number> {
    const rows: unknown[] = await manager.query(
      `WITH erased AS (
         UPDATE conversations SET referral = NULL
          WHERE account_id = $1 AND contact_id = $2 AND referral IS NOT NULL RETURNING id)
       SELECT * FROM erased`,
      [accountId, contactId],
    );
    return rows.length;
  }

  /** Every conversation of the contact, oldest first (export). */
  async ofContact(
    accountId: string,
    contactId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Conversation[]> {
    return manager.query(
      `SELECT ${CONVERSATION_COLUMNS} FROM conversations
        WHERE account_id = $1 AND contact_id = $2 ORDER BY created_at, id`,
      [accountId, contactId],
    );
  }

  /**
   * Sets `set` (which refers to `values` as `$3`, `$4`…) and `updated_at` (now, to the ms) on the
   * account's conversation `id`, in the caller's transaction.
   * @returns the conversation as changed, or null when it is not the account's.
   */
  private async updateOne(
    manager: EntityManager,
    accountId: string,
    id: string,
    set: string,
    values: unknown[],
  ): Promise<Conversation | null> {
    const rows: Conversation[] = await manager.query(
      // (in a CTE: TypeORM answers a bare UPDATE … RETURNING as [rows, count])
      `WITH updated AS (
         UPDATE conversations SET ${set}, updated_at = date_trunc('milliseconds', now())
          WHERE account_id = $1 AND id = $2
          RETURNING ${CONVERSATION_COLUMNS})
       SELECT * FROM updated`,
      [accountId, id, ...values],
    );
    return rows[0] ?? null;
  }
}
