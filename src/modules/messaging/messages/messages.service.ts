import { isUUID } from 'class-validator';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { decodeCursor, type Page, toPage } from '../../../common/pagination/pagination';
import {
  type DeliveryWithAttempts,
  WebhookDeliveriesService,
} from '../../../common/webhooks/webhook-deliveries.service';
import { inTransaction } from '../../../database/transaction';
import { MessageNotFoundError, NothingToRedeliverError } from '../messaging.errors';
import type { Message } from './message.entity';
import { MessageStatesRepository } from './message-states.repository';
import { MessageStatsRepository } from './message-stats.repository';
import { type MessageFilter, MessagesRepository } from './messages.repository';

/**
 * Reading messages (docs/conversations.md#messages), and redelivering a custom-channel message.
 * Writing them is the inbound and outbound paths'; moving their status `MessageStatusService`'s.
 */
@Injectable()
export class MessagesService {
  constructor(
    private readonly messages: MessagesRepository,
    private readonly states: MessageStatesRepository,
    private readonly stats: MessageStatsRepository,
    private readonly webhooks: WebhookDeliveriesService,
    private readonly dataSource: DataSource,
  ) {}

  /** The message (in the caller's transaction when given), or null. */
  find(accountId: string, id: string, manager?: EntityManager): Promise<Message | null> {
    return this.messages.find(accountId, id, manager);
  }

  /**
   * `GET /v1/messages/{id}`; with `assigneeId` (a restricted agent) only a message of a
   * conversation assigned to them (docs/conversations.md#restricted-agents).
   * @throws MessageNotFoundError (also for a message the restricted agent may not see).
   */
  async get(accountId: string, id: string, assigneeId?: string): Promise<Message> {
    const message = isUUID(id)
      ? await this.messages.find(accountId, id, undefined, assigneeId)
      : null;
    if (!message) throw new MessageNotFoundError(id);
    return message;
  }

  /**
   * `GET /v1/messages`: the account's messages, oldest first, optionally of one contact or
   * conversation, and only of the conversations assigned to `filter.assigneeId` when set (a
   * restricted agent). An id that is not a UUID matches nothing (an empty page, as for another
   * account's id). @throws ValidationFailedError for a bad cursor.
   */
  async page(
    accountId: string,
    filter: MessageFilter,
    limit: number,
    cursor?: string,
  ): Promise<Page<Message>> {
    const malformed = [filter.contactId, filter.conversationId].some(
      (id) => id !== undefined && !isUUID(id),
    );
    const after = cursor ? decodeCursor(cursor) : null;
    if (malformed) return { data: [], nextCursor: null };
    const rows = await this.messages.page(accountId, filter, limit + 1, after);
    return toPage(rows, limit, (message) => message);
  }

  /** The conversation's `limit` most recent messages, oldest first, without private notes (the bot's view). */
  recent(accountId: string, conversationId: string, limit: number): Promise<Message[]> {
    return this.messages.lastMessages(accountId, conversationId, limit);
  }

  /**
   * Whether the contact has written to the account (any channel; reactions do not count), ever
   * or since `since`: the incoming flow of docs/campaigns.md#skip-reasons, and a reply before a
   * follow-up.
   */
  hasInbound(
    accountId: string,
    contactId: string,
    manager?: EntityManager,
    since?: Date | null,
  ): Promise<boolean> {
    return this.messages.hasInbound(accountId, contactId, manager, since ?? null);
  }

  /**
   * When WhatsApp last refused a message to the contact for Meta's per-person marketing limit
   * (`MARKETING_LIMIT_REACHED`, error 131049: docs/channels.md#whatsapp-failure-codes), or null.
   */
  lastMarketingLimit(
    accountId: string,
    contactId: string,
    manager?: EntityManager,
  ): Promise<Date | null> {
    return this.stats.lastFailure(accountId, contactId, 'MARKETING_LIMIT_REACHED', manager);
  }

  /**
   * Per campaign of `campaignIds`: how many of its opening messages the provider reported
   * delivered (or read since) and read. A campaign with none is absent.
   */
  async openingsDeliveredAndRead(
    accountId: string,
    campaignIds: string[],
  ): Promise<Map<string, { delivered: number; read: number }>> {
    if (campaignIds.length === 0) return new Map();
    const rows = await this.stats.openingsDeliveredAndRead(accountId, campaignIds);
    return new Map(rows.map(({ campaignId, ...counts }) => [campaignId, counts]));
  }

  /**
   * Per campaign of `campaignIds`: its messages Meta reported billable and free, each by pricing
   * category (docs/channels.md#whatsapp-pricing). A campaign with none is absent.
   */
  async pricingByCategory(
    accountId: string,
    campaignIds: string[],
  ): Promise<Map<string, { billable: Record<string, number>; free: Record<string, number> }>> {
    if (campaignIds.length === 0) return new Map();
    const rows = await this.stats.pricingByCategory(accountId, campaignIds);
    return new Map(rows.map(({ campaignId, ...counts }) => [campaignId, counts]));
  }

  /** Message counts by direction and status, all accounts (for /metrics). */
  countByStatus(): Promise<{ direction: string; status: string; count: number }[]> {
    return this.stats.countByStatus();
  }

  /** `GET /v1/messages/{id}/deliveries`. @throws MessageNotFoundError. */
  async deliveries(
    accountId: string,
    id: string,
    assigneeId?: string,
  ): Promise<DeliveryWithAttempts[]> {
    await this.get(accountId, id, assigneeId);
    return this.webhooks.forMessage(accountId, id);
  }

  /**
   * `POST /v1/messages/{id}/redeliver`: starts a new round of attempts (full retry schedule) for
   * the message's settled custom-channel delivery and its failed event webhooks. A failed message
   * goes back to `queued` (the one move back; it moves on with the new attempts).
   *
   * @throws MessageNotFoundError; NothingToRedeliverError (409) while a delivery is still running
   *   or when the message has no delivery to repeat.
   */
  async redeliver(accountId: string, id: string, assigneeId?: string): Promise<Message> {
    await this.get(accountId, id, assigneeId);
    return inTransaction(this.dataSource, async (manager) => {
      if (await this.webhooks.hasActive(accountId, id, 'custom_channel', manager)) {
        throw new NothingToRedeliverError(id, 'its delivery is still being attempted');
      }
      const moved = [
        ...(await this.webhooks.redeliver(manager, accountId, id, 'custom_channel', [
          'delivered',
          'failed',
        ])),
        ...(await this.webhooks.redeliver(manager, accountId, id, 'endpoint', ['failed'])),
      ];
      if (moved.length === 0) throw new NothingToRedeliverError(id, 'it has no webhook delivery');
      const requeued = moved.some((d) => d.targetKind === 'custom_channel')
        ? await this.states.requeueFailed(accountId, id, manager)
        : null;
      return requeued ?? (await this.messages.find(accountId, id, manager))!;
    });
  }
}
