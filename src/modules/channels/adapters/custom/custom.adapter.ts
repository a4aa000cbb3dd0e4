import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { WebhooksService } from '../../../../common/webhooks/webhooks.service';
import { ContactIdentitiesService, ContactsService } from '../../../contacts';
import {
  type ChannelAdapter,
  type HandOver,
  type HandOverRequest,
  ProviderRejectedError,
  type SendReceipt,
} from '../../channel-adapter';
import { NO_WINDOW } from '../../domain/windows';
import { CustomChannelsService } from './custom-channels.service';

/** The event type of a custom-channel delivery (the body's `type`). */
export const CUSTOM_CHANNEL_MESSAGE_EVENT = 'custom_channel.message';

/**
 * The account's custom channels (docs/channels.md#custom-channels): a message is delivered to the
 * channel's URL by the signed-webhook mechanism, recorded with the message in the writer's
 * transaction (sent after commit, retried by that mechanism, which settles the message:
 * `delivered`, or `failed` with `WEBHOOK_DELIVERY_FAILED`). No window; API keys may write. The
 * contact is reached through the conversation's channel (its `fromId` there).
 */
@Injectable()
export class CustomChannelAdapter implements ChannelAdapter {
  readonly channels = ['custom'] as const;
  readonly window = NO_WINDOW;

  constructor(
    private readonly customChannels: CustomChannelsService,
    private readonly contacts: ContactsService,
    private readonly identities: ContactIdentitiesService,
    private readonly webhooks: WebhooksService,
  ) {}

  acceptsReplyWith(): boolean {
    return true;
  }

  /**
   * Records the signed delivery of the message to the conversation's channel. A conversation
   * with no channel (an incoming message no channel could be found for, or a deleted channel)
   * cannot be delivered: `failed` with `NO_DELIVERY_CHANNEL`.
   */
  async handOver(manager: EntityManager, request: HandOverRequest): Promise<HandOver> {
    const { accountId, conversation, message, contact } = request;
    const channel = conversation.customChannelId
      ? await this.customChannels.find(manager, accountId, conversation.customChannelId)
      : null;
    if (!channel) {
      return {
        kind: 'failed',
        code: 'NO_DELIVERY_CHANNEL',
        message:
          'This conversation has no custom channel to deliver to (the channel was deleted, or the incoming message named none).',
      };
    }
    const fromId = await this.identities.externalIdOf(manager, accountId, channel.id, contact.id);
    await this.webhooks.enqueue(manager, accountId, {
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
    return { kind: 'delivering' };
  }

  /** Never called: custom-channel messages leave through their delivery, not the send job. */
  async send(): Promise<SendReceipt> {
    throw new ProviderRejectedError(
      'NOT_SUPPORTED',
      'Custom-channel messages are delivered by webhook.',
    );
  }

  async settlesInTransaction(): Promise<boolean> {
    return false;
  }

  /** A custom channel reaches a contact only within a conversation (its `fromId` there). */
  async recipientOf(): Promise<string | null> {
    return null;
  }
}
