import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../../common/clock/clock';
import { HooksService } from '../../../common/handlers/hooks.service';
import { afterCommit, inTransaction } from '../../../database/transaction';
import { CreditsService, INSUFFICIENT_CREDITS } from '../../agency';
import { type Channel, ChannelAdapters } from '../../channels';
import type { Contact } from '../../contacts';
import { renderTemplate, type Template } from '../../templates';
import type { Conversation } from '../conversations/conversation.entity';
import type { MessagePurpose } from '../domain/author';
import type { Message } from '../messages/message.entity';
import { MessageStatusService } from '../messages/message-status.service';
import { MessagesRepository } from '../messages/messages.repository';
import { MessagingWebhooks } from '../messaging-webhooks';
import { WindowClosedError } from '../messaging.errors';
import { channelTemplate } from './channel-template';
import { SendJob } from './send.job';
import { SendsRepository } from './sends.repository';

/** What a caller asks to send: who writes (`purpose`) what, in which conversation. */
export interface OutboundRequest {
  accountId: string;
  conversation: Conversation;
  /** The conversation's contact (its phone for WhatsApp/SMS, its fields for a custom channel). */
  contact: Contact;
  /** The text (free text), ignored when `template` is given. */
  body?: string;
  /**
   * An approved template, rendered for the contact (and sent as a WhatsApp template message):
   * allowed outside WhatsApp's window. The caller checked its status and channel.
   */
  template?: Template | null;
  purpose: MessagePurpose;
  /** Attach the message to this campaign (default: the conversation's). */
  campaignId?: string | null;
  /**
   * Write the message with this id, or take up the `queued` message already written with it (a
   * campaign send that waited for credits and is claimed again: it is not charged twice). The
   * caller stores the id on its own row first, so it can find its message when it settles.
   */
  messageId?: string;
  /**
   * A sub-account without credit: `fail` the message `INSUFFICIENT_CREDITS` (the default), or
   * `wait`: leave it `queued`, not handed to anyone, for the caller to send again after a grant.
   */
  whenUnpaid?: 'fail' | 'wait';
  /**
   * The channel's window is closed: `throw` WindowClosedError (the default; nothing written), or
   * `report` it in the answer (`windowClosed`, no message) for callers that skip instead.
   */
  whenWindowClosed?: 'throw' | 'report';
  /**
   * Instagram: send it as the private reply to this comment (`recipient: {comment_id}`) instead
   * of to the person. Its window is the comment's (7 days after it); one per comment (unique),
   * within the account's hourly budget (`META_PRIVATE_REPLIES_PER_HOUR`).
   */
  replyTo?: { commentId: string; commentedAt: Date } | null;
  /** The person who writes it (a `human` reply from a signed-in session), recorded on the message. */
  authorUserId?: string | null;
  /**
   * A paced campaign's spacing (docs/campaigns.md#pacing) of a send that settles in the caller's
   * transaction (the sandbox): run right before the message is marked `sent`, after it is written
   * and paid, so those writes run in parallel with other sends'. Resolves to the time the send
   * goes (its `sentAt`), or throws to roll the transaction back when it is early (the caller
   * catches it).
   */
  sendSpacing?: (manager: EntityManager) => Promise<Date>;
}

/** What `prepare` did: the message as written (null when its window was closed and reported). */
export interface PreparedMessage {
  message: Message | null;
  /** It waits for credits (`whenUnpaid: 'wait'`). */
  waitingForCredits: boolean;
  /** The window was closed (`whenWindowClosed: 'report'`): nothing was written. */
  windowClosed: WindowClosedError | null;
}

/**
 * The one outbound path (docs/sending.md): every message a use case writes to a contact (a
 * campaign opening or follow-up, a bot reply, an opt-out confirmation, a custom-channel API
 * send, a person's reply) goes through `prepare` inside the caller's transaction, which
 *
 * 1. checks the channel's messaging window (the channel adapter's rule), then writes the
 *    message `queued` in the conversation (`message.created`);
 * 2. has a sub-account pay `MESSAGE_CREDIT_COST` (too little credit: `failed` with
 *    `INSUFFICIENT_CREDITS`, nothing leaves; or, for a campaign send, it waits);
 * 3. asks the channel's adapter to hand it over: the sandbox settles it `sent` in the
 *    transaction; a custom channel records its signed delivery; a provider (WhatsApp, Twilio,
 *    Messenger, Instagram) gets it from the `message.send` job after commit (`SendJob`), with
 *    durable retries.
 *
 * Each settlement (`sent`/`failed`) runs the `MessageSettled` hook in its transaction, so the
 * campaign send that owns the message follows it.
 */
@Injectable()
export class OutboundService {
  constructor(
    private readonly messages: MessagesRepository,
    private readonly statuses: MessageStatusService,
    private readonly sends: SendsRepository,
    private readonly job: SendJob,
    private readonly adapters: ChannelAdapters,
    private readonly credits: CreditsService,
    private readonly webhooks: MessagingWebhooks,
    private readonly hooks: HooksService,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /**
   * Sends one message through the path above, in its own transaction.
   * @returns the message as committed (`queued`, `sent` on the sandbox, or `failed`).
   * @throws WindowClosedError (409 `WINDOW_CLOSED`): nothing is written.
   */
  async send(request: OutboundRequest): Promise<Message> {
    const prepared = await inTransaction(this.dataSource, (manager) =>
      this.prepare(manager, request),
    );
    return prepared.message!;
  }

  /**
   * Steps 1-3 above, inside the caller's transaction (started by `inTransaction`, whose commit
   * triggers the hand-over).
   *
   * @throws WindowClosedError (409 `WINDOW_CLOSED`): outside the channel's window; nothing is
   *   written (unless `whenWindowClosed: 'report'`).
   */
  async prepare(manager: EntityManager, request: OutboundRequest): Promise<PreparedMessage> {
    const { accountId, conversation, contact } = request;
    const template = request.template ?? null;
    const adapter = this.adapters.for(conversation.channel);
    const verdict = adapter.window.check({
      purpose: request.purpose,
      lastInboundAt: conversation.lastInboundAt,
      template: template !== null,
      commentedAt: request.replyTo?.commentedAt ?? null,
      now: this.clock.now(),
    });
    if (!verdict.open) {
      const closed = new WindowClosedError(verdict.reason);
      // A message written before (a campaign send that waited for credits) fails.
      const written = request.messageId
        ? await this.messages.find(accountId, request.messageId, manager)
        : null;
      if (!written) {
        if (request.whenWindowClosed === 'report') {
          return { message: null, waitingForCredits: false, windowClosed: closed };
        }
        throw closed;
      }
      if (written.status !== 'queued') return this.done(written);
      return this.settled(manager, await this.fail(manager, written, closed.code, closed.message));
    }
    const message = await this.write(manager, request, template);
    if (message.status !== 'queued') return this.done(message);
    const paid = await this.credits.debitForMessage(manager, accountId, message.id);
    if (paid.metered && !paid.ok) {
      if (request.whenUnpaid === 'wait') return { ...this.done(message), waitingForCredits: true };
      const { code, message: text } = INSUFFICIENT_CREDITS;
      return this.settled(manager, await this.fail(manager, message, code, text));
    }
    const handOver = await adapter.handOver(manager, {
      accountId,
      channel: conversation.channel as Channel,
      conversation,
      message,
      contact,
      template: channelTemplate(template, contact),
    });
    switch (handOver.kind) {
      case 'sent': {
        const sentAt = (await request.sendSpacing?.(manager)) ?? null;
        const { provider, externalId } = handOver.receipt;
        const sent = await this.statuses.markSent(
          manager,
          accountId,
          message.id,
          provider,
          externalId,
          sentAt,
        );
        return this.settled(manager, sent ?? message);
      }
      case 'failed':
        return this.settled(
          manager,
          await this.fail(manager, message, handOver.code, handOver.message),
        );
      case 'delivering':
        return this.done(message);
      case 'queued': {
        const dueAt = await this.sends.schedule(accountId, message.id, manager);
        afterCommit(manager, () => this.job.enqueue([{ accountId, id: message.id, dueAt }]));
        return this.done(message);
      }
    }
  }

  /**
   * Where `channel` reaches the contact (its adapter's mapping: a phone, a PSID/IGSID on the
   * connected Page or account), or null. Campaigns' skip rules use it, so they and the
   * hand-over agree on who can be reached.
   */
  recipientOf(
    accountId: string,
    channel: string,
    contact: Contact,
    manager?: EntityManager,
  ): Promise<string | null> {
    return this.adapters.for(channel).recipientOf(accountId, channel as Channel, contact, manager);
  }

  /**
   * Whether the comment has a private reply other than message `exceptId`: Meta allows one per
   * comment (the unique index holds it; this lets a send be skipped instead of refused).
   */
  hasPrivateReply(
    accountId: string,
    commentId: string,
    exceptId: string | null,
    manager?: EntityManager,
  ): Promise<boolean> {
    return this.sends.hasPrivateReply(accountId, commentId, exceptId, manager);
  }

  /** Whether the account's sends on `channel` settle in the writer's transaction (the sandbox). */
  settlesInTransaction(accountId: string, channel: string): Promise<boolean> {
    return this.adapters.for(channel).settlesInTransaction(accountId, channel as Channel);
  }

  /**
   * Writes the message `queued` (announced as `message.created`), with the claim's id when
   * given; a claim taken up again (after a credit wait) finds it written and gets it as it is.
   */
  private async write(
    manager: EntityManager,
    request: OutboundRequest,
    template: Template | null,
  ): Promise<Message> {
    const { accountId, conversation, contact } = request;
    const written = await this.messages.insertOutbound(
      accountId,
      conversation.id,
      {
        id: request.messageId,
        contactId: conversation.contactId,
        channel: conversation.channel,
        body: template ? renderTemplate(template.body, contact) : (request.body ?? ''),
        purpose: request.purpose,
        campaignId: request.campaignId ?? conversation.campaignId,
        templateId: template?.id ?? null,
        replyTo: request.replyTo ?? null,
        authorUserId: request.authorUserId ?? null,
      },
      manager,
    );
    if (written) {
      await this.webhooks.created(manager, written);
      return written;
    }
    return (await this.messages.find(accountId, request.messageId!, manager))!;
  }

  /** The `MessageSettled` hook for a message that settled (sent or failed) in this transaction. */
  private async settled(manager: EntityManager, message: Message): Promise<PreparedMessage> {
    if (message.status !== 'queued') await this.hooks.run('MessageSettled', manager, message);
    return this.done(message);
  }

  private done(message: Message): PreparedMessage {
    return { message, waitingForCredits: false, windowClosed: null };
  }

  /** Fails a queued message; @returns it as failed (or as it is, when it had settled already). */
  private async fail(
    manager: EntityManager,
    message: Message,
    code: string,
    text: string,
  ): Promise<Message> {
    return (
      (await this.statuses.markFailed(message.accountId, message.id, code, text, manager)) ??
      (await this.messages.find(message.accountId, message.id, manager))!
    );
  }
}
