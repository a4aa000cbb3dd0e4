import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { type OutboxEvent, OutboxService } from '../../common/outbox/outbox.service';
import { afterCommit, inTransaction } from '../../database/transaction';
import { addDueJobs, type DueJob, JobQueue } from '../../queue/job-queue';
import { Sweeper } from '../../queue/sweeper';
import {
  SUBACCOUNT_CREDITS_GRANTED,
  type SubaccountCreditsGrantedPayload,
} from '../agency/agency-events';
import type { ChannelSender } from '../channels/channel-sender';
import { ChannelsService, isChannelName } from '../channels/channels.service';
import type { Contact } from '../contacts/contact.entity';
import { ContactsService } from '../contacts/contacts.service';
import type { Message } from '../messaging/message.entity';
import {
  MetaWindowClosedError,
  PrivateReplyWindowClosedError,
  WindowClosedError,
} from '../messaging/messaging.errors';
import { MessagingService } from '../messaging/messaging.service';
import { OutboundService, type PreparedMessage } from '../messaging/outbound.service';
import type { Template } from '../templates/template.entity';
import { TemplatesService } from '../templates/templates.service';
import type { Campaign, Enrolment, EnrolmentEntryPoint } from './campaign.entity';
import { CampaignsRepository } from './campaigns.repository';
import { skipReason } from './domain/skip-reasons';
import { EnrolmentsRepository, type SendOwner } from './enrolments.repository';

/** Job names of the campaign processors. */
export const DISPATCH_JOB = 'campaign.dispatch';
export const FOLLOW_UP_JOB = 'campaign.follow_up';

/** Data of a `campaign.dispatch` job: ids only; the database holds the state. */
export interface DispatchJobData {
  accountId: string;
  enrolmentId: string;
}

/** Data of a `campaign.follow_up` job. */
export interface FollowUpJobData {
  accountId: string;
  followUpId: string;
}

/** A due send whose job has not claimed it after this long is re-enqueued by the sweeper: ms. */
const SWEEP_GRACE_MS = 2000;
/** Rows the sweeper re-enqueues per round. */
const SWEEP_BATCH = 1000;
/** A paced send whose slot is at most this far away waits for it in the job; a later one is rescheduled: ms. */
const MAX_SLOT_WAIT_MS = 1000;
/** A send waiting for credits is tried again after this long even without a grant: ms. */
const CREDIT_WAIT_MS = 15 * 60_000;

/**
 * A job that runs before its row is due (timers and the database clock differ by a few ms, or a
 * send slot moved the row later) waits for it when that is at most {@link MAX_SLOT_WAIT_MS} away,
 * and otherwise enqueues it again for its time. @returns true when the row is due now.
 */
async function untilDue(at: Date, reschedule: () => Promise<void>): Promise<boolean> {
  const early = at.getTime() - Date.now();
  if (early > MAX_SLOT_WAIT_MS) {
    await reschedule();
    return false;
  }
  if (early >= 0) await sleep(early + 2);
  return true;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One claimed send, as its claim's transaction sees it. */
interface ClaimedSend {
  accountId: string;
  owner: SendOwner;
  /** The id the claim gave its message (kept when it waits for credits and is claimed again). */
  messageId: string;
  /** The campaign's status as the claim saw it. */
  campaignStatus: string;
  campaign: Campaign;
  contact: Contact | null;
  /** Opening: the contact ever wrote. Follow-up: it replied since the opening. */
  contactWrote: boolean;
  template: Template | null;
  /** The caller holds the campaign row to space this send: record it as the last send. */
  spaced: boolean;
  /** The channel's sender, resolved before the claim's transaction (WhatsApp/SMS; else null). */
  sender: ChannelSender | null;
  /** An opening enrolled by an entry point (Messenger/Instagram): what reached the campaign. */
  entryPoint: EnrolmentEntryPoint | null;
}

/**
 * Campaign dispatch (description section 1, product.md section 7): the `campaign.dispatch` and
 * `campaign.follow_up` jobs, each a claimed send of the one outbound path.
 *
 * - `dispatch`/`followUp` claim their row with one `UPDATE … WHERE status = 'pending'` (which
 *   also gives the send its message id), re-check the skip reasons (a skip is recorded), and ask
 *   `OutboundService.prepare` to send the opening template or follow-up in the claim's
 *   transaction. The outbound path writes, pays, checks the window, sends (sandbox) or hands off
 *   after commit, and retries retryable refusals durably: the same rule as every other message.
 * - When the message settles (`OutboundService.onSettled`, in the transaction of the move), the
 *   owner follows it: `sent` (an opening then creates its follow-ups, due `afterMinutes` later)
 *   or `failed` with the message's error.
 * - A sub-account without credit: the send goes back to pending, marked waiting for credits, and
 *   a grant (`SubaccountCreditsGranted`) makes it due again, still paced (issue 6 item 5).
 * - Paced (4+) openings take the campaign's next send slot; sandbox sends, done in the claim's
 *   transaction, also hold the campaign row to keep one interval between commits.
 * - A sweeper (worker processes, every `DISPATCH_SWEEP_MS`) re-enqueues due sends whose job was
 *   lost (a restart of the in-process driver, Redis down when enqueuing). The claim makes a
 *   duplicate job harmless.
 */
@Injectable()
export class DispatchService
  implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown
{
  private readonly logger = new Logger(DispatchService.name);
  private readonly sweeper = new Sweeper('dispatch', () => this.sweepOnce(), this.logger);

  constructor(
    private readonly campaigns: CampaignsRepository,
    private readonly enrolments: EnrolmentsRepository,
    private readonly contacts: ContactsService,
    private readonly messaging: MessagingService,
    private readonly outbound: OutboundService,
    private readonly channels: ChannelsService,
    private readonly templates: TemplatesService,
    private readonly queue: JobQueue,
    private readonly outbox: OutboxService,
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.outbox.subscribe<SubaccountCreditsGrantedPayload>(SUBACCOUNT_CREDITS_GRANTED, (event) =>
      this.onCreditsGranted(event),
    );
    this.outbound.onSettled((manager, message) => this.onSettled(manager, message));
  }

  onApplicationBootstrap(): void {
    if (!this.config.runsWorkers) return;
    this.sweeper.start(this.config.DISPATCH_SWEEP_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.sweeper.stop();
  }

  /** Credits were granted to a sub-account: its sends waiting for credits are due now. */
  private async onCreditsGranted(
    event: OutboxEvent<SubaccountCreditsGrantedPayload>,
  ): Promise<void> {
    const accountId = event.accountId;
    const { enrolments, followUps } = await this.enrolments.resumeCreditWaits(accountId);
    await this.enqueueDispatch(
      enrolments.map((e) => ({ accountId, enrolmentId: e.id, at: e.dispatchAt })),
    );
    await this.enqueueFollowUps(followUps.map((f) => ({ id: f.id, accountId, dueAt: f.dueAt })));
  }

  /**
   * Runs one enrolment's opening message (the `campaign.dispatch` job). A no-op unless the
   * enrolment is pending and due, so duplicate or early jobs are harmless.
   */
  async dispatch(data: DispatchJobData): Promise<void> {
    const { accountId } = data;
    const enrolment = await this.enrolments.findEnrolment(accountId, data.enrolmentId);
    if (!enrolment || enrolment.status !== 'pending') return;
    const due = await untilDue(enrolment.dispatchAt, () =>
      // Early (a credit wait or a send slot rescheduled it): its own job is due later.
      this.enqueueDispatch([{ accountId, enrolmentId: enrolment.id, at: enrolment.dispatchAt }]),
    );
    if (!due) return;
    const campaign = await this.campaigns.find(accountId, enrolment.campaignId);
    if (!campaign) return;
    // Paced only while live: the sends of a campaign that is not are about to be skipped.
    const paced = campaign.status === 'live' && enrolment.paced && !enrolment.sendSlotAt;
    if (paced && !(await this.waitForSendSlot(data, enrolment))) return;
    const template = await this.templateOrNull(accountId, campaign.openingTemplateId);
    // A paced send done in the claim's transaction (sandbox) holds the campaign row first (the
    // lock order of enrolment and slot-taking: campaign, then enrolment) and keeps one interval
    // after the campaign's previous send, so send times themselves never bunch.
    const sender = await this.senderOf(accountId, campaign);
    const spaced = enrolment.paced && campaign.status === 'live' && sender?.provider === 'sandbox';
    await inTransaction(this.dataSource, async (manager) => {
      if (spaced) {
        const waitMs = await this.campaigns.lockSendSpacing(accountId, campaign.id, manager);
        if (waitMs > 0) await sleep(waitMs + 1);
      }
      const claimed = await this.enrolments.claimEnrolment(accountId, enrolment.id, manager);
      if (!claimed) return;
      const contact = await this.contacts.findForDispatch(accountId, claimed.contactId, manager);
      await this.send(manager, {
        accountId,
        owner: { kind: 'opening', id: enrolment.id },
        messageId: claimed.messageId,
        campaignStatus: claimed.campaignStatus,
        campaign,
        contact,
        contactWrote: await this.messaging.hasInbound(accountId, claimed.contactId, manager),
        template,
        spaced,
        sender,
        entryPoint: claimed.entryPoint,
      });
    });
  }

  /**
   * Paces a queued (4+) opening message: takes the campaign's next send slot, at least one
   * interval after the previous one, so a campaign whose sends run late (a busy worker, a
   * restart) catches up at its rate instead of in a burst. Waits for a slot up to
   * {@link MAX_SLOT_WAIT_MS}; a later slot reschedules the enrolment to it.
   *
   * @returns true to send now; false when rescheduled (or no longer pending).
   */
  private async waitForSendSlot(data: DispatchJobData, enrolment: Enrolment): Promise<boolean> {
    const slot = await this.enrolments.takeSendSlot(data.accountId, enrolment.id);
    if (!slot) return false;
    if (slot.waitMs > MAX_SLOT_WAIT_MS) {
      await this.enrolments.reschedule(data.accountId, enrolment.id, slot.slotAt);
      await this.enqueueDispatch([
        { accountId: data.accountId, enrolmentId: enrolment.id, at: slot.slotAt },
      ]);
      return false;
    }
    if (slot.waitMs > 0) await sleep(slot.waitMs + 2);
    return true;
  }

  /** Runs one follow-up (the `campaign.follow_up` job); a no-op unless it is pending and due. */
  async followUp(data: FollowUpJobData): Promise<void> {
    const { accountId } = data;
    const followUp = await this.enrolments.findFollowUp(accountId, data.followUpId);
    if (!followUp || followUp.status !== 'pending') return;
    if (!(await untilDue(followUp.dueAt, () => this.enqueueFollowUps([followUp])))) return;
    const template = await this.templateOrNull(accountId, followUp.templateId);
    const campaign = await this.campaigns.find(accountId, followUp.campaignId);
    if (!campaign) return;
    const sender = await this.senderOf(accountId, campaign);
    await inTransaction(this.dataSource, async (manager) => {
      const claimed = await this.enrolments.claimFollowUp(accountId, followUp.id, manager);
      if (!claimed) return;
      const contact = await this.contacts.findForDispatch(accountId, claimed.contactId, manager);
      const replied =
        claimed.enrolmentStatus !== 'sent' ||
        (await this.messaging.hasInbound(
          accountId,
          claimed.contactId,
          manager,
          claimed.openingSentAt,
        ));
      await this.send(manager, {
        accountId,
        owner: { kind: 'follow_up', id: followUp.id },
        messageId: claimed.messageId,
        campaignStatus: claimed.campaignStatus,
        campaign,
        contact,
        contactWrote: replied,
        template,
        spaced: false,
        sender,
        entryPoint: null,
      });
    });
  }

  /**
   * Re-enqueues due sends whose job was lost. Runs on a timer in worker processes; tests call it
   * directly. Never throws (errors are logged).
   */
  sweep(): Promise<void> {
    return this.sweeper.run();
  }

  private async sweepOnce(): Promise<void> {
    const due = await this.enrolments.duePendingEnrolments(SWEEP_GRACE_MS, SWEEP_BATCH);
    await this.enqueueDispatch(
      due.map((e) => ({ accountId: e.accountId, enrolmentId: e.id, at: e.dispatchAt })),
    );
    const followUps = await this.enrolments.duePendingFollowUps(SWEEP_GRACE_MS, SWEEP_BATCH);
    await this.enqueueFollowUps(followUps);
  }

  /**
   * Inside the claim's transaction: re-checks the skip reasons (a skip is recorded), then sends
   * through the one outbound path with the message id of the claim. Without credit the send
   * waits for a grant (pending again, its job enqueued after commit for the backstop time). An
   * opening from an Instagram comment is that comment's private reply. A channel window that
   * closed before the send (the outbound path refuses it, nothing written) is skipped
   * `window_closed`.
   */
  private async send(manager: EntityManager, send: ClaimedSend): Promise<void> {
    const { accountId, owner, campaign, contact, template, entryPoint } = send;
    const replyTo =
      entryPoint?.kind === 'comment'
        ? { commentId: entryPoint.commentId, commentedAt: new Date(entryPoint.commentedAt) }
        : null;
    const reason = skipReason(
      {
        campaignStatus: send.campaignStatus,
        templateStatus: template?.status ?? null,
        channel: campaign.channel,
        contactAddress: contact
          ? await this.outbound.recipientOf(accountId, campaign.channel, contact, manager)
          : null,
        contactOptedOut: Boolean(contact?.optedOutAt),
        contactWrote: send.contactWrote,
        trigger: entryPoint ? 'entry_point' : 'list',
        commentAnswered: replyTo
          ? await this.messaging.hasPrivateReply(
              accountId,
              replyTo.commentId,
              send.messageId,
              manager,
            )
          : false,
      },
      owner.kind,
    );
    // (`skipReason` names a missing contact by its channel's address and a missing template `template_not_approved`.)
    if (reason || !contact || !template) {
      await this.enrolments.markSkipped(accountId, owner, reason ?? 'no_phone', manager);
      return;
    }
    const conversation = await this.messaging.ensureConversation(manager, accountId, {
      contactId: contact.id,
      channel: campaign.channel,
      customChannelId: null,
      campaignId: campaign.id,
    });
    let prepared: PreparedMessage;
    try {
      prepared = await this.outbound.prepare(manager, {
        accountId,
        conversation,
        contact,
        template,
        purpose: owner.kind,
        campaignId: campaign.id,
        messageId: send.messageId,
        whenUnpaid: 'wait',
        replyTo,
        sender: send.sender,
      });
    } catch (error) {
      if (
        !(error instanceof MetaWindowClosedError) &&
        !(error instanceof PrivateReplyWindowClosedError) &&
        !(error instanceof WindowClosedError)
      ) {
        throw error;
      }
      await this.enrolments.markSkipped(accountId, owner, 'window_closed', manager);
      return;
    }
    if (prepared.waitingForCredits) {
      const at = new Date(Date.now() + CREDIT_WAIT_MS);
      await this.enrolments.waitForCredits(accountId, owner, at, manager);
      afterCommit(manager, () =>
        owner.kind === 'opening'
          ? this.enqueueDispatch([{ accountId, enrolmentId: owner.id, at }])
          : this.enqueueFollowUps([{ id: owner.id, accountId, dueAt: at }]),
      );
      return;
    }
    if (send.spaced && prepared.message.status === 'sent') {
      await this.campaigns.recordSend(accountId, campaign.id, manager);
    }
  }

  /**
   * The outbound path settled a message (in the transaction of the move): the campaign send that
   * owns it follows, `sent` (an opening creates its follow-ups, enqueued after commit) or
   * `failed` with the message's error. Messages of other authors are not campaigns'.
   */
  private async onSettled(manager: EntityManager, message: Message): Promise<void> {
    const kind = message.purpose;
    if (kind !== 'opening' && kind !== 'follow_up') return;
    const accountId = message.accountId;
    if (message.status === 'failed') {
      const error = {
        code: message.errorCode ?? 'PROVIDER_ERROR',
        message: message.errorMessage ?? '',
      };
      await this.enrolments.settleByMessage(accountId, kind, message.id, { error }, manager);
      return;
    }
    const sentAt = message.sentAt ?? new Date();
    const owner = await this.enrolments.settleByMessage(
      accountId,
      kind,
      message.id,
      { sentAt },
      manager,
    );
    if (!owner || kind !== 'opening') return;
    const followUps = await this.enrolments.insertFollowUps(
      accountId,
      owner.id,
      owner.followUps ?? [],
      sentAt,
      manager,
    );
    if (followUps.length > 0) afterCommit(manager, () => this.enqueueFollowUps(followUps));
  }

  /**
   * The sender of the campaign's WhatsApp/SMS channel (the sandbox sends in the claim's
   * transaction), or null on Messenger/Instagram; resolved once, outside the claim's transaction.
   */
  private async senderOf(accountId: string, campaign: Campaign): Promise<ChannelSender | null> {
    if (!isChannelName(campaign.channel)) return null;
    return this.channels.senderFor(accountId, campaign.channel);
  }

  private async templateOrNull(accountId: string, id: string | null): Promise<Template | null> {
    if (!id) return null;
    return (await this.templates.findManyByIds(accountId, [id]))[0] ?? null;
  }

  /**
   * Enqueues `campaign.dispatch` jobs (jobId = enrolment, so a re-enqueue of a waiting job is a
   * no-op; a failed add is left to the sweeper: the row is due).
   */
  enqueueDispatch(items: { accountId: string; enrolmentId: string; at: Date }[]): Promise<void> {
    return this.enqueue(
      items.map((item) => ({
        name: DISPATCH_JOB,
        data: { accountId: item.accountId, enrolmentId: item.enrolmentId },
        key: `dispatch-${item.enrolmentId}`,
        at: item.at,
      })),
    );
  }

  private enqueueFollowUps(items: { id: string; accountId: string; dueAt: Date }[]): Promise<void> {
    return this.enqueue(
      items.map((item) => ({
        name: FOLLOW_UP_JOB,
        data: { accountId: item.accountId, followUpId: item.id },
        key: `follow-up-${item.id}`,
        at: item.dueAt,
      })),
    );
  }

  /** Adds the jobs (see `addDueJobs`: a failed add is left to the sweeper). */
  private async enqueue(jobs: DueJob<DispatchJobData | FollowUpJobData>[]): Promise<void> {
    await addDueJobs(this.queue, jobs, this.logger);
  }
}
