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
import { inTransaction } from '../../database/transaction';
import { addDueJobs, type DueJob, JobQueue } from '../../queue/job-queue';
import { Sweeper } from '../../queue/sweeper';
import {
  SUBACCOUNT_CREDITS_GRANTED,
  type SubaccountCreditsGrantedPayload,
} from '../agency/agency-events';
import { CreditsService } from '../agency/credits.service';
import {
  type ChannelSender,
  ProviderRejectedError,
  ProviderRetryableError,
  type SendReceipt,
} from '../channels/channel-sender';
import { ChannelsService } from '../channels/channels.service';
import type { Contact } from '../contacts/contact.entity';
import { ContactsService } from '../contacts/contacts.service';
import { CONTACTS_ADDED_TO_LIST, type ContactsAddedToListPayload } from '../lists/lists.service';
import type { Message } from '../messaging/message.entity';
import {
  INBOUND_MESSAGE_RECORDED,
  type InboundMessageRecordedPayload,
} from '../messaging/messaging-events';
import { MessagingService } from '../messaging/messaging.service';
import { renderTemplate, whatsAppParameters } from '../templates/domain/template-body';
import type { Template } from '../templates/template.entity';
import { TemplatesService } from '../templates/templates.service';
import type { Campaign, Enrolment, FollowUp } from './campaign.entity';
import { CampaignsRepository, type SendOwner } from './campaigns.repository';
import { planDispatch } from './domain/dispatch-planner';
import { skipReason } from './domain/skip-reasons';

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
/** A hand-off to a provider still unfinished after this long was interrupted (worker died): ms. */
const HANDOFF_LEASE_MS = 120_000;
/** A paced send whose slot is at most this far away waits for it in the job; a later one is rescheduled: ms. */
const MAX_SLOT_WAIT_MS = 1000;
/** Retry delay when a provider fails without saying how long to wait: ms. */
const DEFAULT_RETRY_MS = 5000;
/** A send waiting for credits is tried again after this long even without a grant: ms. */
const CREDIT_WAIT_MS = 15 * 60_000;

/**
 * A job that runs before its row is due (timers and the database clock differ by a few ms, or a
 * retry moved the row later) waits for it when that is at most {@link MAX_SLOT_WAIT_MS} away, and
 * otherwise enqueues it again for its time. @returns true when the row is due now.
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

/** What one claimed send needs after its transaction: the message and how to finish it. */
interface HandOff {
  accountId: string;
  owner: SendOwner;
  message: Message;
  sender: ChannelSender;
  contact: Contact;
  template: Template;
  followUps: FollowUpStepsToPlan | null;
}

/**
 * The outcome of a claim's transaction: sent in it (sandbox), to hand off after commit, or back
 * to pending until the sub-account has credits (a job at the backstop time).
 */
type Prepared =
  | { sent: FollowUp[] }
  | { handOff: HandOff }
  | { waiting: { accountId: string; owner: SendOwner; at: Date } };

interface FollowUpStepsToPlan {
  enrolmentId: string;
  steps: Campaign['followUps'];
}

/**
 * Enrolment and dispatch (description section 1, product.md section 7; ARCHITECTURE "Flow of a
 * campaign trigger").
 *
 * - `enrol` (subscriber of `ContactsAddedToList`): in one transaction, locks the campaigns the
 *   operation triggers, inserts enrolments (unique per campaign and contact) with dispatch times
 *   from the pure `planDispatch`, moves each campaign's last slot; then enqueues one
 *   `campaign.dispatch` job per enrolment (ids only).
 * - `dispatch` (the processor's use case): claims the enrolment with one
 *   `UPDATE … WHERE status = 'pending'`, re-checks the skip reasons, writes the message
 *   (`queued`) and either sends it in the same transaction (sandbox: nothing leaves the machine,
 *   so the send commits exactly once) or marks the hand-off and calls the provider after commit.
 *   A retryable provider error puts the enrolment back to `pending` (same message row, later);
 *   a refusal fails it. A hand-off interrupted by a crash is failed, never repeated (at most once).
 * - A sub-account pays `MESSAGE_CREDIT_COST` in the claim's transaction; without credit the send
 *   goes back to pending, marked waiting for credits, and a grant (`SubaccountCreditsGranted`)
 *   makes it due again (issue 6 item 5).
 * - Follow-ups are created when the opening message is sent and run the same way.
 * - `InboundMessageRecorded` marks the contact's sent enrolments `replied` and cancels follow-ups.
 * - A sweeper (worker processes, every `DISPATCH_SWEEP_MS`) re-enqueues due sends whose job was
 *   lost (a restart of the in-process driver, Redis down when enqueuing) and settles interrupted
 *   hand-offs. The claim makes a duplicate job harmless.
 */
@Injectable()
export class DispatchService
  implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown
{
  private readonly logger = new Logger(DispatchService.name);
  private readonly sweeper = new Sweeper('dispatch', () => this.sweepOnce(), this.logger);

  constructor(
    private readonly campaigns: CampaignsRepository,
    private readonly contacts: ContactsService,
    private readonly messaging: MessagingService,
    private readonly channels: ChannelsService,
    private readonly templates: TemplatesService,
    private readonly queue: JobQueue,
    private readonly outbox: OutboxService,
    private readonly credits: CreditsService,
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.outbox.subscribe<ContactsAddedToListPayload>(CONTACTS_ADDED_TO_LIST, (event) =>
      this.enrol(event),
    );
    this.outbox.subscribe<InboundMessageRecordedPayload>(INBOUND_MESSAGE_RECORDED, (event) =>
      this.onInbound(event),
    );
    this.outbox.subscribe<SubaccountCreditsGrantedPayload>(SUBACCOUNT_CREDITS_GRANTED, (event) =>
      this.onCreditsGranted(event),
    );
  }

  /** Credits were granted to a sub-account: its sends waiting for credits are due now. */
  private async onCreditsGranted(
    event: OutboxEvent<SubaccountCreditsGrantedPayload>,
  ): Promise<void> {
    const accountId = event.accountId;
    const { enrolments, followUps } = await this.campaigns.resumeCreditWaits(accountId);
    await this.enqueueDispatch(
      enrolments.map((e) => ({ accountId, enrolmentId: e.id, at: e.dispatchAt })),
    );
    await this.enqueueFollowUps(followUps.map((f) => ({ id: f.id, accountId, dueAt: f.dueAt })));
  }

  onApplicationBootstrap(): void {
    if (!this.config.runsWorkers) return;
    this.sweeper.start(this.config.DISPATCH_SWEEP_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.sweeper.stop();
  }

  /**
   * Enrols the contacts an add operation newly put in a list in every campaign it triggers, and
   * enqueues their dispatch. Idempotent: a repeated event finds everyone enrolled and does nothing.
   * An enqueue that fails (Redis down) is left to the sweeper; the enrolments are committed.
   */
  async enrol(event: OutboxEvent<ContactsAddedToListPayload>): Promise<void> {
    const { listId, contactIds, operationId } = event.payload;
    const accountId = event.accountId;
    const enrolments = await inTransaction(this.dataSource, async (manager) => {
      const triggered = await this.campaigns.lockTriggered(
        accountId,
        listId,
        event.createdAt,
        manager,
      );
      if (triggered.length === 0) return [];
      const now = await this.campaigns.now(manager);
      const inserted: Enrolment[] = [];
      for (const campaign of triggered) {
        const already = await this.campaigns.enrolledAmong(campaign.id, contactIds, manager);
        const fresh = contactIds.filter((id) => !already.has(id));
        if (fresh.length === 0) continue;
        const earlier = await this.campaigns.countOperation(campaign.id, operationId, manager);
        const plan = planDispatch({
          now,
          operationSize: earlier + contactIds.length,
          count: fresh.length,
          throttlePerMinute: campaign.throttlePerMinute,
          openingDelaySeconds: campaign.openingDelaySeconds,
          lastSlotAt: campaign.lastSlotAt,
        });
        inserted.push(
          ...(await this.campaigns.insertEnrolments(
            accountId,
            campaign.id,
            operationId,
            fresh,
            plan.dispatchAt,
            plan.mode === 'queued',
            manager,
          )),
        );
        if (plan.mode === 'queued' && plan.lastSlotAt) {
          await this.campaigns.setLastSlot(accountId, campaign.id, plan.lastSlotAt, manager);
        }
      }
      return inserted;
    });
    await this.enqueueDispatch(
      enrolments.map((e) => ({ accountId, enrolmentId: e.id, at: e.dispatchAt })),
    );
  }

  /**
   * Runs one enrolment's opening message (the `campaign.dispatch` job). A no-op unless the
   * enrolment is pending and due, so duplicate or early jobs are harmless.
   */
  async dispatch(data: DispatchJobData): Promise<void> {
    const enrolment = await this.campaigns.findEnrolment(data.accountId, data.enrolmentId);
    if (!enrolment || enrolment.status !== 'pending') return;
    const due = await untilDue(enrolment.dispatchAt, () =>
      // Early (a retry or a send slot rescheduled it): its own job is due later.
      this.enqueueDispatch([
        { accountId: data.accountId, enrolmentId: enrolment.id, at: enrolment.dispatchAt },
      ]),
    );
    if (!due) return;
    const campaign = await this.campaigns.find(data.accountId, enrolment.campaignId);
    if (!campaign) return;
    // Paced only while live: the sends of a campaign that is not are about to be skipped.
    const paced = campaign.status === 'live' && enrolment.paced && !enrolment.sendSlotAt;
    if (paced && !(await this.waitForSendSlot(data, enrolment))) return;
    const template = await this.templateOrNull(data.accountId, campaign.openingTemplateId);
    const sender = await this.channels.senderFor(data.accountId, campaign.channel);
    const owner: SendOwner = { kind: 'opening', id: enrolment.id };
    const prepared = await inTransaction(
      this.dataSource,
      async (manager): Promise<Prepared | null> => {
        // A paced send done in this transaction (sandbox) holds the campaign row first (the
        // lock order of enrolment and slot-taking: campaign, then enrolment) and keeps one
        // interval after the campaign's previous send, so send times themselves never bunch.
        const spaced =
          enrolment.paced && campaign.status === 'live' && sender.provider === 'sandbox';
        if (spaced) {
          const waitMs = await this.campaigns.lockSendSpacing(data.accountId, campaign.id, manager);
          if (waitMs > 0) await sleep(waitMs + 1);
        }
        const claimed = await this.campaigns.claimEnrolment(data.accountId, enrolment.id, manager);
        if (!claimed) return null;
        const contact = await this.contacts.findForDispatch(
          data.accountId,
          claimed.contactId,
          manager,
        );
        const wrote = await this.messaging.hasInbound(data.accountId, claimed.contactId, manager);
        return this.prepare(manager, {
          accountId: data.accountId,
          owner,
          existingMessageId: claimed.messageId,
          campaignStatus: claimed.campaignStatus,
          campaign,
          contact,
          contactWrote: wrote,
          template,
          sender,
          followUps: { enrolmentId: enrolment.id, steps: campaign.followUps },
          spaced,
        });
      },
    );
    await this.finish(prepared);
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
    const slot = await this.campaigns.takeSendSlot(data.accountId, enrolment.id);
    if (!slot) return false;
    if (slot.waitMs > MAX_SLOT_WAIT_MS) {
      await this.campaigns.reschedule(data.accountId, enrolment.id, slot.slotAt);
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
    const followUp = await this.campaigns.findFollowUp(data.accountId, data.followUpId);
    if (!followUp || followUp.status !== 'pending') return;
    if (!(await untilDue(followUp.dueAt, () => this.enqueueFollowUps([followUp])))) return;
    const template = await this.templateOrNull(data.accountId, followUp.templateId);
    const campaign = await this.campaigns.find(data.accountId, followUp.campaignId);
    if (!campaign) return;
    const sender = await this.channels.senderFor(data.accountId, campaign.channel);
    const owner: SendOwner = { kind: 'follow_up', id: followUp.id };
    const prepared = await inTransaction(
      this.dataSource,
      async (manager): Promise<Prepared | null> => {
        const claimed = await this.campaigns.claimFollowUp(data.accountId, followUp.id, manager);
        if (!claimed) return null;
        const contact = await this.contacts.findForDispatch(
          data.accountId,
          claimed.contactId,
          manager,
        );
        const replied =
          claimed.enrolmentStatus !== 'sent' ||
          (await this.messaging.hasInbound(
            data.accountId,
            claimed.contactId,
            manager,
            claimed.openingSentAt,
          ));
        return this.prepare(manager, {
          accountId: data.accountId,
          owner,
          existingMessageId: claimed.messageId,
          campaignStatus: claimed.campaignStatus,
          campaign,
          contact,
          contactWrote: replied,
          template,
          sender,
          followUps: null,
          spaced: false,
        });
      },
    );
    await this.finish(prepared);
  }

  /**
   * Re-enqueues due sends whose job was lost and settles hand-offs interrupted by a crash. Runs
   * on a timer in worker processes; tests call it directly. Never throws (errors are logged).
   */
  sweep(): Promise<void> {
    return this.sweeper.run();
  }

  private async sweepOnce(): Promise<void> {
    const interrupted = await this.messaging.failInterruptedHandoffs(HANDOFF_LEASE_MS);
    await this.campaigns.failOwnersOfMessages(interrupted.map((m) => m.id));
    const due = await this.campaigns.duePendingEnrolments(SWEEP_GRACE_MS, SWEEP_BATCH);
    await this.enqueueDispatch(
      due.map((e) => ({ accountId: e.accountId, enrolmentId: e.id, at: e.dispatchAt })),
    );
    const followUps = await this.campaigns.duePendingFollowUps(SWEEP_GRACE_MS, SWEEP_BATCH);
    await this.enqueueFollowUps(followUps);
  }

  /** The contact wrote: sent enrolments become `replied`, pending follow-ups are cancelled. */
  private async onInbound(event: OutboxEvent<InboundMessageRecordedPayload>): Promise<void> {
    const { contactId, receivedAt, messageType } = event.payload;
    if (messageType === 'reaction') return; // a reaction is not a reply
    await inTransaction(this.dataSource, (manager) =>
      this.campaigns.markReplied(event.accountId, contactId, new Date(receivedAt), manager),
    );
  }

  /**
   * Inside the claim's transaction: re-checks the skip reasons (a skip is recorded), writes (or
   * reuses) the message, then either sends it at once (sandbox) and records the outcome, or
   * marks the hand-off for `handOff` after commit.
   */
  private async prepare(
    manager: EntityManager,
    input: {
      accountId: string;
      owner: SendOwner;
      existingMessageId: string | null;
      /** The campaign's status as the claim saw it. */
      campaignStatus: string;
      campaign: Campaign;
      contact: Contact | null;
      /** Opening: the contact ever wrote. Follow-up: it replied since the opening. */
      contactWrote: boolean;
      template: Template | null;
      sender: ChannelSender;
      followUps: FollowUpStepsToPlan | null;
      /** The caller holds the campaign row to space this send: record it as the last send. */
      spaced: boolean;
    },
  ): Promise<Prepared | null> {
    const { accountId, owner, campaign, contact, template, sender } = input;
    const reason = skipReason(
      {
        campaignStatus: input.campaignStatus,
        templateStatus: template?.status ?? null,
        contactPhone: contact?.phone ?? null,
        contactOptedOut: Boolean(contact?.optedOutAt),
        contactWrote: input.contactWrote,
      },
      owner.kind,
    );
    // (`skipReason` names a missing contact `no_phone` and a missing template `template_not_approved`.)
    if (reason || !contact || !template) {
      await this.campaigns.markSkipped(accountId, owner, reason ?? 'no_phone', manager);
      return null;
    }
    let message = input.existingMessageId
      ? await this.messaging.findMessage(accountId, input.existingMessageId, manager)
      : null;
    if (!message) {
      message = await this.messaging.queueOutbound(manager, accountId, {
        contactId: contact.id,
        channel: campaign.channel,
        body: renderTemplate(template.body, contact),
        purpose: owner.kind,
        campaignId: campaign.id,
        templateId: template.id,
      });
      await this.campaigns.linkMessage(accountId, owner, message.id, manager);
    }
    // A sub-account pays here, in the claim's transaction, once per message (a retried send
    // reuses its message and is not charged again); without credit the send waits for a grant.
    const paid = await this.credits.debitForMessage(manager, accountId, message.id);
    if (paid.metered && !paid.ok) {
      const at = new Date(Date.now() + CREDIT_WAIT_MS);
      await this.campaigns.release(accountId, owner, at, manager, true);
      return { waiting: { accountId, owner, at } };
    }
    const handOff: HandOff = {
      accountId,
      owner,
      message,
      sender,
      contact,
      template,
      followUps: input.followUps,
    };
    if (sender.provider === 'sandbox') {
      const receipt = await sender.send(this.outboundMessage(handOff));
      const followUps = await this.recordSent(manager, handOff, receipt);
      if (input.spaced) await this.campaigns.recordSend(accountId, campaign.id, manager);
      return { sent: followUps };
    }
    await this.messaging.startHandoff(manager, accountId, message.id);
    return { handOff };
  }

  /** After the claim's commit: enqueues the follow-ups of a send done in it, or hands off. */
  private async finish(prepared: Prepared | null): Promise<void> {
    if (!prepared) return;
    if ('sent' in prepared) await this.enqueueFollowUps(prepared.sent);
    else if ('handOff' in prepared) await this.handOff(prepared.handOff);
    else {
      const { accountId, owner, at } = prepared.waiting;
      if (owner.kind === 'opening') {
        await this.enqueueDispatch([{ accountId, enrolmentId: owner.id, at }]);
      } else {
        await this.enqueueFollowUps([{ id: owner.id, accountId, dueAt: at }]);
      }
    }
  }

  /** After commit: hands the message to the provider and records the outcome. */
  private async handOff(handOff: HandOff): Promise<void> {
    const { accountId, owner, message } = handOff;
    try {
      const receipt = await handOff.sender.send(this.outboundMessage(handOff));
      const followUps = await inTransaction(this.dataSource, (manager) =>
        this.recordSent(manager, handOff, receipt),
      );
      await this.enqueueFollowUps(followUps);
    } catch (error) {
      if (error instanceof ProviderRetryableError) {
        const retryAt = new Date(Date.now() + (error.retryAfterMs || DEFAULT_RETRY_MS));
        this.logger.warn(
          { messageId: message.id, code: error.code, retryAt },
          'provider asked to retry later',
        );
        await inTransaction(this.dataSource, async (manager) => {
          await this.messaging.releaseHandoff(accountId, message.id, manager);
          await this.campaigns.release(accountId, owner, retryAt, manager);
        });
        if (owner.kind === 'opening') {
          await this.enqueueDispatch([{ accountId, enrolmentId: owner.id, at: retryAt }]);
        } else {
          await this.enqueueFollowUps([{ id: owner.id, accountId, dueAt: retryAt }]);
        }
        return;
      }
      const code = error instanceof ProviderRejectedError ? error.code : 'PROVIDER_ERROR';
      const text = (error as Error)?.message ?? String(error);
      if (!(error instanceof ProviderRejectedError)) {
        this.logger.error({ err: error, messageId: message.id }, 'provider hand-off failed');
      }
      await inTransaction(this.dataSource, async (manager) => {
        await this.messaging.markFailed(accountId, message.id, code, text, manager);
        await this.campaigns.markFailed(accountId, owner, code, text, manager);
      });
    }
  }

  /** Records a provider's acceptance: message and owner `sent`, follow-ups created. @returns the follow-ups to enqueue. */
  private async recordSent(
    manager: EntityManager,
    handOff: HandOff,
    receipt: SendReceipt,
  ): Promise<FollowUp[]> {
    const sent = await this.messaging.markSent(
      manager,
      handOff.accountId,
      handOff.message.id,
      receipt.provider,
      receipt.externalId,
    );
    const sentAt = sent?.sentAt ?? new Date();
    await this.campaigns.markSent(handOff.accountId, handOff.owner, sentAt, manager);
    if (!handOff.followUps) return [];
    return this.campaigns.insertFollowUps(
      handOff.accountId,
      handOff.followUps.enrolmentId,
      handOff.followUps.steps,
      sentAt,
      manager,
    );
  }

  private outboundMessage(handOff: HandOff) {
    const { message, contact, template } = handOff;
    return {
      messageId: message.id,
      to: contact.phone!,
      body: message.body,
      ...(message.channel === 'whatsapp'
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

  private async templateOrNull(accountId: string, id: string | null): Promise<Template | null> {
    if (!id) return null;
    return (await this.templates.findManyByIds(accountId, [id]))[0] ?? null;
  }

  /** Enqueues dispatch jobs (jobId = enrolment and time, so a re-enqueue of a waiting job is a no-op). */
  private enqueueDispatch(
    items: { accountId: string; enrolmentId: string; at: Date }[],
  ): Promise<void> {
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
