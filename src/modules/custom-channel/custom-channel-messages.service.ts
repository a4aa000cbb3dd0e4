import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { OutboxService } from '../../common/outbox/outbox.service';
import type { WebhookDelivery } from '../../common/webhooks/webhook-delivery';
import { WebhooksService } from '../../common/webhooks/webhooks.service';
import { inTransaction } from '../../database/transaction';
import { INSUFFICIENT_CREDITS } from '../agency/agency.errors';
import { CampaignsService } from '../campaigns/campaigns.service';
import type { Contact } from '../contacts/contact.entity';
import { ContactsService } from '../contacts/contacts.service';
import type { Conversation, Message } from '../messaging/message.entity';
import { MessagingService } from '../messaging/messaging.service';
import { type CustomChannelDeliveryPort, OutboundService } from '../messaging/outbound.service';
import { CustomChannelsService, type CustomChannelView } from './custom-channels.service';

/** The event type of a custom-channel delivery (the body's `type`). */
export const CUSTOM_CHANNEL_MESSAGE_EVENT = 'custom_channel.message';

/** The provider name of inbound custom-channel messages (their `messageSid` is the external id). */
export const CUSTOM_PROVIDER = 'custom';

/** `POST /v1/send_custom_channel_message` input (description 4.4), validated. */
export interface SendCustomChannelMessage {
  fromId: string;
  customChannel: string;
  body: string;
  campaignId?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
}

/** `POST /v1/incoming_custom_channel_message` input (description 4.5), validated. */
export interface IncomingCustomChannelMessage {
  messageSid: string;
  fromId: string;
  toId: string;
  body: string;
  channel?: string;
  status?: string;
  messageType: 'text' | 'reaction';
  reactsTo?: string;
  customChannel?: string;
}

/** The answer of a send (202). */
export interface SentCustomChannelMessage {
  id: string;
  /** `failed` only when a sub-account had too little credit (`error.code` INSUFFICIENT_CREDITS). */
  status: 'queued' | 'failed';
  contactId: string;
  conversationId: string;
  error?: { code: string; message: string };
}

/**
 * Messages on custom channels (issue 5 items 2 and 3): the API send (recorded `queued`, then
 * delivered to the channel's delivery URL by the signed-webhook mechanism), the incoming message
 * (recorded once per `messageSid` under any concurrency; a text hands the conversation to the bot),
 * and `deliver` for replies written by other use cases (the bot, opt-out confirmations).
 */
@Injectable()
export class CustomChannelMessagesService implements OnModuleInit, CustomChannelDeliveryPort {
  constructor(
    private readonly channels: CustomChannelsService,
    private readonly contacts: ContactsService,
    private readonly messaging: MessagingService,
    private readonly campaigns: CampaignsService,
    private readonly webhooks: WebhooksService,
    private readonly outbox: OutboxService,
    private readonly outbound: OutboundService,
    private readonly dataSource: DataSource,
  ) {}

  /** Custom-channel messages of the one outbound path leave through `deliver`/`schedule`. */
  onModuleInit(): void {
    this.outbound.useCustomChannelDelivery(this);
  }

  /**
   * Finds or creates the contact by `fromId` on the channel and sends the message in its
   * conversation (routed to `campaignId` when given) through the one outbound path
   * (`OutboundService.prepare`): recorded with its delivery in one transaction, delivered after
   * commit. A sub-account pays `MESSAGE_CREDIT_COST`; with too little credit the message is
   * recorded `failed` with `INSUFFICIENT_CREDITS` and not delivered.
   *
   * @throws CustomChannelNotFoundError (404 `CHANNEL_NOT_FOUND`), CampaignNotFoundError (404),
   *   and the contact field errors (400, naming `customData.<field>`).
   */
  async send(
    accountId: string,
    input: SendCustomChannelMessage,
  ): Promise<SentCustomChannelMessage> {
    const channel = await this.channels.getByName(accountId, input.customChannel);
    const campaignId = input.campaignId
      ? (await this.campaigns.get(accountId, input.campaignId)).id
      : null;
    const message = await inTransaction(this.dataSource, async (manager) => {
      const { contact } = await this.contacts.findOrCreateByIdentity(
        manager,
        accountId,
        { customChannelId: channel.id, externalId: input.fromId },
        { firstName: input.firstName, lastName: input.lastName, email: input.email },
        'customData.',
      );
      const conversation = await this.messaging.ensureConversation(manager, accountId, {
        contactId: contact.id,
        channel: 'custom',
        customChannelId: channel.id,
        campaignId,
      });
      const prepared = await this.outbound.prepare(manager, {
        accountId,
        conversation,
        contact,
        body: input.body,
        purpose: 'manual',
        campaignId,
      });
      return prepared.message;
    });
    const ids = {
      id: message.id,
      contactId: message.contactId,
      conversationId: message.conversationId,
    };
    if (message.status === 'failed') {
      const error = {
        code: message.errorCode ?? INSUFFICIENT_CREDITS.code,
        message: message.errorMessage ?? '',
      };
      return { ...ids, status: 'failed', error };
    }
    return { ...ids, status: 'queued' };
  }

  /**
   * Records an incoming message once per `messageSid` in the account (the unique index decides,
   * so concurrent repeats give one new message). A text message announces
   * `InboundMessageRecorded` (enrolments `replied`, the bot); a reaction is stored against the
   * message it names in `reactsTo` when found, and announces the same event marked `reaction`
   * (which neither counts as a reply nor wakes the bot).
   *
   * @returns the message id and whether it was a repeat.
   * @throws CustomChannelNotFoundError when `customChannel` names no channel.
   */
  async receive(
    accountId: string,
    input: IncomingCustomChannelMessage,
  ): Promise<{ id: string; duplicate: boolean }> {
    const channel = await this.channels.resolveIncoming(accountId, {
      customChannel: input.customChannel,
      toId: input.toId,
    });
    const result = await inTransaction(this.dataSource, async (manager) => {
      // A repeat is answered before anything is written (a repeat with another fromId must not
      // create a contact); the lock makes concurrent repeats wait for the first to commit.
      const recorded = await this.messaging.findRecordedInbound(
        manager,
        accountId,
        CUSTOM_PROVIDER,
        input.messageSid,
      );
      if (recorded) return { id: recorded, duplicate: true };
      const { contact } = await this.contacts.findOrCreateByIdentity(
        manager,
        accountId,
        { customChannelId: channel?.id ?? null, externalId: input.fromId },
        {},
        'customData.',
      );
      const conversation = await this.messaging.ensureConversation(manager, accountId, {
        contactId: contact.id,
        channel: 'custom',
        customChannelId: channel?.id ?? null,
        campaignId: null,
      });
      const reactsToMessageId =
        input.messageType === 'reaction' && input.reactsTo
          ? await this.messaging.findReactionTarget(accountId, input.reactsTo, manager)
          : null;
      return this.messaging.recordInbound(manager, accountId, conversation, {
        contactId: contact.id,
        channel: 'custom',
        body: input.body,
        provider: CUSTOM_PROVIDER,
        externalId: input.messageSid,
        receivedAt: new Date(),
        messageType: input.messageType,
        reactsToMessageId,
        metadata: {
          toId: input.toId,
          ...(input.channel !== undefined ? { channel: input.channel } : {}),
          status: input.status ?? 'received',
          ...(input.reactsTo !== undefined ? { reactsTo: input.reactsTo } : {}),
        },
      });
    });
    return { id: result.id, duplicate: result.duplicate };
  }

  /**
   * Delivers a message written in a custom conversation by the one outbound path, in the
   * caller's transaction (the delivery is scheduled when it commits). A conversation with no channel (an incoming message no channel could be found for)
   * cannot be delivered: the message fails with `NO_DELIVERY_CHANNEL` and null is returned.
   */
  async deliver(
    manager: EntityManager,
    accountId: string,
    conversation: Conversation,
    message: Message,
    contact: Contact,
  ): Promise<WebhookDelivery | null> {
    const channel = conversation.customChannelId
      ? await this.channels.find(manager, accountId, conversation.customChannelId)
      : null;
    if (!channel) {
      await this.messaging.markFailed(
        accountId,
        message.id,
        'NO_DELIVERY_CHANNEL',
        'This conversation has no custom channel to deliver to (the channel was deleted, or the incoming message named none).',
        manager,
      );
      return null;
    }
    const externalId = await this.contacts.externalIdOf(manager, accountId, channel.id, contact.id);
    return this.enqueueDelivery(manager, accountId, channel, contact, externalId, message);
  }

  private enqueueDelivery(
    manager: EntityManager,
    accountId: string,
    channel: CustomChannelView,
    contact: Contact,
    fromId: string | null,
    message: Message,
  ): Promise<WebhookDelivery> {
    return this.webhooks.enqueue(manager, accountId, {
      targetKind: 'custom_channel',
      targetId: channel.id,
      eventType: CUSTOM_CHANNEL_MESSAGE_EVENT,
      messageId: message.id,
      data: {
        id: message.id,
        customChannel: channel.name,
        fromId,
        body: message.body,
        purpose: message.purpose,
        conversationId: message.conversationId,
        campaignId: message.campaignId,
        contact: {
          id: contact.id,
          firstName: contact.firstName,
          lastName: contact.lastName,
          email: contact.email,
          phone: contact.phone,
        },
        createdAt: message.createdAt.toISOString(),
      },
    });
  }
}
