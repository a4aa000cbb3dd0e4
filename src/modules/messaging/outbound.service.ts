import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { WebhookDelivery } from '../../common/webhooks/webhook-delivery';
import { Clock } from '../../common/clock/clock';
import { AppConfig } from '../../config/app-config';
import { afterCommit, inTransaction } from '../../database/transaction';
import { addDueJobs, JobQueue } from '../../queue/job-queue';
import { Sweeper } from '../../queue/sweeper';
import { INSUFFICIENT_CREDITS } from '../agency/agency.errors';
import { CreditsService } from '../agency/credits.service';
import {
  type ChannelSender,
  ProviderRejectedError,
  ProviderRetryableError,
  type SendReceipt,
} from '../channels/channel-sender';
import { ChannelsService, isChannelName } from '../channels/channels.service';
import type { Contact } from '../contacts/contact.entity';
import { ContactsService } from '../contacts/contacts.service';
import { renderTemplate, whatsAppParameters } from '../templates/domain/template-body';
import type { Template } from '../templates/template.entity';
import { TemplatesService } from '../templates/templates.service';
import { messagingWindow } from './domain/messaging-window';
import { afterRetryableRefusal } from './domain/send-retry';
import { isMetaChannel, metaSendMode } from './domain/meta-window';
import {
  type CommentReplyTarget,
  privateReplyOpen,
  privateReplySlot,
} from './domain/private-replies';
import {
  MetaWindowClosedError,
  PrivateReplyWindowClosedError,
  WindowClosedError,
} from './messaging.errors';
import type { Conversation, Message, MessagePurpose } from './message.entity';
import { MessagingRepository } from './messaging.repository';
import { MessagingService } from './messaging.service';

/** The job that hands one message to its provider: ids only, the row holds the state. */
export const MESSAGE_SEND_JOB = 'message.send';

/** Data of a `message.send` job. */
export interface MessageSendJobData {
  accountId: string;
  messageId: string;
}

/** A `message.send` job that fires this much before its row is due still claims it: ms. */
const EARLY_SLACK_MS = 1000;
/** A due send whose job has not claimed it after this long is re-enqueued by the sweeper: ms. */
const SWEEP_GRACE_MS = 2000;
/** Rows the sweeper re-enqueues per round. */
const SWEEP_BATCH = 1000;
/** A hand-off to a provider still unfinished after this long was interrupted (worker died): ms. */
const HANDOFF_LEASE_MS = 120_000;

/**
 * How custom-channel messages leave (the custom-channel module registers it, since it depends on
 * messaging and not the reverse): `deliver` records the signed delivery in the caller's
 * transaction (or fails the message and answers null), `schedule` sends recorded deliveries
 * after commit.
 */
export interface CustomChannelDeliveryPort {
  deliver(
    manager: EntityManager,
    accountId: string,
    conversation: Conversation,
    message: Message,
    contact: Contact,
  ): Promise<WebhookDelivery | null>;
}

/**
 * Told, in the transaction of the move, when a message of the outbound path settles: `sent` (the
 * provider or the sandbox accepted it) or `failed` (refused, out of retries, out of credit,
 * interrupted). The owner of the send (a campaign's enrolment or follow-up) registers one to
 * settle its own row with the message; anything it writes commits with the move.
 */
export type SettlementListener = (manager: EntityManager, message: Message) => Promise<void>;

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
   * allowed outside the messaging window. The caller checked its status and channel.
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
   * `wait`: leave it `queued`, not handed to anyone, for the caller to send again after a grant
   * (campaign sends, product.md section 8).
   */
  whenUnpaid?: 'fail' | 'wait';
  /**
   * Instagram: send it as the private reply to this comment (`recipient: {comment_id}`, issue 12
   * item 6) instead of to the person's IGSID. Its window is the comment's (7 days after it), not
   * the person's last message; one per comment (unique), within the account's hourly budget
   * (`META_PRIVATE_REPLIES_PER_HOUR`). Carried on the message row for the `message.send` job.
   */
  replyTo?: CommentReplyTarget | null;
  /**
   * The WhatsApp/SMS sender of the conversation's channel when the caller resolved it already
   * (campaign dispatch, before its claim's transaction); else it is looked up here.
   */
  sender?: ChannelSender | null;
}

/** What `prepare` did: the message as written, and whether it waits for credits (`wait`). */
export interface PreparedMessage {
  message: Message;
  waitingForCredits: boolean;
}

/**
 * The one outbound path (ARCHITECTURE "Sending a message", product.md section 8): every message
 * a use case writes to a contact goes through `prepare` inside the caller's transaction, which
 *
 * 1. checks the channel's messaging window (`domain/messaging-window.ts`: free text on WhatsApp
 *    only within 24 h of the contact's last inbound message, a template always;
 *    `domain/meta-window.ts` for Messenger and Instagram; `domain/private-replies.ts` for a
 *    private reply to an Instagram comment: 7 days after the comment), then writes it `queued`
 *    in the conversation;
 * 2. has a sub-account pay `MESSAGE_CREDIT_COST` (too little credit: the message is `failed`
 *    with `INSUFFICIENT_CREDITS`, nothing leaves; or, for a campaign send, it waits);
 * 3. on a custom channel records its signed delivery (sent after commit, retried by the webhooks
 *    mechanism); on the sandbox sends it in the transaction (nothing leaves the machine, so it
 *    commits `sent` exactly once); on WhatsApp, Twilio, Messenger and Instagram marks it due and,
 *    after commit, enqueues a `message.send` job.
 *
 * The `message.send` job claims one hand-off attempt (one guarded UPDATE: at most one provider
 * call per claim; a private reply also takes a slot of the account's hourly budget, or waits on
 * the row for the next one), calls the provider and records `sent`, or `failed` on a refusal
 * (a long Meta text records each part Meta accepts, so a retry resumes after them); a retryable
 * refusal goes back on the queue with the backoff of `afterRetryableRefusal` (durable: the due
 * time is on the row). This is the retry rule of every author's message. A sweeper re-enqueues
 * due sends whose job was lost (a worker killed between commit and hand-off, Redis down) and
 * fails `SEND_INTERRUPTED` a hand-off interrupted by a crash after its claim, never repeating it.
 * Each settlement (`sent`/`failed`) is told to the {@link SettlementListener}s in its transaction.
 */
@Injectable()
export class OutboundService
  implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown
{
  private readonly logger = new Logger(OutboundService.name);
  private readonly sweeper = new Sweeper('outbound', () => this.sweepOnce(), this.logger);
  private custom: CustomChannelDeliveryPort | null = null;
  private readonly settlementListeners: SettlementListener[] = [];

  constructor(
    private readonly messaging: MessagingService,
    private readonly messages: MessagingRepository,
    private readonly contacts: ContactsService,
    private readonly channels: ChannelsService,
    private readonly credits: CreditsService,
    private readonly templates: TemplatesService,
    private readonly queue: JobQueue,
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.queue.process<MessageSendJobData>(MESSAGE_SEND_JOB, (data) => this.handOff(data));
  }

  onApplicationBootstrap(): void {
    if (!this.config.runsWorkers) return;
    this.sweeper.start(this.config.DISPATCH_SWEEP_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.sweeper.stop();
  }

  /** Registers the custom-channel delivery (once, from the custom-channel module). */
  useCustomChannelDelivery(port: CustomChannelDeliveryPort): void {
    this.custom = port;
  }

  /** Registers a {@link SettlementListener} (from the owner module's `onModuleInit`). */
  onSettled(listener: SettlementListener): void {
    this.settlementListeners.push(listener);
  }

  /**
   * Sends one message through the path above, in its own transaction.
   * @returns the message as committed (`queued`, `sent` on the sandbox, or `failed`).
   */
  async send(request: OutboundRequest): Promise<Message> {
    const prepared = await inTransaction(this.dataSource, (manager) =>
      this.prepare(manager, request),
    );
    return prepared.message;
  }

  /**
   * Steps 1-3 above, inside the caller's transaction (started by `inTransaction`, whose commit
   * triggers the hand-off).
   *
   * @returns the message as written in it, and whether it waits for credits.
   * @throws WindowClosedError / MetaWindowClosedError (409 `WINDOW_CLOSED`): free text outside
   *   the channel's window; nothing is written.
   */
  async prepare(manager: EntityManager, request: OutboundRequest): Promise<PreparedMessage> {
    const { accountId, conversation, contact } = request;
    const template = request.template ?? null;
    const closed = this.windowClosed(request, this.clock.now());
    if (closed) {
      // A message written before (a campaign send that waited for credits) fails; otherwise
      // nothing is written and the caller hears 409 WINDOW_CLOSED.
      const written = request.messageId
        ? await this.messaging.findMessage(accountId, request.messageId, manager)
        : null;
      if (!written) throw closed;
      if (written.status !== 'queued') return { message: written, waitingForCredits: false };
      const failed = await this.fail(manager, accountId, written.id, closed.code, closed.message);
      return this.settled(manager, failed);
    }
    // Written with the claim's id; a claim taken up again (after a credit wait) finds it written.
    let message = await this.messaging.queueInConversation(manager, accountId, conversation, {
      id: request.messageId,
      body: template ? renderTemplate(template.body, contact) : (request.body ?? ''),
      purpose: request.purpose,
      campaignId: request.campaignId,
      templateId: template?.id ?? null,
      replyTo: request.replyTo ?? null,
    });
    if (!message) {
      message = (await this.messaging.findMessage(accountId, request.messageId!, manager))!;
      if (message.status !== 'queued') return { message, waitingForCredits: false };
    }
    const paid = await this.credits.debitForMessage(manager, accountId, message.id);
    if (paid.metered && !paid.ok) {
      if (request.whenUnpaid === 'wait') return { message, waitingForCredits: true };
      const { code, message: text } = INSUFFICIENT_CREDITS;
      return this.settled(manager, await this.fail(manager, accountId, message.id, code, text));
    }
    if (conversation.channel === 'custom') {
      if (!this.custom) throw new Error('no custom-channel delivery registered');
      const delivery = await this.custom.deliver(
        manager,
        accountId,
        conversation,
        message,
        contact,
      );
      if (!delivery) return this.settled(manager, await this.reread(manager, accountId, message));
      return { message, waitingForCredits: false };
    }
    if (!isMetaChannel(conversation.channel)) {
      if (!isChannelName(conversation.channel) || !contact.phone) {
        const text = 'The contact has no phone number for this channel.';
        return this.settled(
          manager,
          await this.fail(manager, accountId, message.id, 'NO_PHONE', text),
        );
      }
      const sender =
        request.sender ?? (await this.channels.senderFor(accountId, conversation.channel, manager));
      if (sender.provider === 'sandbox') {
        const receipt = await sender.send(this.channelMessage(message, contact, template));
        const sent = await this.messaging.markSent(
          manager,
          accountId,
          message.id,
          receipt.provider,
          receipt.externalId,
        );
        return this.settled(manager, sent ?? message);
      }
    }
    // WhatsApp, Twilio, Messenger, Instagram: handed over by the `message.send` job
    const dueAt = await this.messages.scheduleSend(accountId, message.id, manager);
    afterCommit(manager, () => this.enqueue([{ accountId, id: message.id, dueAt }]));
    return { message, waitingForCredits: false };
  }

  /**
   * The channel's window rule for the request at `now`, or null when it is open: a private reply
   * to a comment within 7 days of it; Messenger/Instagram free text by `metaSendMode` (no
   * template fallback there); elsewhere `messagingWindow` unless an approved template is sent.
   */
  private windowClosed(
    request: OutboundRequest,
    now: Date,
  ): MetaWindowClosedError | PrivateReplyWindowClosedError | WindowClosedError | null {
    const { conversation } = request;
    if (request.replyTo) {
      return privateReplyOpen(request.replyTo.commentedAt, now)
        ? null
        : new PrivateReplyWindowClosedError(request.replyTo.commentedAt);
    }
    if (isMetaChannel(conversation.channel)) {
      // Messenger/Instagram: no templates; a person may answer later than automation
      return metaSendMode(request.purpose, conversation.lastInboundAt, now)
        ? null
        : new MetaWindowClosedError(conversation.lastInboundAt);
    }
    if (request.template) return null;
    const window = messagingWindow(conversation.channel, conversation.lastInboundAt, now);
    return window.open ? null : new WindowClosedError(conversation.lastInboundAt);
  }

  /**
   * Where `channel` reaches the contact, or null: its phone on WhatsApp and SMS; its PSID/IGSID on
   * the account's Messenger Page or Instagram account (`messenger:<pageId>`/`instagram:<igId>`
   * scope; null when the channel is not connected). Used by the hand-off and by campaigns' skip
   * rules, so both agree on who can be reached.
   */
  async recipientOf(
    accountId: string,
    channel: string,
    contact: Contact,
    manager?: EntityManager,
  ): Promise<string | null> {
    if (!isMetaChannel(channel)) return contact.phone;
    const connection = await this.channels.metaConnection(accountId, channel, manager);
    if (!connection) return null;
    const ownerId = channel === 'messenger' ? connection.pageId : connection.instagramAccountId;
    return this.contacts.externalIdInScope(accountId, `${channel}:${ownerId}`, contact.id, manager);
  }

  /** Tells the listeners a message settled (sent or failed), in the transaction of the move. */
  private async settled(manager: EntityManager, message: Message): Promise<PreparedMessage> {
    if (message.status !== 'queued') {
      for (const listener of this.settlementListeners) await listener(manager, message);
    }
    return { message, waitingForCredits: false };
  }

  /** Fails a queued message; @returns it as failed (or as it is, when it had settled already). */
  private async fail(
    manager: EntityManager,
    accountId: string,
    id: string,
    code: string,
    text: string,
  ): Promise<Message> {
    return (
      (await this.messaging.markFailed(accountId, id, code, text, manager)) ??
      (await this.messaging.findMessage(accountId, id, manager))!
    );
  }

  private async reread(manager: EntityManager, accountId: string, message: Message) {
    return (await this.messaging.findMessage(accountId, message.id, manager)) ?? message;
  }

  /**
   * The `message.send` job: one claimed hand-off attempt (see the class). A no-op when the
   * message is not claimable (settled, being handed off, or due later), so duplicate jobs are
   * harmless.
   */
  async handOff(data: MessageSendJobData): Promise<void> {
    const { accountId, messageId } = data;
    const claimed =
      (await this.messages.claimSend(accountId, messageId, EARLY_SLACK_MS)) ??
      (await this.claimPrivateReply(accountId, messageId));
    if (!claimed) return;
    const { message, attempt } = claimed;
    try {
      const receipt = isMetaChannel(message.channel)
        ? await this.sendThroughMeta(accountId, message)
        : await this.sendThroughProvider(accountId, message);
      await inTransaction(this.dataSource, async (manager) => {
        const sent = await this.messaging.markSent(
          manager,
          accountId,
          messageId,
          receipt.provider,
          receipt.externalId,
        );
        if (sent) await this.settled(manager, sent);
      });
    } catch (error) {
      if (error instanceof ProviderRetryableError) {
        const next = afterRetryableRefusal(attempt, error.retryAfterMs);
        if ('retryInMs' in next) {
          const dueAt = new Date(Date.now() + next.retryInMs);
          this.logger.warn(
            { messageId, code: error.code, attempt, retryAt: dueAt },
            'provider asked to retry later',
          );
          if (await this.messages.rescheduleSend(accountId, messageId, dueAt)) {
            await this.enqueue([{ accountId, id: messageId, dueAt }]);
          }
          return;
        }
      }
      const code =
        error instanceof ProviderRejectedError || error instanceof ProviderRetryableError
          ? error.code
          : 'PROVIDER_ERROR';
      const text = (error as Error)?.message ?? String(error);
      if (!(error instanceof ProviderRejectedError || error instanceof ProviderRetryableError)) {
        this.logger.error({ err: error, messageId }, 'provider hand-off failed');
      } else {
        this.logger.warn({ messageId, code, attempt }, 'provider hand-off failed');
      }
      await inTransaction(this.dataSource, async (manager) => {
        const failed = await this.messaging.markFailed(accountId, messageId, code, text, manager);
        if (failed) await this.settled(manager, failed);
      });
    }
  }

  /**
   * Claims a private reply to an Instagram comment within the account's hourly budget
   * (`privateReplySlot`, `META_PRIVATE_REPLIES_PER_HOUR`). Over budget, the row is due at the next
   * slot and its job is enqueued for then (durable: the sweeper finds it if the job is lost).
   * @returns the claim, or null (not claimable, or waiting for a slot).
   */
  private async claimPrivateReply(
    accountId: string,
    messageId: string,
  ): Promise<{ message: Message; attempt: number } | null> {
    const perHour = this.config.META_PRIVATE_REPLIES_PER_HOUR;
    const claimed = await this.messages.claimPrivateReply(
      accountId,
      messageId,
      EARLY_SLACK_MS,
      perHour,
      (slots, now) => privateReplySlot(slots, now, perHour),
    );
    if (!claimed || !('retryAt' in claimed)) return claimed;
    this.logger.warn(
      { messageId, retryAt: claimed.retryAt, perHour },
      'private replies at their hourly limit; waiting for a slot',
    );
    await this.enqueue([{ accountId, id: messageId, dueAt: claimed.retryAt }]);
    return null;
  }

  /**
   * Fails hand-offs interrupted by a crash (`SEND_INTERRUPTED`, told to the listeners) and
   * re-enqueues due sends whose job was lost. Runs on a timer in worker processes (every
   * `DISPATCH_SWEEP_MS`); tests call it directly. Never throws (errors are logged).
   */
  sweep(): Promise<void> {
    return this.sweeper.run();
  }

  private async sweepOnce(): Promise<void> {
    const interrupted = await this.messages.interruptedHandoffsAcrossAccounts(
      HANDOFF_LEASE_MS,
      SWEEP_BATCH,
    );
    for (const { accountId, id } of interrupted) {
      await inTransaction(this.dataSource, async (manager) => {
        const failed = await this.messaging.failInterrupted(
          manager,
          accountId,
          id,
          HANDOFF_LEASE_MS,
        );
        if (failed) await this.settled(manager, failed);
      });
    }
    const due = await this.messages.dueSendsAcrossAccounts(SWEEP_GRACE_MS, SWEEP_BATCH);
    await this.enqueue(
      due.map((row) => ({ accountId: row.accountId, id: row.id, dueAt: row.dueAt })),
    );
  }

  /**
   * One Messenger/Instagram hand-off: the person's PSID/IGSID in the connection's scope, and the
   * sending mode of `metaSendMode` at send time (`RESPONSE`, or `HUMAN_AGENT` for a person's late
   * reply); a private reply goes to its comment (`recipient: {comment_id}`) within 7 days of it.
   * The parts of a long text Meta already accepted (`sent_parts`) are skipped and each new one is
   * recorded before the next is sent.
   * @throws ProviderRejectedError `CHANNEL_NOT_CONNECTED`, `NO_RECIPIENT`, `WINDOW_CLOSED`
   *   (the window closed while the message waited), and what the sender throws.
   */
  private async sendThroughMeta(accountId: string, message: Message): Promise<SendReceipt> {
    const channel = message.channel as 'messenger' | 'instagram';
    const sender = await this.channels.metaSenderFor(accountId, channel);
    if (!sender) {
      throw new ProviderRejectedError('CHANNEL_NOT_CONNECTED', `No ${channel} connection.`);
    }
    const parts = {
      sent: message.sentParts ?? [],
      onSent: (index: number, externalId: string) =>
        this.messages.recordSentPart(accountId, message.id, index, externalId),
    };
    if (message.replyCommentId && message.replyCommentAt) {
      if (!privateReplyOpen(message.replyCommentAt, this.clock.now())) {
        const closed = new PrivateReplyWindowClosedError(message.replyCommentAt);
        throw new ProviderRejectedError('WINDOW_CLOSED', closed.message);
      }
      return sender.send({
        messageId: message.id,
        to: '',
        body: message.body,
        meta: { messagingType: 'RESPONSE', commentId: message.replyCommentId },
        parts,
      });
    }
    const contact = await this.contacts.findForDispatch(accountId, message.contactId);
    const to = contact ? await this.recipientOf(accountId, channel, contact) : null;
    if (!to) {
      throw new ProviderRejectedError(
        'NO_RECIPIENT',
        `The contact has no id on this ${channel} connection.`,
      );
    }
    const conversation = await this.messaging.findConversation(accountId, message.conversationId);
    const mode = metaSendMode(
      message.purpose,
      conversation?.lastInboundAt ?? null,
      this.clock.now(),
    );
    if (!mode) {
      const closed = new MetaWindowClosedError(conversation?.lastInboundAt ?? null);
      throw new ProviderRejectedError('WINDOW_CLOSED', closed.message);
    }
    return sender.send({ messageId: message.id, to, body: message.body, meta: mode, parts });
  }

  /**
   * One WhatsApp or Twilio hand-off: the contact's phone, and the template (WhatsApp template
   * messages) the message was rendered from. @throws ProviderRejectedError `NO_PHONE`, and what
   * the sender throws.
   */
  private async sendThroughProvider(accountId: string, message: Message): Promise<SendReceipt> {
    const contact = await this.contacts.findForDispatch(accountId, message.contactId);
    if (!contact?.phone || !isChannelName(message.channel)) {
      throw new ProviderRejectedError(
        'NO_PHONE',
        'The contact has no phone number for this channel.',
      );
    }
    const template = message.templateId
      ? ((await this.templates.findManyByIds(accountId, [message.templateId]))[0] ?? null)
      : null;
    const sender = await this.channels.senderFor(accountId, message.channel);
    return sender.send(this.channelMessage(message, contact, template));
  }

  /** The provider's request: free text, or on WhatsApp a template message with its parameters. */
  private channelMessage(message: Message, contact: Contact, template: Template | null) {
    return {
      messageId: message.id,
      to: contact.phone!,
      body: message.body,
      ...(template && message.channel === 'whatsapp'
        ? {
            template: {
              name: template.name,
              language: template.language,
              parameters: whatsAppParameters(template.body, contact),
            },
          }
        : {}),
    };
  }

  /** Adds `message.send` jobs (a failed add is left to the sweeper: the row is due). */
  private async enqueue(items: { accountId: string; id: string; dueAt: Date }[]): Promise<void> {
    await addDueJobs<MessageSendJobData>(
      this.queue,
      items.map((item) => ({
        name: MESSAGE_SEND_JOB,
        data: { accountId: item.accountId, messageId: item.id },
        key: `send-${item.id}`,
        at: item.dueAt,
      })),
      this.logger,
    );
  }
}
