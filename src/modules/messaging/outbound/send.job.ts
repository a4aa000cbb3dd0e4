import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock/clock';
import { HooksService } from '../../../common/handlers/hooks.service';
import { AppConfig } from '../../../config/app-config';
import { inTransaction } from '../../../database/transaction';
import { addDueJobs, JobQueue } from '../../../queue/job-queue';
import type { JobMap } from '../../../queue/jobs';
import { ProcessJob } from '../../../queue/process-job';
import { Sweeper } from '../../../queue/sweeper';
import {
  type Channel,
  ChannelAdapters,
  privateReplySlot,
  ProviderRejectedError,
  ProviderRetryableError,
  RATE_LIMITED_CODES,
} from '../../channels';
import { ContactsService } from '../../contacts';
import { TemplatesService } from '../../templates';
import type { Message } from '../messages/message.entity';
import { MessageStatusService } from '../messages/message-status.service';
import { afterRetryableRefusal } from './domain/send-retry';
import { channelTemplate } from './channel-template';
import { type ClaimedSend, SendsRepository } from './sends.repository';

/** A `message.send` job that fires this much before its row is due still claims it: ms. */
const EARLY_SLACK_MS = 1000;
/** A due send whose job has not claimed it after this long is re-enqueued by the sweeper: ms. */
const SWEEP_GRACE_MS = 2000;
/** Rows the sweeper re-enqueues per round. */
const SWEEP_BATCH = 1000;
/** A send attempt still unfinished after this long was interrupted (the worker died): ms. */
const SEND_LEASE_MS = 120_000;

/**
 * The `message.send` job (docs/sending.md#hand-over-to-a-provider): one claimed attempt to hand a queued
 * message to its channel's provider. The claim is one guarded UPDATE (at most one provider call
 * per claim; a private reply also takes a slot of the account's hourly budget, or waits on the
 * row for the next one); the channel's adapter sends; the message is recorded `sent`, or
 * `failed` on a refusal. A retryable refusal goes back on the queue with the backoff of
 * `afterRetryableRefusal` (durable: the due time is on the row): the retry rule of every
 * author's message. A sweeper re-enqueues due sends whose job was lost (a worker killed between
 * commit and enqueue, Redis down) and fails `SEND_INTERRUPTED` an attempt interrupted by a crash
 * after its claim, never repeating it (the provider may have it). Each settlement runs the
 * `MessageSettled` hook in its transaction.
 */
@Injectable()
export class SendJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SendJob.name);
  private readonly sweeper = new Sweeper('outbound', () => this.sweepOnce(), this.logger);

  constructor(
    private readonly sends: SendsRepository,
    private readonly statuses: MessageStatusService,
    private readonly adapters: ChannelAdapters,
    private readonly contacts: ContactsService,
    private readonly templates: TemplatesService,
    private readonly hooks: HooksService,
    private readonly queue: JobQueue,
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.runsWorkers) return;
    this.sweeper.start(this.config.DISPATCH_SWEEP_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.sweeper.stop();
  }

  /**
   * One claimed attempt (see the class). A no-op when the message is not claimable (settled,
   * being sent, or due later), so duplicate jobs are harmless.
   */
  @ProcessJob('message.send')
  async run(data: JobMap['message.send']): Promise<void> {
    const { accountId, messageId } = data;
    const claimed =
      (await this.sends.claim(accountId, messageId, EARLY_SLACK_MS)) ??
      (await this.claimPrivateReply(accountId, messageId));
    if (!claimed) return;
    const { message, attempt, lastInboundAt } = claimed;
    try {
      const receipt = await this.send(message, lastInboundAt);
      await inTransaction(this.dataSource, async (manager) => {
        const sent = await this.statuses.markSent(
          manager,
          accountId,
          messageId,
          receipt.provider,
          receipt.externalId,
        );
        if (sent) await this.hooks.run('MessageSettled', manager, sent);
      });
    } catch (error) {
      await this.refused(message, attempt, error);
    }
  }

  /**
   * Runs the sweep once (see the class): on a timer in worker processes (every
   * `DISPATCH_SWEEP_MS`); tests call it directly. Never throws (errors are logged).
   */
  sweep(): Promise<void> {
    return this.sweeper.run();
  }

  /** Adds `message.send` jobs (a failed add is left to the sweeper: the row is due). */
  async enqueue(items: { accountId: string; id: string; dueAt: Date }[]): Promise<void> {
    await addDueJobs(
      this.queue,
      items.map((item) => ({
        name: 'message.send' as const,
        data: { accountId: item.accountId, messageId: item.id },
        key: `send-${item.id}`,
        at: item.dueAt,
      })),
      this.logger,
    );
  }

  /**
   * Hands the claimed message to its channel's adapter; a campaign opening carries its campaign's
   * rate when it is paced (`CampaignSendRate`, docs/campaigns.md#pacing), which the provider
   * call keeps too.
   */
  private async send(message: Message, lastInboundAt: Date | null) {
    const { accountId } = message;
    const contact = await this.contacts.findForDispatch(accountId, message.contactId);
    const template = message.templateId
      ? ((await this.templates.findManyByIds(accountId, [message.templateId]))[0] ?? null)
      : null;
    const [rate] =
      message.purpose === 'opening' && message.campaignId
        ? await this.hooks.run('CampaignSendRate', accountId, message.id)
        : [];
    return this.adapters.for(message.channel).send({
      accountId,
      channel: message.channel as Channel,
      message,
      contact,
      template: contact ? channelTemplate(template, contact) : null,
      lastInboundAt,
      now: this.clock.now(),
      onPartSent: (index, externalId) =>
        this.sends.recordSentPart(accountId, message.id, index, externalId),
      campaignRate: rate
        ? { campaignId: rate.campaignId, perSecond: rate.throttlePerMinute / 60 }
        : null,
    });
  }

  /**
   * A refused attempt: retried later when the provider said so (within the rule), else failed.
   * A refusal of our own pacing (`RATE_LIMITED_CODES`: no request was made) is no attempt: the
   * claim is undone and the message is due when the slot is (docs/sending.md#provider-pacing).
   */
  private async refused(message: Message, attempt: number, error: unknown): Promise<void> {
    const { accountId, id: messageId } = message;
    if (error instanceof ProviderRetryableError && RATE_LIMITED_CODES.has(error.code)) {
      const dueAt = new Date(Date.now() + error.retryAfterMs);
      this.logger.debug({ messageId, code: error.code, retryAt: dueAt }, 'waiting for a send slot');
      if (await this.sends.putBack(accountId, messageId, dueAt)) {
        await this.enqueue([{ accountId, id: messageId, dueAt }]);
      }
      return;
    }
    if (error instanceof ProviderRetryableError) {
      const next = afterRetryableRefusal(attempt, error.retryAfterMs);
      if ('retryInMs' in next) {
        const dueAt = new Date(Date.now() + next.retryInMs);
        this.logger.warn(
          { messageId, code: error.code, attempt, retryAt: dueAt },
          'provider asked to retry later',
        );
        if (await this.sends.reschedule(accountId, messageId, dueAt)) {
          await this.enqueue([{ accountId, id: messageId, dueAt }]);
        }
        return;
      }
    }
    const known = error instanceof ProviderRejectedError || error instanceof ProviderRetryableError;
    const code = known ? error.code : 'PROVIDER_ERROR';
    const text = (error as Error)?.message ?? String(error);
    if (known) this.logger.warn({ messageId, code, attempt }, 'provider refused the message');
    else this.logger.error({ err: error, messageId }, 'sending to the provider failed');
    await inTransaction(this.dataSource, async (manager) => {
      const failed = await this.statuses.markFailed(accountId, messageId, code, text, manager);
      if (failed) await this.hooks.run('MessageSettled', manager, failed);
    });
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
  ): Promise<ClaimedSend | null> {
    const perHour = this.config.META_PRIVATE_REPLIES_PER_HOUR;
    const claimed = await this.sends.claimPrivateReply(
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

  private async sweepOnce(): Promise<void> {
    const interrupted = await this.sends.interruptedAcrossAccounts(SEND_LEASE_MS, SWEEP_BATCH);
    for (const { accountId, id } of interrupted) {
      await inTransaction(this.dataSource, async (manager) => {
        const failed = await this.statuses.failInterrupted(manager, accountId, id, SEND_LEASE_MS);
        if (failed) await this.hooks.run('MessageSettled', manager, failed);
      });
    }
    const due = await this.sends.dueAcrossAccounts(SWEEP_GRACE_MS, SWEEP_BATCH);
    await this.enqueue(
      due.map((row) => ({ accountId: row.accountId, id: row.id, dueAt: row.dueAt })),
    );
  }
}
