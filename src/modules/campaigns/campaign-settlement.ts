import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OnEvent, OnHook } from '../../common/handlers/handler-decorators';
import type { OutboxEvent } from '../../common/outbox/outbox-event';
import { afterCommit } from '../../database/transaction';
import type { SubaccountCreditsGrantedPayload } from '../../events';
import type { CampaignSendRate, SettledMessage } from '../../hooks';
import { DispatchQueue } from './dispatch.queue';
import { CampaignSendsRepository } from './campaign-sends.repository';
import { EnrolmentsRepository } from './enrolments.repository';

/**
 * A campaign's sends follow their messages (docs/campaigns.md#dispatch):
 *
 * - `MessageSettled` (in the transaction of the move): the opening or follow-up that owns the
 *   message becomes `sent` (an opening then creates its follow-ups, due `afterMinutes` later,
 *   enqueued after commit) or `failed` with the message's error; WhatsApp's
 *   `MARKETING_LIMIT_REACHED` skips it with `marketing_limit_reached` (docs/campaigns.md#skip-reasons),
 *   also when a `failed` status webhook reports it after the send was `sent`
 *   (docs/campaigns.md#marketing-limit).
 *   Other authors' messages are not campaigns'.
 * - `SubaccountCreditsGranted`: the sub-account's sends waiting for credits are due again, still
 *   paced (docs/ledger.md#waiting-for-credit).
 * - `CampaignSendRate`: a paced (4+) opening's campaign and `throttlePerMinute`, so its
 *   provider call keeps the campaign's rate too (docs/campaigns.md#pacing).
 */
@Injectable()
export class CampaignSettlement {
  constructor(
    private readonly sends: CampaignSendsRepository,
    private readonly queue: DispatchQueue,
    private readonly enrolments: EnrolmentsRepository,
  ) {}

  /** `CampaignSendRate`: see the class; null for any other message. */
  @OnHook('CampaignSendRate')
  sendRate(accountId: string, messageId: string): Promise<CampaignSendRate | null> {
    return this.enrolments.pacedOpening(accountId, messageId);
  }

  /** `MessageSettled`: see the class. */
  @OnHook('MessageSettled')
  async onSettled(manager: EntityManager, message: SettledMessage): Promise<void> {
    const kind = message.purpose;
    if (kind !== 'opening' && kind !== 'follow_up') return;
    const accountId = message.accountId;
    if (message.status === 'failed' && message.errorCode === 'MARKETING_LIMIT_REACHED') {
      // WhatsApp's per-person marketing limit: a reason not to send, counted as a skip
      const skipReason = 'marketing_limit_reached';
      await this.sends.settleByMessage(accountId, kind, message.id, { skipReason }, manager);
      return;
    }
    if (message.status === 'failed') {
      const error = {
        code: message.errorCode ?? 'PROVIDER_ERROR',
        message: message.errorMessage ?? '',
      };
      await this.sends.settleByMessage(accountId, kind, message.id, { error }, manager);
      return;
    }
    const sentAt = message.sentAt ?? new Date();
    const owner = await this.sends.settleByMessage(
      accountId,
      kind,
      message.id,
      { sentAt },
      manager,
    );
    if (!owner || kind !== 'opening') return;
    const followUps = await this.sends.insertFollowUps(
      accountId,
      owner.id,
      owner.followUps ?? [],
      sentAt,
      manager,
    );
    if (followUps.length > 0) afterCommit(manager, () => this.queue.enqueueFollowUps(followUps));
  }

  /** `SubaccountCreditsGranted`: see the class. */
  @OnEvent('SubaccountCreditsGranted')
  async onCreditsGranted(event: OutboxEvent<SubaccountCreditsGrantedPayload>): Promise<void> {
    const accountId = event.accountId;
    const { enrolments, followUps } = await this.sends.resumeCreditWaits(accountId);
    await this.queue.enqueueDispatch(
      enrolments.map((e) => ({ accountId, enrolmentId: e.id, at: e.dispatchAt })),
    );
    await this.queue.enqueueFollowUps(
      followUps.map((f) => ({ id: f.id, accountId, dueAt: f.dueAt })),
    );
  }
}
