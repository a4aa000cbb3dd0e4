import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OnEvent } from '../../../common/handlers/handler-decorators';
import { HooksService } from '../../../common/handlers/hooks.service';
import type { OutboxEvent } from '../../../common/outbox/outbox-event';
import { inTransaction } from '../../../database/transaction';
import type {
  ChannelEchoEvent,
  ChannelEventReceivedPayload,
  ChannelPerson,
  ChannelReachEvent,
  ChannelStatusEvent,
} from '../../../events';
import { ContactIdentitiesService, ContactsService } from '../../contacts';
import { ConversationsRepository } from '../conversations/conversations.repository';
import { ConversationsService } from '../conversations/conversations.service';
import { MessageStatusService } from '../messages/message-status.service';
import { MessagesRepository } from '../messages/messages.repository';
import { MessagingWebhooks } from '../messaging-webhooks';
import { type InboundSender, InboundService } from './inbound.service';

/**
 * The sender of a channel person: on WhatsApp the person (BSUID and/or phone,
 * docs/channels.md#whatsapp-usernames); elsewhere their scoped id when the channel gives one,
 * else their phone.
 */
export function senderOf(person: ChannelPerson, channel?: string): InboundSender {
  if (channel === 'whatsapp') {
    return {
      kind: 'person',
      person: {
        scope: person.scope ?? 'whatsapp',
        userId: person.userId,
        parentUserId: person.parentUserId ?? null,
        phone: person.phone,
        profileName: person.profileName,
        username: person.username ?? null,
      },
    };
  }
  if (person.scope !== null && person.userId !== null) {
    return {
      kind: 'identity',
      customChannelId: null,
      scope: person.scope,
      externalId: person.userId,
    };
  }
  return { kind: 'phone', phone: person.phone ?? '', profileName: person.profileName };
}

/**
 * What provider webhooks reported (`ChannelEventReceived`, docs/channels.md#provider-webhooks), recorded in
 * messaging. Every branch is idempotent: the outbox delivers at least once and providers
 * redeliver.
 *
 * - `message`: `InboundService.record` (once per provider id);
 * - `echo`: a message a person sent from the provider's own inbox: recorded outbound and `sent`
 *   (`author: "human"`), never handed to a sender;
 * - `status`: by provider ids across the account (`MessageStatusService.applyReported`), or
 *   within the person's conversation up to a watermark (Meta);
 * - `deleted`: the message gets `metadata.deleted: true` and `deletedAt`;
 * - `identity`: a WhatsApp person's new BSUID or phone is followed on the same contact;
 * - `referral`: the person came back through a link or an ad: contact and conversation exist
 *   afterwards, the referral counts as their latest interaction for the window, and it is an
 *   entry point; `comment`: an entry point only when a campaign would start (nobody is recorded
 *   for a comment that starts nothing).
 */
@Injectable()
export class ChannelEventsHandler {
  constructor(
    private readonly inbound: InboundService,
    private readonly conversations: ConversationsService,
    private readonly conversationRows: ConversationsRepository,
    private readonly messages: MessagesRepository,
    private readonly statuses: MessageStatusService,
    private readonly webhooks: MessagingWebhooks,
    private readonly contacts: ContactsService,
    private readonly identities: ContactIdentitiesService,
    private readonly hooks: HooksService,
    private readonly dataSource: DataSource,
  ) {}

  /** `ChannelEventReceived`: see the class. */
  @OnEvent('ChannelEventReceived')
  async handle(outboxEvent: OutboxEvent<ChannelEventReceivedPayload>): Promise<void> {
    const { accountId } = outboxEvent;
    const event = outboxEvent.payload.event;
    switch (event.kind) {
      case 'message':
        await this.inbound.record({
          accountId,
          channel: event.channel,
          customChannelId: null,
          sender: senderOf(event.person, event.channel),
          provider: event.provider,
          externalId: event.externalId,
          body: event.body,
          receivedAt: new Date(event.receivedAt),
          messageType: event.messageType,
          reactsTo: event.reactsTo,
          metadata: event.metadata,
          automation: event.automation,
          entryPoint: event.entryPoint,
          referral: event.referral ?? null,
        });
        return;
      case 'echo':
        return this.recordEcho(accountId, event);
      case 'status':
        if (!event.person)
          return this.statuses.applyReported(accountId, event, outboxEvent.createdAt);
        return this.advance(accountId, event, event.person);
      case 'deleted':
        await this.messages.annotateByExternalId(accountId, event.provider, event.externalId, {
          deleted: true,
          deletedAt: event.occurredAt,
        });
        return;
      case 'referral':
      case 'comment':
        return this.reach(accountId, event);
      case 'identity':
        await inTransaction(this.dataSource, (manager) =>
          this.identities.followIdentityChange(
            manager,
            accountId,
            event.next.scope ?? 'whatsapp',
            event.previous,
            { ...event.next, parentUserId: event.next.parentUserId ?? null },
          ),
        );
        return;
    }
  }

  /** An echo of a message a person sent from the provider's inbox, recorded once per id. */
  private async recordEcho(accountId: string, event: ChannelEchoEvent): Promise<void> {
    const place = { channel: event.channel, customChannelId: null, sender: senderOf(event.person) };
    const key = { provider: event.provider, externalId: event.externalId };
    await this.inbound.inConversation(
      accountId,
      place,
      async (manager, conversation) => {
        const message = (await this.messages.insertOutbound(
          accountId,
          conversation.id,
          {
            contactId: conversation.contactId,
            channel: conversation.channel,
            body: event.body,
            purpose: 'human',
            campaignId: conversation.campaignId,
            templateId: null,
          },
          manager,
        ))!; // (a new id: never a conflict)
        await this.webhooks.created(manager, message);
        await this.statuses.markSent(manager, accountId, message.id, key.provider, key.externalId);
      },
      key,
    );
  }

  /** A delivery or read report within the person's conversation: our messages move forward. */
  private async advance(
    accountId: string,
    event: ChannelStatusEvent,
    person: ChannelPerson,
  ): Promise<void> {
    if (person.scope === null || person.userId === null) return;
    const contact = await this.identities.findByIdentity(accountId, person.scope, person.userId);
    if (!contact) return;
    const conversation = await inTransaction(this.dataSource, (manager) =>
      this.conversations.ensure(manager, accountId, {
        contactId: contact.id,
        channel: event.channel,
        customChannelId: null,
        campaignId: null,
      }),
    );
    let upTo = event.upTo ? new Date(event.upTo) : null;
    if (!upTo && event.upToExternalId) {
      upTo = await this.messages.sentAtOf(accountId, event.provider, event.upToExternalId);
    }
    if (event.externalIds.length === 0 && !upTo) return;
    if (event.status !== 'delivered' && event.status !== 'read') return;
    await this.statuses.advance(accountId, conversation.id, event.status, {
      externalIds: event.externalIds,
      upTo,
      occurredAt: new Date(event.occurredAt),
    });
  }

  /**
   * A referral in an existing thread (it reopens the window at its time, and is an entry point),
   * or an Instagram comment (an entry point only, recorded only when a campaign would start).
   */
  private async reach(accountId: string, event: ChannelReachEvent): Promise<void> {
    const { trigger } = event.entryPoint;
    if (event.kind === 'comment') {
      const [matches] = await this.hooks.run(
        'EntryPointMatching',
        accountId,
        event.channel,
        trigger,
      );
      if (!matches) return;
    }
    const place = { channel: event.channel, customChannelId: null, sender: senderOf(event.person) };
    await this.inbound.inConversation(accountId, place, async (manager, conversation) => {
      if (event.kind === 'referral') {
        const at = new Date(event.occurredAt);
        await this.conversationRows.touchInbound(accountId, conversation.id, at, manager);
      }
      if (!event.automation) return;
      await this.hooks.run('EntryPointReached', manager, accountId, {
        channel: event.channel,
        contactId: conversation.contactId,
        conversationId: conversation.id,
        ...event.entryPoint,
        triggerMessage: null,
      });
    });
  }
}
