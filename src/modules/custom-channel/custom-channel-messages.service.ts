import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HooksService } from '../../common/handlers/hooks.service';
import { inTransaction } from '../../database/transaction';
import { INSUFFICIENT_CREDITS } from '../agency';
import { CustomChannelsService } from '../channels';
import { ContactIdentitiesService, ContactsService } from '../contacts';
import { ConversationsService, InboundService, OutboundService } from '../messaging';
import { CampaignNotFoundError } from './custom-channel.errors';

/** The provider name of inbound custom-channel messages (their `messageSid` is the external id). */
export const CUSTOM_PROVIDER = 'custom';

/** `POST /v1/send_custom_channel_message` input (docs/channels.md#custom-channels), validated. */
export interface SendCustomChannelMessage {
  fromId: string;
  customChannel: string;
  body: string;
  campaignId?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
}

/** `POST /v1/incoming_custom_channel_message` input (docs/channels.md#custom-channels), validated. */
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
 * The description's custom-channel endpoints (docs/channels.md#custom-channels): the API send
 * (recorded `queued` through the one outbound path, then delivered to the channel's URL by the
 * signed-webhook mechanism) and the incoming message (recorded once per `messageSid` through the
 * one inbound path; a text hands the conversation to the bot).
 */
@Injectable()
export class CustomChannelMessagesService {
  constructor(
    private readonly channels: CustomChannelsService,
    private readonly contacts: ContactsService,
    private readonly identities: ContactIdentitiesService,
    private readonly conversations: ConversationsService,
    private readonly inbound: InboundService,
    private readonly outbound: OutboundService,
    private readonly hooks: HooksService,
    private readonly dataSource: DataSource,
  ) {}

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
    const campaignId = input.campaignId ? await this.campaignOf(accountId, input.campaignId) : null;
    const message = await inTransaction(this.dataSource, async (manager) => {
      const { contact } = await this.identities.findOrCreateByIdentity(
        manager,
        accountId,
        { customChannelId: channel.id, externalId: input.fromId },
        { firstName: input.firstName, lastName: input.lastName, email: input.email },
        'customData.',
      );
      const conversation = await this.conversations.ensure(manager, accountId, {
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
      return prepared.message!;
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
    const result = await this.inbound.record({
      accountId,
      channel: 'custom',
      customChannelId: channel?.id ?? null,
      sender: {
        kind: 'identity',
        customChannelId: channel?.id ?? null,
        scope: null,
        externalId: input.fromId,
      },
      provider: CUSTOM_PROVIDER,
      externalId: input.messageSid,
      body: input.body,
      receivedAt: new Date(),
      messageType: input.messageType,
      reactsTo: input.messageType === 'reaction' ? (input.reactsTo ?? null) : null,
      metadata: {
        toId: input.toId,
        ...(input.channel !== undefined ? { channel: input.channel } : {}),
        status: input.status ?? 'received',
        ...(input.reactsTo !== undefined ? { reactsTo: input.reactsTo } : {}),
      },
      automation: true,
      entryPoint: null,
    });
    // (a custom channel's sender is an identity: always a contact)
    return { id: result!.id, duplicate: result!.duplicate };
  }

  /** The account's campaign a send is routed to. @throws CampaignNotFoundError (404). */
  private async campaignOf(accountId: string, campaignId: string): Promise<string> {
    const [found] = await this.hooks.run('CampaignResolving', accountId, campaignId);
    if (!found) throw new CampaignNotFoundError(campaignId);
    return found;
  }
}
