import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { WebhooksService } from '../../../common/webhooks/webhooks.service';
import { inTransaction } from '../../../database/transaction';
import type { Conversation } from '../conversations/conversation.entity';
import { ConversationsRepository } from '../conversations/conversations.repository';
import { MessagingWebhooks } from '../messaging-webhooks';
import { BotRepliesRepository } from './bot-replies.repository';

/**
 * What messaging keeps for the bot (docs/bot.md): the debounced reply mark of a conversation
 * (one reply per burst of messages), its claim, the overdue marks a sweeper recovers, and the
 * hand-off, when the bot hands a conversation to a person.
 */
@Injectable()
export class BotRepliesService {
  constructor(
    private readonly replies: BotRepliesRepository,
    private readonly conversations: ConversationsRepository,
    private readonly messagingWebhooks: MessagingWebhooks,
    private readonly webhooks: WebhooksService,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * Sets the bot's reply for the conversation due at `dueAt` (or later, when a newer message
   * moved it). @returns the due time, or null when the bot does not own it or answered it since.
   */
  schedule(
    accountId: string,
    conversationId: string,
    dueAt: Date,
    receivedAt: Date,
  ): Promise<Date | null> {
    return this.replies.schedule(accountId, conversationId, dueAt, receivedAt);
  }

  /**
   * Claims a due reply and holds it for the claiming job (docs/bot.md#when-the-bot-answers);
   * null when not due, claimed already, or not the bot's. `earlyMs`: ms of timer slack. The job
   * ends the hold with `release` when it has answered (or has nothing to answer); if it dies
   * first, the reply is due again when the hold ends.
   */
  claim(
    accountId: string,
    conversationId: string,
    earlyMs: number,
  ): Promise<(Conversation & { claimedAt: Date }) | null> {
    return this.replies.claim(accountId, conversationId, earlyMs);
  }

  /**
   * Ends the hold of the claim made at `claimedAt` when there is nothing to answer (an answer
   * ends it with `lockToAnswer`, in its transaction).
   */
  release(accountId: string, conversationId: string, claimedAt: Date): Promise<void> {
    return this.replies.release(accountId, conversationId, claimedAt);
  }

  /** Replies overdue by more than `graceMs` ms (their job was lost), at most `limit`. */
  overdue(
    graceMs: number,
    limit: number,
  ): Promise<{ accountId: string; id: string; dueAt: Date }[]> {
    return this.replies.overdue(graceMs, limit);
  }

  /**
   * In the answer's transaction, first: the conversation, locked, while the bot still owns it (a
   * person taking it over waits for the commit, and then the bot is silent), with the hold of
   * the claim made at `claimedAt` ended (`release`, in the same statement); null when it is no
   * longer the bot's.
   */
  lockToAnswer(
    manager: EntityManager,
    accountId: string,
    id: string,
    claimedAt: Date,
  ): Promise<Conversation | null> {
    return this.replies.lockToAnswer(accountId, id, claimedAt, manager);
  }

  /**
   * The hand-off: the bot gives the conversation to a person (`owner: human`), announced as
   * `conversation.updated` and `conversation.handed_off` (with `reason`) to the account's webhook
   * endpoints, in one transaction. @returns false when the bot no longer owned it.
   */
  async handOff(accountId: string, conversation: Conversation, reason: string): Promise<boolean> {
    return inTransaction(this.dataSource, async (manager) => {
      const handedOff = await this.replies.handOff(accountId, conversation.id, manager);
      if (!handedOff) return false;
      await this.messagingWebhooks.conversationUpdated(manager, handedOff, 'owner');
      await this.webhooks.publish(manager, accountId, 'conversation.handed_off', {
        conversationId: conversation.id,
        contactId: conversation.contactId,
        channel: conversation.channel,
        customChannelId: conversation.customChannelId,
        campaignId: conversation.campaignId,
        reason,
        handedOffAt: new Date().toISOString(),
      });
      return true;
    });
  }
}
