import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { OnEvent, OnHook } from '../../common/handlers/handler-decorators';
import type { OutboxEvent } from '../../common/outbox/outbox-event';
import { afterCommit, inTransaction } from '../../database/transaction';
import type {
  CampaignExistingMembersRequestedPayload,
  ContactsAddedToListPayload,
  InboundMessageRecordedPayload,
} from '../../events';
import type { EntryPointReached } from '../../hooks';
import { ListsService } from '../lists';
import { ConversationsService } from '../messaging';
import type { Campaign, Enrolment, EnrolmentEntryPoint } from './campaign.entity';
import { CampaignsRepository } from './campaigns.repository';
import { DispatchQueue } from './dispatch.queue';
import { planDispatch } from './domain/dispatch-planner';
import {
  campaignForTrigger,
  entryPointOperationId,
  type EntryPointTrigger,
} from './domain/entry-points';
import { EnrolmentsRepository } from './enrolments.repository';

/** Members read and enrolled per transaction when a launch includes a list's existing members. */
const EXISTING_MEMBERS_BATCH = 500;

/**
 * Enrolment (docs/campaigns.md#triggering): who a campaign writes to, and when.
 *
 * - `enrol` (subscriber of `ContactsAddedToList`): in one transaction, locks the campaigns the
 *   operation triggers, inserts enrolments (unique per campaign and contact: at most once, ever)
 *   with dispatch times from the pure `planDispatch` (1-3 now, 4+ spaced at the campaign's rate
 *   after its last slot), moves each campaign's last slot; then has dispatch enqueue one
 *   `campaign.dispatch` job per enrolment (ids only).
 * - `InboundMessageRecorded`: the contact wrote, so its sent enrolments become `replied` and
 *   their pending follow-ups are cancelled (a reaction is not a reply, and neither is the message
 *   that carried an entry point).
 * - `enrolFromEntryPoint` (the `EntryPointReached` hook of Messenger/Instagram, in the
 *   transaction that records the event): the one live campaign the entry point starts enrols
 *   the person, at most once ever, with the same unique enrolment and dispatch as a list addition.
 */
@Injectable()
export class EnrolmentService {
  constructor(
    private readonly campaigns: CampaignsRepository,
    private readonly enrolments: EnrolmentsRepository,
    private readonly dispatch: DispatchQueue,
    private readonly conversations: ConversationsService,
    private readonly lists: ListsService,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * Enrols the contacts an add operation newly put in a list in every campaign it triggers, and
   * enqueues their dispatch. Idempotent: a repeated event finds everyone enrolled and does nothing.
   * An enqueue that fails (Redis down) is left to the sweeper; the enrolments are committed.
   */
  @OnEvent('ContactsAddedToList')
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
      const now = await this.enrolments.now(manager);
      const inserted: Enrolment[] = [];
      for (const campaign of triggered) {
        inserted.push(
          ...(await this.enrolInCampaign(
            accountId,
            campaign,
            contactIds,
            operationId,
            now,
            manager,
          )),
        );
      }
      return inserted;
    });
    await this.dispatch.enqueueDispatch(
      enrolments.map((e) => ({ accountId, enrolmentId: e.id, at: e.dispatchAt })),
    );
  }

  /**
   * Enrols the people already in a campaign's list when it was launched with
   * `includeExistingMembers` (docs/campaigns.md#existing-members): the members are read in
   * pages of {@link EXISTING_MEMBERS_BATCH}, each page enrolled in its own transaction through
   * `enrolInCampaign` (the same uniqueness and pacing as a list addition, the launch counting as
   * one operation) while the campaign is still live on that list, then dispatched. Idempotent:
   * a repeated event finds everyone enrolled; a campaign paused or moved meanwhile stops it.
   */
  @OnEvent('CampaignExistingMembersRequested')
  async enrolExistingMembers(
    event: OutboxEvent<CampaignExistingMembersRequestedPayload>,
  ): Promise<void> {
    const { campaignId, listId, operationId } = event.payload;
    const accountId = event.accountId;
    let cursor: string | undefined;
    do {
      let page: { data: string[]; nextCursor: string | null };
      try {
        page = await this.lists.pageMemberIds(accountId, listId, EXISTING_MEMBERS_BATCH, cursor);
      } catch (error) {
        if ((error as { code?: string }).code === 'LIST_NOT_FOUND') return;
        throw error;
      }
      const enrolments = await inTransaction(this.dataSource, async (manager) => {
        const campaign = await this.campaigns.lockLiveOnList(
          accountId,
          campaignId,
          listId,
          manager,
        );
        if (!campaign) return null;
        const now = await this.enrolments.now(manager);
        return this.enrolInCampaign(accountId, campaign, page.data, operationId, now, manager);
      });
      if (enrolments === null) return;
      await this.dispatch.enqueueDispatch(
        enrolments.map((e) => ({ accountId, enrolmentId: e.id, at: e.dispatchAt })),
      );
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }

  /**
   * In the caller's transaction, with `campaign` locked: enrols those of `contactIds` not yet
   * enrolled in it (at most once, ever), with dispatch times from the pure `planDispatch`
   * (operation `operationId`, counting who it enrolled before), and moves the campaign's last
   * slot. The one way a list's people are enrolled (additions and existing members).
   */
  private async enrolInCampaign(
    accountId: string,
    campaign: Campaign,
    contactIds: string[],
    operationId: string,
    now: Date,
    manager: EntityManager,
  ): Promise<Enrolment[]> {
    const already = await this.enrolments.enrolledAmong(
      accountId,
      campaign.id,
      contactIds,
      manager,
    );
    const fresh = contactIds.filter((id) => !already.has(id));
    if (fresh.length === 0) return [];
    const earlier = await this.enrolments.countOperation(
      accountId,
      campaign.id,
      operationId,
      manager,
    );
    const plan = planDispatch({
      now,
      operationSize: earlier + contactIds.length,
      count: fresh.length,
      throttlePerMinute: campaign.throttlePerMinute,
      openingDelaySeconds: campaign.openingDelaySeconds,
      lastSlotAt: campaign.lastSlotAt,
    });
    const inserted = await this.enrolments.insertEnrolments(
      accountId,
      campaign.id,
      operationId,
      fresh,
      plan.dispatchAt,
      plan.mode === 'queued',
      manager,
    );
    if (plan.mode === 'queued' && plan.lastSlotAt) {
      await this.campaigns.setLastSlot(accountId, campaign.id, plan.lastSlotAt, manager);
      campaign.lastSlotAt = plan.lastSlotAt;
    }
    return inserted;
  }

  /** The contact wrote: sent enrolments become `replied`, pending follow-ups are cancelled. */
  @OnEvent('InboundMessageRecorded')
  async onInbound(event: OutboxEvent<InboundMessageRecordedPayload>): Promise<void> {
    const { contactId, receivedAt, messageType, messageId } = event.payload;
    if (messageType === 'reaction') return; // a reaction is not a reply
    await this.enrolments.markReplied(event.accountId, contactId, new Date(receivedAt), messageId);
  }

  /**
   * The live campaign on the channel that an entry point would start now (`campaignForTrigger`
   * over the live campaigns with entry points, earliest launched first), or null. Read only: lets
   * the caller skip an event that starts nothing (a comment without a keyword) before recording
   * anything of it.
   */
  async campaignFor(
    accountId: string,
    channel: 'messenger' | 'instagram',
    trigger: EntryPointTrigger,
    manager?: EntityManager,
  ): Promise<Campaign | null> {
    const live = await this.campaigns.liveWithEntryPoints(accountId, channel, manager);
    return campaignForTrigger(live, trigger);
  }

  /** `EntryPointMatching`: whether the entry point would start a campaign now (`campaignFor`). */
  @OnHook('EntryPointMatching')
  async matches(
    accountId: string,
    channel: 'messenger' | 'instagram',
    trigger: EntryPointTrigger,
  ): Promise<boolean> {
    return (await this.campaignFor(accountId, channel, trigger)) !== null;
  }

  /**
   * Enrols the person an entry point brought (docs/campaigns.md#entry-points), in the caller's transaction: the
   * campaign `campaignFor` names, unless the person was enrolled in it before (the unique
   * `(campaign_id, contact_id)`: once per campaign, ever, whatever the redeliveries). The
   * enrolment is due at once (after `openingDelaySeconds`, `planDispatch` for one contact), keeps
   * the trigger (a comment's id and time make the opening its private reply), and its operation
   * id is derived from `eventKey`. The person's conversation is routed to the campaign (its bot
   * carries on), and the message that carried the entry point is marked answered, so the bot
   * leaves it to the opening message. The dispatch job is enqueued after commit.
   *
   * Nothing happens when no live campaign matches, or the person was enrolled already.
   */
  @OnHook('EntryPointReached')
  async enrolFromEntryPoint(
    manager: EntityManager,
    accountId: string,
    reached: EntryPointReached,
  ): Promise<void> {
    const campaign = await this.campaignFor(accountId, reached.channel, reached.trigger, manager);
    if (!campaign) return;
    // Enrolled before (a redelivery, a second click or comment): a plain read, which never waits
    // for the enrolment's row while its dispatch holds it, so this transaction (holding the
    // person's conversation) and the dispatch's (holding the enrolment, then asking for the
    // conversation) cannot deadlock. The insert below still decides under concurrency.
    const enrolled = await this.enrolments.enrolledAmong(
      accountId,
      campaign.id,
      [reached.contactId],
      manager,
    );
    if (enrolled.size > 0) return;
    const plan = planDispatch({
      now: await this.enrolments.now(manager),
      operationSize: 1,
      count: 1,
      throttlePerMinute: campaign.throttlePerMinute,
      openingDelaySeconds: campaign.openingDelaySeconds,
      lastSlotAt: campaign.lastSlotAt,
    });
    const [enrolment] = await this.enrolments.insertEnrolments(
      accountId,
      campaign.id,
      entryPointOperationId(reached.eventKey),
      [reached.contactId],
      plan.dispatchAt,
      false,
      manager,
      {
        entryPoint: entryPointRecord(reached.trigger),
        triggerMessageId: reached.triggerMessage?.id ?? null,
      },
    );
    if (!enrolment) return;
    await this.conversations.ensure(manager, accountId, {
      contactId: reached.contactId,
      channel: reached.channel,
      customChannelId: null,
      campaignId: campaign.id,
    });
    if (reached.triggerMessage) {
      await this.conversations.markAnsweredThrough(
        manager,
        accountId,
        reached.conversationId,
        reached.triggerMessage.receivedAt,
      );
    }
    afterCommit(manager, () =>
      this.dispatch.enqueueDispatch([
        { accountId, enrolmentId: enrolment.id, at: enrolment.dispatchAt },
      ]),
    );
  }
}

/** What an enrolment keeps of its trigger (a comment's text is not kept: it is public content). */
function entryPointRecord(trigger: EntryPointTrigger): EnrolmentEntryPoint {
  if (trigger.kind === 'referral') {
    return { kind: 'referral', ref: trigger.ref, adId: trigger.adId, source: trigger.source };
  }
  return {
    kind: 'comment',
    commentId: trigger.commentId,
    commentedAt: trigger.commentedAt,
    mediaId: trigger.mediaId,
  };
}
