import { isUUID } from 'class-validator';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../../common/errors';
import { type OutboxEvent, OutboxService } from '../../common/outbox/outbox.service';
import { type DeliveryWithAttempts, WebhooksService } from '../../common/webhooks/webhooks.service';
import { decodeCursor, encodeCursor, type Page, toPage } from '../../common/pagination/pagination';
import { inTransaction } from '../../database/transaction';
import {
  PROVIDER_MESSAGE_RECEIVED,
  PROVIDER_MESSAGE_STATUS_REPORTED,
  type ProviderMessageReceivedPayload,
  type ProviderMessageStatusReportedPayload,
} from '../channels/channel-events';
import { ContactsService } from '../contacts/contacts.service';
import { ContactRuleViolation } from '../contacts/domain/contact-rules.errors';
import type { Conversation, ConversationOwner, Message, MessagePurpose } from './message.entity';
import { INBOUND_MESSAGE_RECORDED, type InboundMessageRecordedPayload } from './messaging-events';
import { ConversationNotFoundError, MessageNotFoundError } from './messaging.errors';
import { type ConversationChange, conversationUpdatedEvent, messageView } from './views';
import {
  type InboxFilter,
  type InboxRow,
  type MessageFilter,
  MessagingRepository,
  type NewInboundMessage,
} from './messaging.repository';

/** 409 `CONFLICT`: the message has nothing to redeliver (a delivery is still running, or it has none). */
export class NothingToRedeliverError extends AppError {
  constructor(id: string, reason: string) {
    super('CONFLICT', `Message ${id} cannot be redelivered: ${reason}.`);
  }
}

/** The error code of a custom-channel message whose delivery failed after every retry. */
export const WEBHOOK_DELIVERY_FAILED = 'WEBHOOK_DELIVERY_FAILED';

/** A status report for a message we have not finished recording yet is retried for this long: ms. */
const UNKNOWN_STATUS_RETRY_WINDOW_MS = 5 * 60_000;

/** A conversation as the inbox shows it, with its most recent messages (oldest first). */
export interface ConversationWithMessages extends InboxRow {
  messages: Message[];
}

/** Messages shown with a conversation: the most recent ones. */
export const CONVERSATION_MESSAGES_SHOWN = 100;

/**
 * Conversations and messages (product.md section 8). Outbound messages are written `queued`
 * before any provider sees them (`queueInConversation`), then moved forward only
 * (`markSent`/`markFailed`/provider status reports); inbound provider messages are recorded once
 * per provider id and announced with `InboundMessageRecorded`.
 *
 * Sending itself is the one outbound path's (`OutboundService`): every author's message is
 * written, paid for, checked against the window and handed to its channel there.
 */
@Injectable()
export class MessagingService implements OnModuleInit {
  private readonly logger = new Logger(MessagingService.name);

  constructor(
    private readonly messages: MessagingRepository,
    private readonly contacts: ContactsService,
    private readonly outbox: OutboxService,
    private readonly webhooks: WebhooksService,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.outbox.subscribe<ProviderMessageReceivedPayload>(PROVIDER_MESSAGE_RECEIVED, (event) =>
      this.recordProviderInbound(event),
    );
    this.outbox.subscribe<ProviderMessageStatusReportedPayload>(
      PROVIDER_MESSAGE_STATUS_REPORTED,
      (event) => this.applyProviderStatus(event),
    );
  }

  /**
   * The conversation of (contact, channel, custom channel), created when missing, in the caller's
   * transaction. `campaignId` routes it to a campaign (replacing an earlier one).
   */
  ensureConversation(
    manager: EntityManager,
    accountId: string,
    input: {
      contactId: string;
      channel: string;
      customChannelId: string | null;
      campaignId: string | null;
    },
  ): Promise<Conversation> {
    return this.messages.ensureConversation(
      accountId,
      input.contactId,
      input.channel,
      input.campaignId,
      manager,
      input.customChannelId,
      input.campaignId !== null,
    );
  }

  /**
   * Writes a `queued` outbound message in a known conversation, in the caller's transaction
   * (with `id` when given: the caller linked it to its own row first), and announces it
   * (`message.created`). @returns it, or null when a message with that `id` exists already.
   */
  async queueInConversation(
    manager: EntityManager,
    accountId: string,
    conversation: Conversation,
    input: {
      id?: string;
      body: string;
      purpose: MessagePurpose;
      campaignId?: string | null;
      templateId?: string | null;
      /** An Instagram private reply: the comment it answers. */
      replyTo?: { commentId: string; commentedAt: Date } | null;
    },
  ): Promise<Message | null> {
    const message = await this.messages.insertOutbound(
      accountId,
      conversation.id,
      {
        id: input.id,
        contactId: conversation.contactId,
        channel: conversation.channel,
        body: input.body,
        purpose: input.purpose,
        campaignId: input.campaignId ?? conversation.campaignId,
        templateId: input.templateId ?? null,
        replyTo: input.replyTo ?? null,
      },
      manager,
    );
    if (message) await this.created(manager, message);
    return message;
  }

  /** Announces a new message (inbound or outbound) to the account's `message.created` endpoints. */
  private async created(manager: EntityManager, message: Message): Promise<void> {
    await this.webhooks.publish(
      manager,
      message.accountId,
      'message.created',
      { ...messageView(message) },
      {
        messageId: message.id,
      },
    );
  }

  /**
   * Records an inbound message once per (provider, external id) in the caller's transaction and
   * appends `InboundMessageRecorded` (unless `announce` is false: a Meta `standby` message, whose
   * thread another app controls, is kept without waking any automation). @returns the new
   * message, or the id of the first recording of a repeat (`duplicate: true`).
   */
  async recordInbound(
    manager: EntityManager,
    accountId: string,
    conversation: Conversation,
    input: NewInboundMessage,
    announce = true,
  ): Promise<{ id: string; duplicate: boolean; message: Message | null }> {
    const message = await this.messages.insertInbound(accountId, conversation.id, input, manager);
    if (!message) {
      const id = await this.messages.findIdByExternalId(
        accountId,
        input.provider,
        input.externalId,
        manager,
      );
      return { id: id!, duplicate: true, message: null };
    }
    await this.created(manager, message);
    const announced: InboundMessageRecordedPayload = {
      messageId: message.id,
      contactId: conversation.contactId,
      conversationId: conversation.id,
      channel: conversation.channel,
      receivedAt: message.createdAt.toISOString(),
      messageType: message.messageType,
    };
    if (announce) await this.outbox.append(manager, accountId, INBOUND_MESSAGE_RECORDED, announced);
    return { id: message.id, duplicate: false, message };
  }

  /**
   * In the caller's transaction: holds the provider message id until commit (concurrent
   * recordings of it wait) and returns the id of its first recording, or null when it is new.
   * Call it before anything else the recording writes, so that a repeat changes nothing.
   */
  async findRecordedInbound(
    manager: EntityManager,
    accountId: string,
    provider: string,
    externalId: string,
  ): Promise<string | null> {
    await this.messages.lockExternalId(accountId, provider, externalId, manager);
    return this.messages.findIdByExternalId(accountId, provider, externalId, manager);
  }

  /** The id of the message a reaction refers to (our id or the sender's id for it), or null. */
  findReactionTarget(
    accountId: string,
    reference: string,
    manager?: EntityManager,
  ): Promise<string | null> {
    return this.messages.findReactionTarget(accountId, reference, manager);
  }

  /** The message (in the caller's transaction when given), or null. */
  findMessage(accountId: string, id: string, manager?: EntityManager): Promise<Message | null> {
    return this.messages.findMessage(accountId, id, manager);
  }

  /** queued → sent, with the provider and its message id. @returns the message, or null if it was not queued. */
  async markSent(
    manager: EntityManager,
    accountId: string,
    id: string,
    provider: string,
    externalId: string,
  ): Promise<Message | null> {
    return this.statusChanged(
      manager,
      await this.messages.markSent(accountId, id, provider, externalId, manager),
    );
  }

  /** queued|sent → failed with `{code, message}`. @returns the message, or null if it could not fail. */
  async markFailed(
    accountId: string,
    id: string,
    code: string,
    message: string,
    manager?: EntityManager,
  ): Promise<Message | null> {
    const db = manager ?? this.dataSource.manager;
    return this.statusChanged(db, await this.messages.markFailed(accountId, id, code, message, db));
  }

  /** A custom-channel message its receiver accepted: queued → delivered. */
  async markDelivered(
    manager: EntityManager,
    accountId: string,
    id: string,
  ): Promise<Message | null> {
    return this.statusChanged(manager, await this.messages.markDelivered(accountId, id, manager));
  }

  /**
   * Announces a status change to the account's `message.status_changed` webhook endpoints (in the
   * transaction of the change; the webhooks sweeper sends it within about a second of commit).
   */
  private async statusChanged(
    manager: EntityManager,
    message: Message | null,
  ): Promise<Message | null> {
    if (message) {
      await this.webhooks.publish(
        manager,
        message.accountId,
        'message.status_changed',
        { ...messageView(message) },
        { messageId: message.id },
      );
    }
    return message;
  }

  /**
   * `POST /v1/messages/{id}/redeliver`: starts a new round of attempts (full retry schedule) for
   * the message's settled custom-channel delivery and its failed event webhooks. A failed message
   * goes back to `queued` (the one move back; it moves on with the new attempts).
   *
   * @throws MessageNotFoundError; NothingToRedeliverError (409) while a delivery is still running
   *   or when the message has no delivery to repeat.
   */
  async redeliver(accountId: string, id: string): Promise<Message> {
    await this.get(accountId, id);
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
        ? await this.messages.requeueFailed(accountId, id, manager)
        : null;
      const message = requeued ?? (await this.messages.findMessage(accountId, id, manager))!;
      return message;
    });
  }

  /** `GET /v1/messages/{id}/deliveries`. @throws MessageNotFoundError. */
  async deliveries(accountId: string, id: string): Promise<DeliveryWithAttempts[]> {
    await this.get(accountId, id);
    return this.webhooks.forMessage(accountId, id);
  }

  /**
   * `PATCH /v1/conversations/{id} {owner}`: who answers it (`conversation.updated` when it
   * changed). Handing it back to the bot resumes bot answers from the next inbound message.
   * @throws ConversationNotFoundError.
   */
  async setOwner(
    accountId: string,
    id: string,
    owner: ConversationOwner,
  ): Promise<ConversationWithMessages> {
    const updated = isUUID(id)
      ? await inTransaction(this.dataSource, (manager) =>
          this.changeOwner(manager, accountId, id, owner),
        )
      : null;
    if (!updated) throw new ConversationNotFoundError(id);
    return this.getConversation(accountId, id);
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
    const current = await this.messages.lock(accountId, id, manager);
    if (!current || current.owner === owner) return current;
    const updated = (await this.messages.setOwner(accountId, id, owner, manager))!;
    await this.conversationUpdated(manager, updated, 'owner');
    return updated;
  }

  /** Announces a conversation's change to the account's `conversation.updated` endpoints. */
  private async conversationUpdated(
    manager: EntityManager,
    conversation: Conversation,
    change: ConversationChange,
  ): Promise<void> {
    await this.webhooks.publish(
      manager,
      conversation.accountId,
      'conversation.updated',
      conversationUpdatedEvent(conversation, change),
    );
  }

  /** The conversation, or null. */
  findConversation(accountId: string, id: string): Promise<Conversation | null> {
    return this.messages.findConversation(accountId, id);
  }

  /**
   * In the caller's transaction: the conversation, locked, while the bot still owns it (a person
   * taking it over waits for the commit, and then the bot is silent), or null.
   */
  lockForBot(manager: EntityManager, accountId: string, id: string): Promise<Conversation | null> {
    return this.messages.lock(accountId, id, manager, 'bot');
  }

  /** The conversation's `limit` most recent messages, oldest first. */
  recentMessages(accountId: string, conversationId: string, limit: number): Promise<Message[]> {
    return this.messages.lastMessages(accountId, conversationId, limit);
  }

  /**
   * Whether the contact has written to the account (any channel), ever or since `since`: the
   * incoming flow of description section 1, and a reply before a follow-up.
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
   * `GET /v1/messages`: the account's messages, oldest first, optionally of one contact or
   * conversation. An id that is not a UUID matches nothing (an empty page, as for another
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
    const rows = await this.messages.pageMessages(accountId, filter, limit + 1, after);
    return toPage(rows, limit, (message) => message);
  }

  /** `GET /v1/messages/{id}`. @throws MessageNotFoundError. */
  async get(accountId: string, id: string): Promise<Message> {
    const message = isUUID(id) ? await this.messages.findMessage(accountId, id) : null;
    if (!message) throw new MessageNotFoundError(id);
    return message;
  }

  /**
   * `GET /v1/conversations/{id}`: the conversation as the inbox shows it, with its
   * {@link CONVERSATION_MESSAGES_SHOWN} most recent messages, oldest first.
   * @throws ConversationNotFoundError (404 `NOT_FOUND`).
   */
  async getConversation(accountId: string, id: string): Promise<ConversationWithMessages> {
    const conversation = isUUID(id) ? await this.messages.findSummary(accountId, id) : null;
    if (!conversation) throw new ConversationNotFoundError(id);
    const messages = await this.messages.lastMessages(
      accountId,
      conversation.id,
      CONVERSATION_MESSAGES_SHOWN,
    );
    return { ...conversation, messages };
  }

  /**
   * `GET /v1/conversations`: the inbox, most recent activity first, filtered (all optional, AND).
   * A malformed `contactId`/`campaignId` matches nothing (an empty page, as another account's id).
   * @throws ValidationFailedError for a bad cursor.
   */
  async inbox(
    accountId: string,
    filter: InboxFilter,
    limit: number,
    cursor?: string,
  ): Promise<Page<InboxRow>> {
    const after = cursor ? decodeCursor(cursor) : null;
    const malformed = [filter.contactId, filter.campaignId].some(
      (id) => id !== undefined && !isUUID(id),
    );
    if (malformed) return { data: [], nextCursor: null };
    const rows = await this.messages.pageInbox(accountId, filter, limit + 1, after);
    const data = rows.slice(0, limit);
    const last = data[data.length - 1];
    return {
      data,
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
   * `POST /v1/conversations/{id}/read`: a person read it; its unread count starts again from 0
   * (`conversation.updated`). @throws ConversationNotFoundError (404 `NOT_FOUND`, also for
   * another account's id).
   */
  async markRead(accountId: string, id: string): Promise<ConversationWithMessages> {
    const updated = isUUID(id)
      ? await inTransaction(this.dataSource, async (manager) => {
          const read = await this.messages.markRead(accountId, id, manager);
          if (read) await this.conversationUpdated(manager, read, 'read');
          return read;
        })
      : null;
    if (!updated) throw new ConversationNotFoundError(id);
    return this.getConversation(accountId, id);
  }

  /**
   * In the caller's transaction: a person takes the conversation (`owner: human`, the bot stays
   * silent; a closed one reopens as `human`). @returns it as updated (its row locked until
   * commit), or null when it is not the account's.
   */
  takeForHuman(
    manager: EntityManager,
    accountId: string,
    id: string,
  ): Promise<Conversation | null> {
    return isUUID(id) ? this.changeOwner(manager, accountId, id, 'human') : Promise.resolve(null);
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
    const rows = await this.messages.openingsDeliveredAndRead(accountId, campaignIds);
    return new Map(rows.map(({ campaignId, ...counts }) => [campaignId, counts]));
  }

  /** Message counts by direction and status (for /metrics). */
  countByStatus(): Promise<{ direction: string; status: string; count: number }[]> {
    return this.messages.countByStatus();
  }

  /**
   * Fails one message whose hand-off to a provider began more than `olderThanMs` ago and never
   * finished (the worker died mid-send), in the caller's transaction, and announces it. It is
   * not sent again: the provider may have it, and a message must never arrive twice.
   * @returns the message as failed (`SEND_INTERRUPTED`), or null when it settled meanwhile.
   */
  async failInterrupted(
    manager: EntityManager,
    accountId: string,
    id: string,
    olderThanMs: number,
  ): Promise<Message | null> {
    return this.statusChanged(
      manager,
      await this.messages.failInterrupted(accountId, id, olderThanMs, manager),
    );
  }

  /**
   * `ProviderMessageReceived` (WhatsApp or Twilio inbound webhook): finds or creates the contact
   * by phone, records the message once per provider id in the contact's conversation, and in the
   * same transaction appends `InboundMessageRecorded`. A sender that is not a valid phone
   * number is logged and dropped (it cannot be a contact). Idempotent.
   */
  async recordProviderInbound(event: OutboxEvent<ProviderMessageReceivedPayload>): Promise<void> {
    const { payload, accountId } = event;
    await inTransaction(this.dataSource, async (manager) => {
      let contactId: string;
      try {
        const { contact } = await this.contacts.findOrCreateByPhone(
          accountId,
          payload.from,
          payload.profileName,
          manager,
        );
        contactId = contact.id;
      } catch (error) {
        if (!(error instanceof ContactRuleViolation)) throw error;
        this.logger.warn({ eventId: event.id, code: error.code }, 'inbound sender is not a phone');
        return;
      }
      const conversation = await this.messages.ensureConversation(
        accountId,
        contactId,
        payload.channel,
        null,
        manager,
      );
      await this.recordInbound(manager, accountId, conversation, {
        contactId,
        channel: payload.channel,
        body: payload.body,
        provider: payload.provider,
        externalId: payload.externalId,
        receivedAt: new Date(payload.receivedAt),
      });
    });
  }

  /**
   * `ProviderMessageStatusReported`: moves the message forward (never back). A report for a
   * message id not recorded yet (the provider can call back before the send's own write
   * commits) is retried for a few minutes through the outbox, then dropped.
   *
   * @throws Error while an unknown message id is still young, so that the outbox retries.
   */
  async applyProviderStatus(
    event: OutboxEvent<ProviderMessageStatusReportedPayload>,
  ): Promise<void> {
    const { payload } = event;
    const outcome = await inTransaction(this.dataSource, async (manager) => {
      const result = await this.messages.applyStatus(
        event.accountId,
        payload.provider,
        payload.externalId,
        payload.status,
        payload.error,
        new Date(payload.occurredAt),
        manager,
      );
      if (typeof result === 'string') return result;
      await this.statusChanged(manager, result);
      return 'applied';
    });
    if (outcome !== 'unknown') return;
    if (Date.now() - event.createdAt.getTime() < UNKNOWN_STATUS_RETRY_WINDOW_MS) {
      throw new Error(`no ${payload.provider} message ${payload.externalId} yet`);
    }
    this.logger.warn(
      { eventId: event.id, provider: payload.provider, externalId: payload.externalId },
      'status report for an unknown message dropped',
    );
  }

  /** Sets the bot's reply for the conversation due at `dueAt` (or later). @returns the due time, or null when the bot does not own it. */
  scheduleBotReply(
    accountId: string,
    conversationId: string,
    dueAt: Date,
    receivedAt: Date,
  ): Promise<Date | null> {
    return this.messages.scheduleBotReply(accountId, conversationId, dueAt, receivedAt);
  }

  /** Claims a due bot reply; null when not due, claimed already, or not the bot's. */
  claimBotReply(
    accountId: string,
    conversationId: string,
    earlyMs: number,
  ): Promise<Conversation | null> {
    return this.messages.claimBotReply(accountId, conversationId, earlyMs);
  }

  /** Bot replies overdue by more than `graceMs` (for the bot's sweeper). */
  overdueBotReplies(
    graceMs: number,
    limit: number,
  ): Promise<{ accountId: string; id: string; dueAt: Date }[]> {
    return this.messages.overdueBotReplies(graceMs, limit);
  }

  /**
   * Hands a conversation from the bot to a person and emits `conversation.handed_off` to the
   * account's webhook endpoints, in one transaction. @returns false when the bot no longer owned it.
   */
  async handOff(accountId: string, conversation: Conversation, reason: string): Promise<boolean> {
    return inTransaction(this.dataSource, async (manager) => {
      const handedOff = await this.messages.handOffFromBot(accountId, conversation.id, manager);
      if (!handedOff) return false;
      await this.conversationUpdated(manager, handedOff, 'owner');
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

  /**
   * A delivery or read report that names messages by watermark (Meta: everything the person's
   * app had by then) and/or by provider ids: moves the conversation's outbound messages forward
   * to `status` and announces each change (`message.status_changed`), in one transaction.
   *
   * @returns how many messages moved.
   */
  async advanceOutbound(
    accountId: string,
    conversationId: string,
    status: 'delivered' | 'read',
    report: { externalIds: string[]; upTo: Date | null; occurredAt: Date },
  ): Promise<number> {
    return inTransaction(this.dataSource, async (manager) => {
      const moved = await this.messages.advanceOutbound(
        accountId,
        conversationId,
        status,
        report.externalIds,
        report.upTo,
        report.occurredAt,
        manager,
      );
      for (const message of moved) await this.statusChanged(manager, message);
      return moved.length;
    });
  }

  /** When the account's message with that provider id was sent, or null. */
  sentAtOf(accountId: string, provider: string, externalId: string): Promise<Date | null> {
    return this.messages.sentAtOf(accountId, provider, externalId);
  }

  /**
   * A Meta `referral` in an existing thread (issue 12; research `meta-messaging.md`: the referral
   * "also reopens the window"): the conversation's `lastInboundAt` moves to `at` when later, in
   * the caller's transaction. No message is recorded.
   */
  touchInbound(
    manager: EntityManager,
    accountId: string,
    conversationId: string,
    at: Date,
  ): Promise<void> {
    return this.messages.touchInbound(accountId, conversationId, at, manager);
  }

  /**
   * The conversation's messages up to `at` are answered by something other than the bot (an
   * entry-point campaign's opening message): the bot does not reply to them. Caller's transaction.
   */
  markAnsweredThrough(
    manager: EntityManager,
    accountId: string,
    conversationId: string,
    at: Date,
  ): Promise<void> {
    return this.messages.markAnsweredThrough(accountId, conversationId, at, manager);
  }

  /** Whether the comment has a private reply other than message `exceptId` (one per comment). */
  hasPrivateReply(
    accountId: string,
    commentId: string,
    exceptId: string | null,
    manager?: EntityManager,
  ): Promise<boolean> {
    return this.messages.hasPrivateReply(accountId, commentId, exceptId, manager);
  }

  /** Adds fields to the metadata of the message with that provider id; whether it exists. */
  annotateByExternalId(
    accountId: string,
    provider: string,
    externalId: string,
    patch: Record<string, unknown>,
    manager?: EntityManager,
  ): Promise<boolean> {
    return this.messages.annotateByExternalId(accountId, provider, externalId, patch, manager);
  }
}
