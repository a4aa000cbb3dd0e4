import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { inTransaction } from '../../database/transaction';
import { AccountsService } from '../accounts';
import { type Contact, ContactsService } from '../contacts';
import { ConversationsService, MessagesService, OutboundService } from '../messaging';
import { type Template, TemplatesService } from '../templates';
import type { Campaign, EnrolmentEntryPoint } from './campaign.entity';
import { CampaignsRepository } from './campaigns.repository';
import { DispatchQueue } from './dispatch.queue';
import { marketingLimitApplies, marketingLimitWait } from './domain/marketing-limit';
import { quietHoursEnd } from './domain/quiet-hours';
import { ContactTimeZones } from './contact-time-zones';
import { skipReason } from './domain/skip-reasons';
import { CampaignSendsRepository } from './campaign-sends.repository';
import { EnrolmentsRepository, type SendOwner } from './enrolments.repository';

/** Waits `ms` in the process (no lock, no connection held). */
const pause = (ms: number): Promise<void> =>
  ms > 0 ? new Promise((resolve) => setTimeout(resolve, Math.ceil(ms))) : Promise.resolve();

/** A send waiting for credits is tried again after this long even without a grant: ms. */
const CREDIT_WAIT_MS = 15 * 60_000;
/**
 * A job at most this early for its row's due time or send slot waits in the process and runs
 * it, holding no lock and no connection (queue timers fire a few ms early or late, and at 200
 * sends/s slots are 5 ms apart): ms. Put back on the queue instead, every early run cost a job
 * run, a read and, for the sandbox's spacing, a rolled-back transaction (docs/campaigns.md#pacing).
 */
const IN_PROCESS_WAIT_MS = 250;
/** Runs of one send's spacing check before its job goes back on the queue. */
const SPACING_TRIES = 5;
/** A send slot further away than this moves the row's due time too (the sweeper's backstop): ms. */
const MAX_SLOT_WAIT_MS = 1000;

/**
 * Thrown inside a spaced (sandbox) send's transaction, right before its sent move, when it would
 * come less than one interval after the campaign's previous one: rolls the send back (nothing
 * claimed) with how long to wait (`waitMs`, ms).
 */
class SendSpacingWait extends Error {
  constructor(readonly waitMs: number) {
    super(`send spacing: ${waitMs} ms early`);
  }
}

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
  /** The send settles in the claim's transaction (the sandbox) and is spaced before its sent move. */
  spaced: boolean;
  /** An opening enrolled by an entry point (Messenger/Instagram): what reached the campaign. */
  entryPoint: EnrolmentEntryPoint | null;
  /** The account's time zone, read before the claim's transaction (quiet hours' fallback). */
  accountZone: string;
}

/**
 * Campaign dispatch (docs/campaigns.md#dispatch): the `campaign.dispatch` and
 * `campaign.follow_up` jobs, each a claimed send of messaging's one outbound path.
 *
 * - `dispatch`/`followUp` claim their row with one `UPDATE … WHERE status = 'pending'` (which
 *   also gives the send its message id), re-check the skip reasons (a skip is recorded), and ask
 *   `OutboundService.prepare` to send the opening template or follow-up in the claim's
 *   transaction; the outbound path writes, pays, checks the window, sends (sandbox) or hands
 *   over after commit, and retries retryable refusals durably. A window closed before the send
 *   is skipped `window_closed`.
 * - Pacing (docs/campaigns.md#pacing) never waits under a lock, and waits in the process only a
 *   little (at most `IN_PROCESS_WAIT_MS`, holding no connection): a job that runs further ahead
 *   of its row's due time (its dispatch time, or its send slot), or a paced (4+) opening whose
 *   send slot is further away, is put back on the queue as a delayed job for its time, with
 *   nothing claimed; a sandbox send that would come less than one interval after the campaign's
 *   previous one rolls back and waits or goes back likewise. A send slot more than a second
 *   away also moves the row's due time, so the sweeper does not bring the job back early if it
 *   is lost.
 * - Quiet hours: a send due inside the campaign's `quietHours` in the contact's local time goes
 *   back to pending, due at their end, as a delayed job (docs/campaigns.md#quiet-hours).
 * - A WhatsApp `marketing` template to a person WhatsApp refused for Meta's per-person marketing
 *   limit (131049) less than 24 h ago goes back to pending, due 24 h after that refusal
 *   (docs/campaigns.md#marketing-limit).
 * - A sub-account without credit: the send goes back to pending, marked waiting for credits
 *   (`CampaignSettlement` makes it due again on a grant).
 */
@Injectable()
export class DispatchService {
  constructor(
    private readonly campaigns: CampaignsRepository,
    private readonly enrolments: EnrolmentsRepository,
    private readonly sends: CampaignSendsRepository,
    private readonly contacts: ContactsService,
    private readonly messages: MessagesService,
    private readonly conversations: ConversationsService,
    private readonly outbound: OutboundService,
    private readonly templates: TemplatesService,
    private readonly queue: DispatchQueue,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly accounts: AccountsService,
    private readonly timeZones: ContactTimeZones,
  ) {}

  /**
   * Runs one enrolment's opening message (the `campaign.dispatch` job). A no-op unless the
   * enrolment is pending and due, so duplicate or early jobs are harmless.
   */
  async dispatch(data: { accountId: string; enrolmentId: string }): Promise<void> {
    const { accountId } = data;
    const enrolment = await this.enrolments.findEnrolment(accountId, data.enrolmentId);
    if (!enrolment || enrolment.status !== 'pending') return;
    const later = (at: Date) =>
      this.queue.enqueueDispatch([{ accountId, enrolmentId: enrolment.id, at }]);
    const slotAt = enrolment.sendSlotAt ? new Date(enrolment.sendSlotAt) : null;
    const dueAt = slotAt && slotAt > enrolment.dispatchAt ? slotAt : enrolment.dispatchAt;
    if (await this.early(dueAt, later)) return;
    const campaign = await this.campaigns.find(accountId, enrolment.campaignId);
    if (!campaign) return;
    // Paced only while live: the sends of a campaign that is not are about to be skipped.
    const paced = campaign.status === 'live' && enrolment.paced;
    if (paced && !slotAt) {
      const slot = await this.enrolments.takeSendSlot(accountId, enrolment.id);
      if (!slot) return;
      if (slot.waitMs > IN_PROCESS_WAIT_MS) {
        if (slot.waitMs > MAX_SLOT_WAIT_MS) {
          await this.enrolments.reschedule(accountId, enrolment.id, slot.slotAt);
        }
        return later(slot.slotAt);
      }
      await pause(slot.waitMs);
    }
    const template = await this.templateOrNull(accountId, campaign.openingTemplateId);
    const spaced = paced && (await this.outbound.settlesInTransaction(accountId, campaign.channel));
    const zone = await this.accountZone(accountId, campaign);
    for (let tries = 1; ; tries++) {
      const waitMs = await this.claimAndSend(accountId, enrolment.id, campaign, template, {
        spaced,
        zone,
      });
      if (waitMs <= 0) return;
      if (waitMs > IN_PROCESS_WAIT_MS || tries >= SPACING_TRIES) {
        return later(new Date(Date.now() + waitMs));
      }
      await pause(waitMs);
    }
  }

  /**
   * The claim's transaction of an opening: the claim and the send. A spaced (sandbox) send takes
   * the campaign's spacing right before its sent move; early, the transaction rolls back (nothing
   * claimed) and the wait is returned.
   * @returns ms to wait before trying again, or 0 when done (sent, skipped or claimed elsewhere).
   */
  private async claimAndSend(
    accountId: string,
    enrolmentId: string,
    campaign: Campaign,
    template: Template | null,
    { spaced, zone }: { spaced: boolean; zone: string },
  ): Promise<number> {
    try {
      await inTransaction(this.dataSource, async (manager) => {
        const claimed = await this.enrolments.claimEnrolment(accountId, enrolmentId, manager);
        if (!claimed) return;
        const contact = await this.contacts.findForDispatch(accountId, claimed.contactId, manager);
        await this.send(manager, {
          accountId,
          owner: { kind: 'opening', id: enrolmentId },
          messageId: claimed.messageId,
          campaignStatus: claimed.campaignStatus,
          campaign,
          contact,
          contactWrote: await this.messages.hasInbound(accountId, claimed.contactId, manager),
          template,
          spaced,
          entryPoint: claimed.entryPoint,
          accountZone: zone,
        });
      });
      return 0;
    } catch (error) {
      if (error instanceof SendSpacingWait) return error.waitMs;
      throw error;
    }
  }

  /** Runs one follow-up (the `campaign.follow_up` job); a no-op unless it is pending and due. */
  async followUp(data: { accountId: string; followUpId: string }): Promise<void> {
    const { accountId } = data;
    const followUp = await this.sends.findFollowUp(accountId, data.followUpId);
    if (!followUp || followUp.status !== 'pending') return;
    const later = (at: Date) =>
      this.queue.enqueueFollowUps([{ id: followUp.id, accountId, dueAt: at }]);
    if (await this.early(followUp.dueAt, later)) return;
    const template = await this.templateOrNull(accountId, followUp.templateId);
    const campaign = await this.campaigns.find(accountId, followUp.campaignId);
    if (!campaign) return;
    const zone = await this.accountZone(accountId, campaign);
    await inTransaction(this.dataSource, async (manager) => {
      const claimed = await this.sends.claimFollowUp(accountId, followUp.id, manager);
      if (!claimed) return;
      const contact = await this.contacts.findForDispatch(accountId, claimed.contactId, manager);
      // an opening WhatsApp refused after the send (131049) is no reply: its follow-ups go, held
      // by the marketing limit like any marketing template (docs/campaigns.md#marketing-limit)
      const refusedLater =
        claimed.enrolmentStatus === 'skipped' &&
        claimed.enrolmentSkipReason === 'marketing_limit_reached';
      const replied =
        (claimed.enrolmentStatus !== 'sent' && !refusedLater) ||
        (await this.messages.hasInbound(
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
        entryPoint: null,
        accountZone: zone,
      });
    });
  }

  /**
   * A job that runs before its row is due (a timer a little early, or a send slot or credit
   * wait that moved the row later) is put back on the queue for its time. @returns true when so.
   */
  private async early(at: Date, later: (at: Date) => Promise<void>): Promise<boolean> {
    const waitMs = at.getTime() - Date.now();
    if (waitMs <= 0) return false;
    if (waitMs <= IN_PROCESS_WAIT_MS) {
      await pause(waitMs);
      return false;
    }
    await later(at);
    return true;
  }

  /**
   * Inside the claim's transaction: re-checks the skip reasons (a skip is recorded), then sends
   * through the one outbound path with the message id of the claim. Without credit the send
   * waits for a grant (pending again, its job enqueued after commit for the backstop time). An
   * opening from an Instagram comment is that comment's private reply.
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
          ? await this.outbound.hasPrivateReply(
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
      await this.sends.markSkipped(accountId, owner, reason ?? 'no_phone', manager);
      return;
    }
    const waitUntil =
      marketingLimitApplies(campaign.channel, template.category) &&
      marketingLimitWait({
        channel: campaign.channel,
        templateCategory: template.category,
        lastRefusedAt: await this.messages.lastMarketingLimit(accountId, contact.id, manager),
        now: this.clock.now(),
      });
    if (waitUntil) {
      // Meta's per-person marketing limit (docs/campaigns.md#marketing-limit): wait, not skip
      await this.queue.putBack(manager, accountId, owner, waitUntil, null);
      return;
    }
    const quietUntil = await this.quietHoursEnd(campaign, contact, send.accountZone);
    if (quietUntil) {
      // quiet hours in the contact's local time (docs/campaigns.md#quiet-hours): a delayed job
      await this.queue.putBack(manager, accountId, owner, quietUntil, 'quiet_hours');
      return;
    }
    const conversation = await this.conversations.ensure(manager, accountId, {
      contactId: contact.id,
      channel: campaign.channel,
      customChannelId: null,
      campaignId: campaign.id,
    });
    const prepared = await this.outbound.prepare(manager, {
      accountId,
      conversation,
      contact,
      template,
      purpose: owner.kind,
      campaignId: campaign.id,
      messageId: send.messageId,
      whenUnpaid: 'wait',
      whenWindowClosed: 'report',
      replyTo,
      sendSpacing: send.spaced
        ? (tx) => this.takeSendSpacing(accountId, campaign.id, tx)
        : undefined,
    });
    if (prepared.windowClosed) {
      await this.sends.markSkipped(accountId, owner, 'window_closed', manager);
      return;
    }
    if (prepared.waitingForCredits) {
      await this.queue.waitForCredits(
        manager,
        accountId,
        owner,
        new Date(Date.now() + CREDIT_WAIT_MS),
      );
      return;
    }
  }

  /** A spaced send's time, right before its sent move; early: `SendSpacingWait` (a rollback). */
  private async takeSendSpacing(
    accountId: string,
    campaignId: string,
    manager: EntityManager,
  ): Promise<Date> {
    const spacing = await this.campaigns.takeSendSpacing(accountId, campaignId, manager);
    if ('waitMs' in spacing) throw new SendSpacingWait(spacing.waitMs);
    return spacing.sentAt;
  }

  /**
   * When the contact's quiet hours end, if the send is due inside them now (the `Clock`), else
   * null: the campaign's `quietHours` in the contact's zone (`ContactTimeZones`: the phone's one
   * zone, else the account's `timeZone`). docs/campaigns.md#quiet-hours.
   */
  private async quietHoursEnd(
    campaign: Campaign,
    contact: Contact,
    accountZone: string,
  ): Promise<Date | null> {
    if (!campaign.quietHours) return null;
    const zone = await this.timeZones.zoneOf(contact.phone, accountZone);
    return quietHoursEnd(campaign.quietHours, zone, this.clock.now());
  }

  /** The account's time zone when the campaign has quiet hours (else unused: `UTC`). */
  private async accountZone(accountId: string, campaign: Campaign): Promise<string> {
    if (!campaign.quietHours) return 'UTC';
    return (await this.accounts.findById(accountId))?.timeZone ?? 'UTC';
  }

  private async templateOrNull(accountId: string, id: string | null): Promise<Template | null> {
    if (!id) return null;
    return (await this.templates.findManyByIds(accountId, [id]))[0] ?? null;
  }
}
