import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OnEvent } from '../../common/handlers/handler-decorators';
import type { OutboxEvent } from '../../common/outbox/outbox-event';
import { AppConfig } from '../../config/app-config';
import { inTransaction } from '../../database/transaction';
import type { InboundMessageRecordedPayload } from '../../events';
import { addDueJobs, JobQueue } from '../../queue/job-queue';
import type { JobMap } from '../../queue/jobs';
import { ProcessJob } from '../../queue/process-job';
import { Sweeper } from '../../queue/sweeper';
import { CampaignsService } from '../campaigns';
import { type Contact, ContactsService } from '../contacts';
import {
  BotRepliesService,
  type Conversation,
  ConversationsService,
  MessagesService,
  OutboundService,
} from '../messaging';
import { BotModelError, BotResponder } from './bot-responder';
import type { BotAnswer, BotContext } from './domain/bot-context';
import { classifyKeyword, OPT_IN_CONFIRMATION, OPT_OUT_CONFIRMATION } from './domain/keywords';

/** Data of a `bot.reply` job. */
export type BotReplyJobData = JobMap['bot.reply'];

/** A reply job may run this much before its due time (timer skew): ms. */
const EARLY_TOLERANCE_MS = 50;
/** A due reply whose job has not claimed it after this long is re-enqueued: ms. */
const SWEEP_GRACE_MS = 2000;
const SWEEP_BATCH = 500;

/**
 * The conversation automation that follows an inbound text message (docs/bot.md):
 *
 * 1. Opt-out words (`STOP`, `STOPALL`, `UNSUBSCRIBE`, `CANCEL`, `END`, `QUIT`) opt the contact out
 *    of every campaign of the account and are confirmed once; `START`/`UNSTOP` opt back in. Such
 *    a message is never answered by the bot.
 * 2. In a conversation the bot owns (and whose campaign has not turned the bot off), each text
 *    moves the conversation's reply mark to `BOT_DEBOUNCE_MS` after it; one `bot.reply` job
 *    claims the mark when it is due, so a burst gets one reply. Reactions wake nothing.
 * 3. The reply: the campaign's instructions and FAQ (or the defaults), the contact's fields and
 *    the recent history go to the `BotResponder` (an OpenAI-compatible model, or the rule-based
 *    bot); its answer is sent on the same channel. A contact asking for a person, or a model that
 *    still fails after its retries, hands the conversation to `human` and emits
 *    `conversation.handed_off`; the bot stays silent in `human` and `closed` conversations.
 */
@Injectable()
export class BotService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(BotService.name);
  private readonly sweeper = new Sweeper(
    'bot reply',
    async () => this.enqueue(await this.replies.overdue(SWEEP_GRACE_MS, SWEEP_BATCH)),
    this.logger,
  );

  constructor(
    private readonly replies: BotRepliesService,
    private readonly conversations: ConversationsService,
    private readonly messages: MessagesService,
    private readonly contacts: ContactsService,
    private readonly campaigns: CampaignsService,
    private readonly responder: BotResponder,
    private readonly outbound: OutboundService,
    private readonly queue: JobQueue,
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.runsWorkers) return;
    this.sweeper.start(this.config.DISPATCH_SWEEP_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.sweeper.stop();
  }

  /** `InboundMessageRecorded`: opt-out words, else the debounced reply. Idempotent. */
  @OnEvent('InboundMessageRecorded')
  async onInbound(event: OutboxEvent<InboundMessageRecordedPayload>): Promise<void> {
    const { accountId, payload } = event;
    if (payload.messageType === 'reaction') return;
    const message = await this.messages.find(accountId, payload.messageId);
    if (!message) return;
    const keyword = classifyKeyword(message.body);
    if (keyword) {
      await this.applyKeyword(accountId, payload, keyword === 'opt_out');
      return;
    }
    const conversation = await this.conversations.find(accountId, payload.conversationId);
    if (!conversation || conversation.owner !== 'bot') return;
    const receivedAt = new Date(payload.receivedAt);
    const dueAt = new Date(receivedAt.getTime() + this.config.BOT_DEBOUNCE_MS);
    const due = await this.replies.schedule(accountId, conversation.id, dueAt, receivedAt);
    if (due) await this.enqueue([{ accountId, id: conversation.id, dueAt: due }]);
  }

  /**
   * One debounced reply (the `bot.reply` job). A no-op unless this job's claim finds the
   * conversation's reply due (a later message moved it: its own job answers). The claim holds
   * the reply until this job has answered (the hold ends with the answer's transaction) or found
   * nothing to answer; a job that dies first leaves it due again when the hold ends.
   */
  @ProcessJob('bot.reply')
  async reply(data: BotReplyJobData): Promise<void> {
    const conversation = await this.replies.claim(
      data.accountId,
      data.conversationId,
      EARLY_TOLERANCE_MS,
    );
    if (!conversation) return;
    const nothingToAnswer = () =>
      this.replies.release(data.accountId, conversation.id, conversation.claimedAt);
    const contact = await this.contacts.findForDispatch(data.accountId, conversation.contactId);
    if (!contact || contact.optedOutAt) return nothingToAnswer();
    const bot = conversation.campaignId
      ? ((await this.campaigns.get(data.accountId, conversation.campaignId).catch(() => null))
          ?.bot ?? null)
      : null;
    if (bot && !bot.enabled) return nothingToAnswer();
    const history = await this.messages.recent(
      data.accountId,
      conversation.id,
      this.config.BOT_HISTORY_MESSAGES,
    );
    const context: BotContext = {
      instructions: bot?.instructions ?? null,
      faq: bot?.faq ?? [],
      contact: {
        firstName: contact.firstName,
        lastName: contact.lastName,
        email: contact.email,
        phone: contact.phone,
        customFields: contact.customFields,
      },
      history: history
        // (`recent` leaves private notes out: the bot never reads them)
        .filter((m) => m.messageType === 'text' && m.status !== 'failed' && m.direction !== 'note')
        .map((m) => ({
          direction: m.direction as 'inbound' | 'outbound',
          body: m.body,
          createdAt: m.createdAt,
        })),
      channel: conversation.channel,
    };
    let answer: BotAnswer;
    try {
      answer = await this.responder.answer(context);
    } catch (error) {
      const code = error instanceof BotModelError ? error.code : 'BOT_ERROR';
      this.logger.warn(
        { conversationId: conversation.id, code, err: error },
        'bot failed; handing off',
      );
      answer = { kind: 'hand_off', text: null, reason: code };
    }
    await this.answer(data.accountId, conversation, contact, answer);
  }

  /** Re-enqueues overdue replies whose job was lost. Never throws. */
  sweep(): Promise<void> {
    return this.sweeper.run();
  }

  private async answer(
    accountId: string,
    conversation: Conversation & { claimedAt: Date },
    contact: Contact,
    answer: BotAnswer,
  ): Promise<void> {
    if (answer.kind === 'reply') {
      // The model took a while: a person may have taken the conversation meanwhile, and then
      // the bot says nothing (the lock holds a take-over back until this reply is written).
      // The claim's hold ends with the reply, in its transaction.
      await inTransaction(this.dataSource, async (manager) => {
        const current = await this.replies.lockForBot(manager, accountId, conversation.id);
        if (!current) return;
        await this.outbound.prepare(manager, {
          accountId,
          conversation: current,
          contact,
          body: answer.text,
          purpose: 'bot',
        });
        await this.replies.release(accountId, conversation.id, conversation.claimedAt, manager);
      });
      return;
    }
    const handedOff = await this.replies.handOff(accountId, conversation, answer.reason);
    if (handedOff && answer.text) {
      await this.outbound.send({
        accountId,
        conversation,
        contact,
        body: answer.text,
        purpose: 'bot',
      });
    }
  }

  /** Opt-out or opt-in, confirmed once (a repeat changes nothing and sends nothing). */
  private async applyKeyword(
    accountId: string,
    payload: InboundMessageRecordedPayload,
    optOut: boolean,
  ): Promise<void> {
    const changed = await this.contacts.setOptedOut(accountId, payload.contactId, optOut);
    if (!changed) return;
    const conversation = await this.conversations.find(accountId, payload.conversationId);
    const contact = await this.contacts.findForDispatch(accountId, payload.contactId);
    if (!conversation || !contact) return;
    await this.outbound.send({
      accountId,
      conversation,
      contact,
      body: optOut ? OPT_OUT_CONFIRMATION : OPT_IN_CONFIRMATION,
      purpose: 'system',
    });
  }

  private async enqueue(items: { accountId: string; id: string; dueAt: Date }[]): Promise<void> {
    await addDueJobs(
      this.queue,
      items.map((item) => ({
        name: 'bot.reply' as const,
        data: { accountId: item.accountId, conversationId: item.id },
        key: `bot-reply-${item.id}`,
        at: item.dueAt,
        attempts: 1,
      })),
      this.logger,
    );
  }
}
