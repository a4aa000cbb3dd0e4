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
import { AccountsService, smsHelpTextOf } from '../accounts';
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
import {
  classifyKeyword,
  type KeywordKind,
  OPT_IN_CONFIRMATION,
  OPT_OUT_CONFIRMATION,
} from './domain/keywords';
import { revokesConsent } from './domain/revocation';

/** Data of a `bot.reply` job. */
export type BotReplyJobData = JobMap['bot.reply'];

/** A reply job may run this much before its due time (timer skew): ms. */
const EARLY_TOLERANCE_MS = 50;
/** Longest quote of a revocation's words in the opt-out history's reason: characters. */
const REASON_WORDS_MAX = 200;
/** The opt-out history's reason when the model recognised a revocation. */
const REASON_MODEL = "revoked in words, recognised by the bot's model";
/** A due reply whose job has not claimed it after this long is re-enqueued: ms. */
const SWEEP_GRACE_MS = 2000;
const SWEEP_BATCH = 500;

/**
 * The conversation automation that follows an inbound text message (docs/bot.md):
 *
 * 1. Opt-out words (`STOP`, `STOPALL`, `UNSUBSCRIBE`, `CANCEL`, `END`, `QUIT`, `REVOKE`, `OPTOUT`)
 *    and plain-language revocations ("please stop texting me", `revokesConsent`) opt the contact
 *    out of every campaign of the account and are confirmed once; `START`/`UNSTOP` opt back in;
 *    on SMS, `HELP`/`INFO` is answered with the account's help text (docs/bot.md#us-sms-rules).
 *    Such a message is never answered by the bot, whoever owns the conversation.
 * 2. In a conversation the bot owns (and whose campaign has not turned the bot off), each text
 *    moves the conversation's reply mark to `BOT_DEBOUNCE_MS` after it; one `bot.reply` job
 *    claims the mark when it is due, so a burst gets one reply. Reactions wake nothing.
 * 3. The reply: the campaign's instructions and FAQ (or the defaults), the contact's fields and
 *    the recent history go to the `BotResponder` (an OpenAI-compatible model, or the rule-based
 *    bot); its answer is sent on the same channel. A contact asking for a person, or a model that
 *    still fails after its retries, hands the conversation to `human` and emits
 *    `conversation.handed_off`; the bot stays silent in `human` and `closed` conversations. A
 *    model that recognises a revocation in other words answers `opt_out`: the contact is opted
 *    out as in 1.
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
    private readonly accounts: AccountsService,
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

  /**
   * `InboundMessageRecorded`: opt-out / opt-in / help words and plain-language revocations,
   * else the debounced reply. Idempotent.
   */
  @OnEvent('InboundMessageRecorded')
  async onInbound(event: OutboxEvent<InboundMessageRecordedPayload>): Promise<void> {
    const { accountId, payload } = event;
    if (payload.messageType === 'reaction') return;
    const message = await this.messages.find(accountId, payload.messageId);
    if (!message) return;
    const keyword = this.keywordOf(message.body, payload.channel);
    if (keyword?.kind === 'help') {
      await this.sendHelp(accountId, payload);
      return;
    }
    if (keyword) {
      await this.applyKeyword(
        accountId,
        payload.conversationId,
        payload.contactId,
        keyword.kind === 'opt_out',
        keyword.reason,
      );
      return;
    }
    // `schedule` sets nothing unless the conversation is the bot's (no read of it first).
    const receivedAt = new Date(payload.receivedAt);
    const dueAt = new Date(receivedAt.getTime() + this.config.BOT_DEBOUNCE_MS);
    const conversationId = payload.conversationId;
    const due = await this.replies.schedule(accountId, conversationId, dueAt, receivedAt);
    if (due) await this.enqueue([{ accountId, id: conversationId, dueAt: due }]);
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

  /**
   * What an inbound text asks for before the bot hears it: a one-word keyword (`HELP`/`INFO` on
   * SMS only; elsewhere "help" is a question for the bot), or `opt_out` for a plain-language
   * revocation (docs/bot.md#us-sms-rules), with the reason its opt-out history records (the
   * words, at most {@link REASON_WORDS_MAX} characters, for a revocation; null for a keyword);
   * null for anything else.
   */
  private keywordOf(
    body: string,
    channel: string,
  ): { kind: KeywordKind; reason: string | null } | null {
    const keyword = classifyKeyword(body);
    if (keyword === 'help') return channel === 'sms' ? { kind: 'help', reason: null } : null;
    if (keyword) return { kind: keyword, reason: null };
    if (!revokesConsent(body)) return null;
    const words = body.trim().replace(/\s+/g, ' ');
    const clipped =
      words.length > REASON_WORDS_MAX ? `${words.slice(0, REASON_WORDS_MAX - 1)}…` : words;
    return { kind: 'opt_out', reason: `revoked in words: "${clipped}"` };
  }

  /** Answers `HELP`/`INFO` with the account's help text (every time: it changes nothing). */
  private async sendHelp(accountId: string, payload: InboundMessageRecordedPayload): Promise<void> {
    const account = await this.accounts.findById(accountId);
    const conversation = await this.conversations.find(accountId, payload.conversationId);
    const contact = await this.contacts.findForDispatch(accountId, payload.contactId);
    if (!account || !conversation || !contact) return;
    await this.outbound.send({
      accountId,
      conversation,
      contact,
      body: smsHelpTextOf(account),
      purpose: 'system',
    });
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
    if (answer.kind === 'opt_out') {
      await this.applyKeyword(accountId, conversation.id, contact.id, true, REASON_MODEL);
      return;
    }
    if (answer.kind === 'reply') {
      // The model took a while: a person may have taken the conversation meanwhile, and then
      // the bot says nothing (the lock holds a take-over back until this reply is written).
      // The claim's hold ends with the reply, in its transaction.
      await inTransaction(this.dataSource, async (manager) => {
        const current = await this.replies.lockToAnswer(
          manager,
          accountId,
          conversation.id,
          conversation.claimedAt,
        );
        if (!current) return;
        await this.outbound.prepare(manager, {
          accountId,
          conversation: current,
          contact,
          body: answer.text,
          purpose: 'bot',
        });
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

  /**
   * Opt-out or opt-in from the contact's own message (`contact_message`, with `reason` in the
   * history), confirmed once (a repeat changes nothing and sends nothing).
   */
  private async applyKeyword(
    accountId: string,
    conversationId: string,
    contactId: string,
    optOut: boolean,
    reason: string | null = null,
  ): Promise<void> {
    const changed = await this.contacts.setOptedOut(accountId, contactId, optOut, undefined, {
      source: 'contact_message',
      reason,
    });
    if (!changed) return;
    const conversation = await this.conversations.find(accountId, conversationId);
    const contact = await this.contacts.findForDispatch(accountId, contactId);
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
