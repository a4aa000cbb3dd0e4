import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type OutboxEvent, OutboxService } from '../../common/outbox/outbox.service';
import { inTransaction } from '../../database/transaction';
import { CONTACTS_ADDED_TO_LIST, type ContactsAddedToListPayload } from '../lists/lists.service';
import {
  INBOUND_MESSAGE_RECORDED,
  type InboundMessageRecordedPayload,
} from '../messaging/messaging-events';
import type { Enrolment } from './campaign.entity';
import { CampaignsRepository } from './campaigns.repository';
import { DispatchService } from './dispatch.service';
import { planDispatch } from './domain/dispatch-planner';
import { EnrolmentsRepository } from './enrolments.repository';

/**
 * Enrolment (description section 1, product.md section 7; ARCHITECTURE "Flow of a campaign
 * trigger"): who a campaign writes to, and when.
 *
 * - `enrol` (subscriber of `ContactsAddedToList`): in one transaction, locks the campaigns the
 *   operation triggers, inserts enrolments (unique per campaign and contact: at most once, ever)
 *   with dispatch times from the pure `planDispatch` (1-3 now, 4+ spaced at the campaign's rate
 *   after its last slot), moves each campaign's last slot; then has dispatch enqueue one
 *   `campaign.dispatch` job per enrolment (ids only).
 * - `InboundMessageRecorded`: the contact wrote, so its sent enrolments become `replied` and
 *   their pending follow-ups are cancelled (a reaction is not a reply).
 */
@Injectable()
export class EnrolmentService implements OnModuleInit {
  constructor(
    private readonly campaigns: CampaignsRepository,
    private readonly enrolments: EnrolmentsRepository,
    private readonly dispatch: DispatchService,
    private readonly outbox: OutboxService,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.outbox.subscribe<ContactsAddedToListPayload>(CONTACTS_ADDED_TO_LIST, (event) =>
      this.enrol(event),
    );
    this.outbox.subscribe<InboundMessageRecordedPayload>(INBOUND_MESSAGE_RECORDED, (event) =>
      this.onInbound(event),
    );
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
      const now = await this.enrolments.now(manager);
      const inserted: Enrolment[] = [];
      for (const campaign of triggered) {
        const already = await this.enrolments.enrolledAmong(
          accountId,
          campaign.id,
          contactIds,
          manager,
        );
        const fresh = contactIds.filter((id) => !already.has(id));
        if (fresh.length === 0) continue;
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
        inserted.push(
          ...(await this.enrolments.insertEnrolments(
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
    await this.dispatch.enqueueDispatch(
      enrolments.map((e) => ({ accountId, enrolmentId: e.id, at: e.dispatchAt })),
    );
  }

  /** The contact wrote: sent enrolments become `replied`, pending follow-ups are cancelled. */
  private async onInbound(event: OutboxEvent<InboundMessageRecordedPayload>): Promise<void> {
    const { contactId, receivedAt, messageType } = event.payload;
    if (messageType === 'reaction') return; // a reaction is not a reply
    await inTransaction(this.dataSource, (manager) =>
      this.enrolments.markReplied(event.accountId, contactId, new Date(receivedAt), manager),
    );
  }
}
