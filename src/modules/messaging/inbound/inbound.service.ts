import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../../../common/errors';
import { HooksService } from '../../../common/handlers/hooks.service';
import { OutboxService } from '../../../common/outbox/outbox.service';
import { inTransaction } from '../../../database/transaction';
import type { AdReferral, ChannelEntryPoint, InboundMessageRecordedPayload } from '../../../events';
import { type Channel, ChannelAdapters, isMetaChannel } from '../../channels';
import {
  type ChannelPersonIdentity,
  type Contact,
  ContactRuleViolation,
  ContactIdentitiesService,
  ContactsService,
} from '../../contacts';
import type { Conversation } from '../conversations/conversation.entity';
import { ConversationsService } from '../conversations/conversations.service';
import type { Message } from '../messages/message.entity';
import { MessagesRepository } from '../messages/messages.repository';
import { MessagingWebhooks } from '../messaging-webhooks';

/**
 * Who sent an inbound message: a phone (SMS: found or created by E.164), a WhatsApp person (a
 * BSUID and/or a phone, docs/channels.md#whatsapp-usernames), or a channel identity (a custom
 * channel's `fromId`, or a PSID/IGSID in its Meta `scope`).
 */
export type InboundSender =
  | { kind: 'phone'; phone: string; profileName: string | null }
  | { kind: 'person'; person: ChannelPersonIdentity }
  | { kind: 'identity'; customChannelId: string | null; scope: string | null; externalId: string };

/** Where a message arrived: the channel (and custom channel) and its sender. */
export interface InboundPlace {
  channel: Channel;
  customChannelId: string | null;
  sender: InboundSender;
}

/** An inbound message to record once (docs/conversations.md#inbound-messages). */
export interface InboundMessage extends InboundPlace {
  accountId: string;
  /** The namespace of `externalId` (`whatsapp`, `twilio`, `messenger`, `instagram`, `custom`). */
  provider: string;
  externalId: string;
  body: string;
  receivedAt: Date;
  messageType: 'text' | 'reaction';
  /** A reaction: our id, or the provider's id, of the message it is about. */
  reactsTo: string | null;
  metadata: Record<string, unknown> | null;
  /** False: recorded without waking any automation (a Meta `standby` message). */
  automation: boolean;
  entryPoint: ChannelEntryPoint | null;
  /** WhatsApp: the ad it came from (docs/channels.md#click-to-whatsapp-ads), else null/absent. */
  referral?: AdReferral | null;
}

/** What `inConversation` did: ran the work, found a repeat, or could not make a contact. */
export type InConversation<T> = { done: T } | { duplicateOf: string } | { unknownSender: string };

/**
 * The one way an inbound message is recorded, whatever its channel (docs/conversations.md#inbound-messages):
 * find or create the contact by its channel identity, ensure the conversation, record the
 * message once by its provider id, and announce it (`message.created`, and
 * `InboundMessageRecorded` for the campaigns and the bot). Provider webhooks (through
 * `ChannelEventReceived`) and the custom-channel endpoint end here.
 */
@Injectable()
export class InboundService {
  private readonly logger = new Logger(InboundService.name);

  constructor(
    private readonly messages: MessagesRepository,
    private readonly conversations: ConversationsService,
    private readonly contacts: ContactsService,
    private readonly identities: ContactIdentitiesService,
    private readonly adapters: ChannelAdapters,
    private readonly webhooks: MessagingWebhooks,
    private readonly outbox: OutboxService,
    private readonly hooks: HooksService,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * Records the message once per (account, provider, external id) under any concurrency: a
   * repeat changes nothing (not even a contact) and answers the first recording's id. A message
   * that carried an entry point offers it to campaigns (`EntryPointReached`) in the same
   * transaction, once.
   *
   * @returns the message id and whether it was a repeat; null when the sender cannot be a contact
   *   (a provider `From` that is not a phone: logged, nothing recorded).
   */
  async record(
    input: InboundMessage,
  ): Promise<{ id: string; duplicate: boolean; message: Message | null } | null> {
    const { accountId } = input;
    const key = { provider: input.provider, externalId: input.externalId };
    const outcome = await this.inConversation(
      accountId,
      input,
      async (manager, conversation) => {
        const reactsToMessageId = input.reactsTo
          ? await this.messages.findReactionTarget(accountId, input.reactsTo, manager)
          : null;
        const message = await this.messages.insertInbound(
          accountId,
          conversation.id,
          {
            contactId: conversation.contactId,
            channel: input.channel,
            body: input.body,
            provider: input.provider,
            externalId: input.externalId,
            receivedAt: input.receivedAt,
            messageType: input.messageType,
            reactsToMessageId,
            metadata: input.metadata,
            referral: input.referral ?? null,
          },
          manager,
        );
        if (!message) return null;
        await this.announce(manager, conversation, message, input);
        return message;
      },
      key,
    );
    if ('unknownSender' in outcome) return null;
    if ('duplicateOf' in outcome)
      return { id: outcome.duplicateOf, duplicate: true, message: null };
    if (outcome.done) return { id: outcome.done.id, duplicate: false, message: outcome.done };
    // (recorded concurrently between the lock and the insert: the unique index decided)
    const id = await this.messages.findIdByExternalId(accountId, key.provider, key.externalId);
    return { id: id!, duplicate: true, message: null };
  }

  /**
   * Runs `work` in one transaction with the sender's conversation on the channel: the contact of
   * the sender's identity or phone (created when new; a new Meta person is named from the
   * channel's profile API, asked before the transaction) and its conversation. With a `key` (a
   * provider message id), the key is locked first and `work` is skipped when a message with it
   * is already recorded, so a repeat changes nothing under any concurrency.
   */
  async inConversation<T>(
    accountId: string,
    place: InboundPlace,
    work: (manager: EntityManager, conversation: Conversation, contact: Contact) => Promise<T>,
    key?: { provider: string; externalId: string },
  ): Promise<InConversation<T>> {
    const profile = await this.profileOfNew(accountId, place);
    return inTransaction(this.dataSource, async (manager): Promise<InConversation<T>> => {
      if (key) {
        await this.messages.lockExternalId(accountId, key.provider, key.externalId, manager);
        const recorded = await this.messages.findIdByExternalId(
          accountId,
          key.provider,
          key.externalId,
          manager,
        );
        if (recorded) return { duplicateOf: recorded };
      }
      const contact = await this.contactOf(manager, accountId, place.sender, profile);
      if (!contact) return { unknownSender: place.channel };
      const conversation = await this.conversations.ensure(manager, accountId, {
        contactId: contact.id,
        channel: place.channel,
        customChannelId: place.customChannelId,
        campaignId: null,
      });
      return { done: await work(manager, conversation, contact) };
    });
  }

  /** `message.created`; `InboundMessageRecorded` unless automation is off; the entry point it carried. */
  private async announce(
    manager: EntityManager,
    conversation: Conversation,
    message: Message,
    input: InboundMessage,
  ): Promise<void> {
    await this.webhooks.created(manager, message);
    if (input.automation) {
      const recorded: InboundMessageRecordedPayload = {
        messageId: message.id,
        contactId: conversation.contactId,
        conversationId: conversation.id,
        channel: conversation.channel,
        receivedAt: message.createdAt.toISOString(),
        messageType: message.messageType,
      };
      // (keyed by conversation: its row is locked by `ensure` until commit, so the relay hands
      // one conversation's messages to the bot in the order they were recorded)
      const key = `conversation:${conversation.id}`;
      await this.outbox.append(manager, input.accountId, 'InboundMessageRecorded', recorded, key);
    }
    if (input.entryPoint && isMetaChannel(input.channel)) {
      await this.hooks.run('EntryPointReached', manager, input.accountId, {
        channel: input.channel,
        contactId: conversation.contactId,
        conversationId: conversation.id,
        ...input.entryPoint,
        triggerMessage: { id: message.id, receivedAt: message.createdAt },
      });
    }
  }

  /** A new Meta person's name from the channel's profile API (null for a known one). */
  private async profileOfNew(
    accountId: string,
    place: InboundPlace,
  ): Promise<{ firstName: string | null; lastName: string | null } | null> {
    const { sender } = place;
    if (sender.kind !== 'identity' || sender.scope === null) return null;
    if (await this.identities.findByIdentity(accountId, sender.scope, sender.externalId))
      return null;
    const adapter = this.adapters.for(place.channel);
    const { scope, externalId } = sender;
    return (await adapter.profileOf?.(accountId, place.channel, scope, externalId)) ?? null;
  }

  /**
   * The sender's contact, created when new. A name the contact rules refuse (a provider profile)
   * is left out; a phone that is not one gives null (logged).
   */
  private async contactOf(
    manager: EntityManager,
    accountId: string,
    sender: InboundSender,
    profile: { firstName: string | null; lastName: string | null } | null,
  ): Promise<Contact | null> {
    if (sender.kind === 'person') {
      try {
        return await this.identities.findOrCreateByPerson(manager, accountId, sender.person);
      } catch (error) {
        if (!(error instanceof ContactRuleViolation)) throw error;
        this.logger.warn({ accountId, code: error.code }, 'inbound sender is not a phone');
        return null;
      }
    }
    if (sender.kind === 'phone') {
      try {
        const found = await this.contacts.findOrCreateByPhone(
          accountId,
          sender.phone,
          sender.profileName,
          manager,
        );
        return found.contact;
      } catch (error) {
        if (!(error instanceof ContactRuleViolation)) throw error;
        this.logger.warn({ accountId, code: error.code }, 'inbound sender is not a phone');
        return null;
      }
    }
    const identity = {
      customChannelId: sender.customChannelId,
      externalId: sender.externalId,
      ...(sender.scope !== null ? { scope: sender.scope } : {}),
    };
    const named = {
      firstName: profile?.firstName ?? undefined,
      lastName: profile?.lastName ?? undefined,
    };
    try {
      return (await this.identities.findOrCreateByIdentity(manager, accountId, identity, named))
        .contact;
    } catch (error) {
      if (!profile || (!(error instanceof ContactRuleViolation) && !(error instanceof AppError))) {
        throw error;
      }
      return (await this.identities.findOrCreateByIdentity(manager, accountId, identity, {}))
        .contact;
    }
  }
}
