import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type OutboxEvent, OutboxService } from '../../common/outbox/outbox.service';
import { inTransaction } from '../../database/transaction';
import type { ChannelConnection } from '../channels/channel-connection.entity';
import { META_EVENT_RECEIVED, type MetaEventReceivedPayload } from '../channels/channel-events';
import type { MetaChannelName } from '../channels/channel-sender';
import { ChannelsService } from '../channels/channels.service';
import type {
  MetaCommentEvent,
  MetaEvent,
  MetaMessageEvent,
  MetaPostbackEvent,
  MetaReactionEvent,
  MetaReferral,
  MetaReferralEvent,
} from '../channels/domain/meta-webhooks';
import type { EntryPointTrigger } from '../campaigns/domain/entry-points';
import { EnrolmentService } from '../campaigns/enrolment.service';
import { PARLEY_METADATA_PREFIX } from '../channels/providers/meta/meta-graph';
import type { Contact } from '../contacts/contact.entity';
import { ContactsService } from '../contacts/contacts.service';
import { ContactRuleViolation } from '../contacts/domain/contact-rules.errors';
import { AppError } from '../../common/errors';
import type { Conversation } from '../messaging/message.entity';
import { MessagingService } from '../messaging/messaging.service';

/**
 * The identity scope of a Meta user id: PSIDs are per Page, IGSIDs per Instagram account
 * (`messenger:<pageId>`, `instagram:<igId>`). The Page or account, not the connection row, so a
 * reconnected Page finds its people again.
 */
export const metaScope = (channel: MetaChannelName, ownerId: string): string =>
  `${channel}:${ownerId}`;

/** The metadata kept with an inbound Meta message (only what it carried). */
function messageMetadata(event: MetaMessageEvent | MetaPostbackEvent): Record<string, unknown> {
  const metadata: Record<string, unknown> = {};
  if (event.kind === 'message') {
    if (event.attachments.length > 0) metadata.attachments = event.attachments;
    if (event.quickReplyPayload !== null) metadata.quickReplyPayload = event.quickReplyPayload;
    if (event.replyToMid !== null) metadata.replyTo = event.replyToMid;
  } else {
    metadata.postback = { title: event.title, payload: event.payload };
  }
  if (event.referral) metadata.referral = event.referral;
  if (event.standby) metadata.standby = true;
  return metadata;
}

/** A referral (link or ad) as an entry-point trigger. */
function referralTrigger(referral: MetaReferral): EntryPointTrigger {
  return { kind: 'referral', ref: referral.ref, adId: referral.adId, source: referral.source };
}

/**
 * Records Messenger and Instagram webhook events (issue 12 items 2 and 3), subscribed to
 * `MetaEventReceived`. Every handler is idempotent (the outbox delivers at least once and Meta
 * redelivers): messages are keyed by `mid` under the unique `(account, provider, external_id)`
 * index, with the id locked first so that concurrent repeats wait and find the first.
 *
 * - The person is the contact of their PSID/IGSID in the Page's/account's scope (the
 *   channel-identity mechanism of custom channels); a new one is named from Meta's profile API
 *   when it answers, else created without a name. These contacts have no phone.
 * - `message`: an inbound text (attachments as `[image]`-style placeholders, recorded in
 *   `metadata.attachments` with their URLs; `quickReplyPayload`, `replyTo`, `referral`). It
 *   wakes the bot like any inbound text, except from `standby` (another app controls the thread).
 * - An echo (`is_echo`) of our own send (`metadata` `parley:…`) is skipped; any other echo is a
 *   message a person sent from Meta's inbox: recorded outbound and `sent` (`author: "human"`),
 *   never sent again.
 * - `is_deleted`: the message gets `metadata.deleted: true` and `deletedAt`.
 * - `postback`: an inbound text (its title, else its payload) with `metadata.postback` and the
 *   entry point's `referral`.
 * - `referral` alone (the person came back through a link or an ad): the contact and
 *   conversation exist afterwards and the referral counts as the person's latest interaction for
 *   the window (Meta: it reopens it); no message is recorded.
 * - Entry points (issue 12 item 6): a referral (the event, a postback's or a first message's,
 *   not from `standby`) and an Instagram `comments` change are offered to campaigns
 *   (`EnrolmentService.enrolFromEntryPoint`, in the same transaction): the live campaign whose
 *   `ref`, ad id or comment keyword matches enrols the person once and sends its opening message
 *   (to a comment: its private reply). A comment that starts no campaign records nothing.
 * - `delivery`/`read`: our outbound messages move forward (by `mids`, and up to the watermark or
 *   the read `mid`).
 * - `reaction`: stored like custom-channel reactions (`messageType: "reaction"`), never a reply,
 *   never wakes the bot.
 * - Instagram `comment`: never recorded as a message (it is public, not a message to the account).
 */
@Injectable()
export class MetaInboundService implements OnModuleInit {
  private readonly logger = new Logger(MetaInboundService.name);

  constructor(
    private readonly channels: ChannelsService,
    private readonly contacts: ContactsService,
    private readonly messaging: MessagingService,
    private readonly enrolment: EnrolmentService,
    private readonly outbox: OutboxService,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.outbox.subscribe<MetaEventReceivedPayload>(META_EVENT_RECEIVED, (event) =>
      this.handle(event),
    );
  }

  /** Records one event (see the class). Idempotent. */
  async handle(outboxEvent: OutboxEvent<MetaEventReceivedPayload>): Promise<void> {
    const { accountId } = outboxEvent;
    const event = outboxEvent.payload.event;
    switch (event.kind) {
      case 'message':
        return event.echo
          ? this.recordEcho(accountId, event)
          : this.recordText(accountId, event, event.body);
      case 'postback':
        return this.recordText(accountId, event, event.title ?? event.payload ?? '[postback]');
      case 'deleted':
        await this.messaging.annotateByExternalId(accountId, event.channel, event.mid, {
          deleted: true,
          deletedAt: event.occurredAt,
        });
        return;
      case 'referral':
        return this.recordReferral(accountId, event);
      case 'delivery':
      case 'read':
        return this.advance(accountId, event);
      case 'reaction':
        return this.recordReaction(accountId, event);
      case 'comment':
        return this.recordComment(accountId, event);
    }
  }

  /**
   * A `referral` in an existing thread: the person's latest interaction (the window reopens at
   * its time), and an entry point for campaigns.
   */
  private async recordReferral(accountId: string, event: MetaReferralEvent): Promise<void> {
    await this.inConversation(accountId, event, async (manager, conversation) => {
      const at = new Date(event.occurredAt);
      await this.messaging.touchInbound(manager, accountId, conversation.id, at);
      if (event.standby) return;
      await this.enrolment.enrolFromEntryPoint(manager, accountId, {
        channel: event.channel,
        contactId: conversation.contactId,
        conversationId: conversation.id,
        trigger: referralTrigger(event.referral),
        eventKey: `${event.channel}:${event.ownerId}:referral:${event.userId}:${Date.parse(event.occurredAt)}`,
        triggerMessage: null,
      });
    });
  }

  /**
   * An Instagram comment on the account's media: when a live campaign's comment keywords match
   * it, the commenter (their IGSID) is enrolled and gets the opening message as the comment's
   * private reply; otherwise nothing is recorded (no contact is made for every commenter).
   */
  private async recordComment(accountId: string, event: MetaCommentEvent): Promise<void> {
    const trigger: EntryPointTrigger = {
      kind: 'comment',
      commentId: event.commentId,
      text: event.text,
      mediaId: event.mediaId,
      commentedAt: event.occurredAt,
    };
    if (!(await this.enrolment.campaignFor(accountId, event.channel, trigger))) {
      this.logger.log(
        { accountId, commentId: event.commentId },
        'instagram comment starts no campaign',
      );
      return;
    }
    await this.inConversation(accountId, event, async (manager, conversation) => {
      await this.enrolment.enrolFromEntryPoint(manager, accountId, {
        channel: event.channel,
        contactId: conversation.contactId,
        conversationId: conversation.id,
        trigger,
        eventKey: `${event.channel}:${event.ownerId}:comment:${event.commentId}`,
        triggerMessage: null,
      });
    });
  }

  /** An inbound text (message or postback), once per `mid`. */
  private async recordText(
    accountId: string,
    event: MetaMessageEvent | MetaPostbackEvent,
    body: string,
  ): Promise<void> {
    await this.inConversation(
      accountId,
      event,
      async (manager, conversation) => {
        const recorded = await this.messaging.recordInbound(
          manager,
          accountId,
          conversation,
          {
            contactId: conversation.contactId,
            channel: event.channel,
            body,
            provider: event.channel,
            externalId: event.mid,
            receivedAt: new Date(event.occurredAt),
            messageType: 'text',
            metadata: messageMetadata(event),
          },
          !event.standby,
        );
        if (!event.referral || event.standby || !recorded.message) return;
        await this.enrolment.enrolFromEntryPoint(manager, accountId, {
          channel: event.channel,
          contactId: conversation.contactId,
          conversationId: conversation.id,
          trigger: referralTrigger(event.referral),
          eventKey: `${event.channel}:${event.ownerId}:${event.mid}`,
          triggerMessage: { id: recorded.message.id, receivedAt: recorded.message.createdAt },
        });
      },
      event.mid,
    );
  }

  /** A reaction, once per (message, person, time, action). */
  private async recordReaction(accountId: string, event: MetaReactionEvent): Promise<void> {
    const externalId = `reaction:${event.mid}:${event.userId}:${Date.parse(event.occurredAt)}:${event.action}`;
    await this.inConversation(
      accountId,
      event,
      async (manager, conversation) => {
        const reactsToMessageId = await this.messaging.findReactionTarget(
          accountId,
          event.mid,
          manager,
        );
        await this.messaging.recordInbound(manager, accountId, conversation, {
          contactId: conversation.contactId,
          channel: event.channel,
          body:
            event.action === 'unreact'
              ? '[reaction removed]'
              : (event.emoji ?? (event.reaction ? `[${event.reaction}]` : '[reaction]')),
          provider: event.channel,
          externalId,
          receivedAt: new Date(event.occurredAt),
          messageType: 'reaction',
          reactsToMessageId,
          metadata: {
            reactsTo: event.mid,
            action: event.action,
            ...(event.reaction ? { reaction: event.reaction } : {}),
          },
        });
      },
      externalId,
    );
  }

  /**
   * An echo: ours (`parley:` metadata) is skipped; a message a person sent from Meta's own inbox
   * is recorded outbound and `sent` with its `mid`, and never handed to a sender.
   */
  private async recordEcho(accountId: string, event: MetaMessageEvent): Promise<void> {
    if (event.metadata?.startsWith(PARLEY_METADATA_PREFIX)) return;
    await this.inConversation(
      accountId,
      event,
      async (manager, conversation) => {
        const message = (await this.messaging.queueInConversation(
          manager,
          accountId,
          conversation,
          {
            body: event.body,
            purpose: 'human',
          },
        ))!; // (a new id: never a conflict)
        await this.messaging.markSent(manager, accountId, message.id, event.channel, event.mid);
      },
      event.mid,
    );
  }

  /** Delivery and read reports: our outbound messages in the person's conversation move forward. */
  private async advance(
    accountId: string,
    event: Extract<MetaEvent, { kind: 'delivery' | 'read' }>,
  ): Promise<void> {
    const contact = await this.contacts.findByIdentity(
      accountId,
      metaScope(event.channel, event.ownerId),
      event.userId,
    );
    if (!contact) return;
    const conversation = await inTransaction(this.dataSource, (manager) =>
      this.messaging.ensureConversation(manager, accountId, {
        contactId: contact.id,
        channel: event.channel,
        customChannelId: null,
        campaignId: null,
      }),
    );
    const externalIds = event.kind === 'delivery' ? event.mids : event.mid ? [event.mid] : [];
    let upTo = event.watermark ? new Date(event.watermark) : null;
    if (event.kind === 'read' && event.mid && !upTo) {
      upTo = await this.messaging.sentAtOf(accountId, event.channel, event.mid);
    }
    if (externalIds.length === 0 && !upTo) return;
    await this.messaging.advanceOutbound(
      accountId,
      conversation.id,
      event.kind === 'delivery' ? 'delivered' : 'read',
      { externalIds, upTo, occurredAt: new Date(event.occurredAt) },
    );
  }

  /**
   * Runs `work` in one transaction with the person's conversation on the channel: the contact of
   * their scoped id (created, named from the profile API, when new) and its conversation. With a
   * `key` (a `mid`), the key is locked first and `work` is skipped when a message with it is
   * already recorded (a repeat changes nothing, under any concurrency).
   */
  private async inConversation(
    accountId: string,
    event: MetaEvent,
    work: (manager: EntityManager, conversation: Conversation) => Promise<void>,
    key?: string,
  ): Promise<void> {
    const scope = metaScope(event.channel, event.ownerId);
    let profile: { firstName: string | null; lastName: string | null } | null = null;
    if (!(await this.contacts.findByIdentity(accountId, scope, event.userId))) {
      const connection = await this.channels.metaConnection(accountId, event.channel);
      profile = connection ? await this.profileOf(connection, event) : null;
    }
    await inTransaction(this.dataSource, async (manager) => {
      if (key && (await this.messaging.findRecordedInbound(manager, accountId, event.channel, key)))
        return;
      const contact = await this.contactOf(manager, accountId, scope, event.userId, profile);
      const conversation = await this.messaging.ensureConversation(manager, accountId, {
        contactId: contact.id,
        channel: event.channel,
        customChannelId: null,
        campaignId: null,
      });
      await work(manager, conversation);
    });
  }

  /** Meta's profile of the person, when the connection is the one the event came through. */
  private async profileOf(
    connection: ChannelConnection,
    event: MetaEvent,
  ): Promise<{ firstName: string | null; lastName: string | null } | null> {
    const ownerId =
      connection.channel === 'messenger' ? connection.pageId : connection.instagramAccountId;
    if (ownerId !== event.ownerId) return null;
    return this.channels.metaProfile(connection, event.userId);
  }

  /** The contact of a scoped id; a name Meta gave that the contact rules refuse is left out. */
  private async contactOf(
    manager: EntityManager,
    accountId: string,
    scope: string,
    userId: string,
    profile: { firstName: string | null; lastName: string | null } | null,
  ): Promise<Contact> {
    const identity = { customChannelId: null, externalId: userId, scope };
    try {
      const { contact } = await this.contacts.findOrCreateByIdentity(manager, accountId, identity, {
        firstName: profile?.firstName ?? undefined,
        lastName: profile?.lastName ?? undefined,
      });
      return contact;
    } catch (error) {
      if (!(error instanceof ContactRuleViolation) && !(error instanceof AppError)) throw error;
      const { contact } = await this.contacts.findOrCreateByIdentity(
        manager,
        accountId,
        identity,
        {},
      );
      return contact;
    }
  }
}
