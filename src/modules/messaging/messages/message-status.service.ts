import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { OnHook } from '../../../common/handlers/handler-decorators';
import { HooksService } from '../../../common/handlers/hooks.service';
import type { WebhookDelivery } from '../../../common/webhooks/webhook-delivery';
import { inTransaction } from '../../../database/transaction';
import type { ChannelStatusEvent } from '../../../events';
import { MessagingWebhooks } from '../messaging-webhooks';
import type { Message } from './message.entity';
import { MessageStatesRepository } from './message-states.repository';

/** The error code of a custom-channel message whose delivery failed after every retry. */
export const WEBHOOK_DELIVERY_FAILED = 'WEBHOOK_DELIVERY_FAILED';

/** A status report for a message not recorded yet is retried for this long: ms. */
const UNKNOWN_STATUS_RETRY_WINDOW_MS = 5 * 60_000;

/**
 * How outbound messages move (docs/sending.md#message-statuses): `queued` → `sent` → `delivered` →
 * `read`, or `failed`, forward only. Every move is announced to the account's
 * `message.status_changed` webhook endpoints in the transaction of the move.
 */
@Injectable()
export class MessageStatusService {
  private readonly logger = new Logger(MessageStatusService.name);

  constructor(
    private readonly states: MessageStatesRepository,
    private readonly webhooks: MessagingWebhooks,
    private readonly dataSource: DataSource,
    private readonly hooks: HooksService,
  ) {}

  /** queued → sent, with the provider and its message id. @returns the message, or null if it was not queued. */
  async markSent(
    manager: EntityManager,
    accountId: string,
    id: string,
    provider: string,
    externalId: string,
    sentAt: Date | null = null,
  ): Promise<Message | null> {
    const moved = await this.states.markSent(accountId, id, provider, externalId, manager, sentAt);
    return this.webhooks.statusChanged(manager, moved);
  }

  /** queued|sent → failed with `{code, message}`. @returns the message, or null if it could not fail. */
  async markFailed(
    accountId: string,
    id: string,
    code: string,
    message: string,
    manager?: EntityManager,
  ): Promise<Message | null> {
    const db = manager ?? this.dataSource.manager;
    const moved = await this.states.markFailed(accountId, id, code, message, db);
    return this.webhooks.statusChanged(db, moved);
  }

  /**
   * Fails one message whose send attempt began more than `olderThanMs` ago and never finished
   * (the worker died mid-send), in the caller's transaction. It is not sent again: the provider
   * may have it, and a message must never arrive twice.
   * @returns the message as failed (`SEND_INTERRUPTED`), or null when it settled meanwhile.
   */
  async failInterrupted(
    manager: EntityManager,
    accountId: string,
    id: string,
    olderThanMs: number,
  ): Promise<Message | null> {
    const moved = await this.states.failInterrupted(accountId, id, olderThanMs, manager);
    return this.webhooks.statusChanged(manager, moved);
  }

  /**
   * `WebhookDeliverySettled`: a custom channel's delivery of a message settled, so the message
   * is `delivered`, or `failed` with `WEBHOOK_DELIVERY_FAILED` and the last attempt's error.
   */
  @OnHook('WebhookDeliverySettled')
  async settleDelivery(manager: EntityManager, delivery: WebhookDelivery): Promise<void> {
    if (delivery.targetKind !== 'custom_channel' || !delivery.messageId) return;
    if (delivery.status === 'delivered') {
      const moved = await this.states.markDelivered(
        delivery.accountId,
        delivery.messageId,
        manager,
      );
      await this.webhooks.statusChanged(manager, moved);
      return;
    }
    await this.markFailed(
      delivery.accountId,
      delivery.messageId,
      WEBHOOK_DELIVERY_FAILED,
      `The delivery URL did not accept the message after ${delivery.attemptCount} attempt(s); last error: ${delivery.lastError ?? 'unknown'}.`,
      manager,
    );
  }

  /**
   * A provider's status report about messages it names by id (WhatsApp, Twilio): each moves
   * forward, never back; a move to `failed` runs the `MessageSettled` hook in its transaction,
   * as a refusal at the send does. A report for a message id not recorded yet (the provider can call back
   * before the send's own write commits) is retried for a few minutes, then dropped.
   *
   * @param reportedAt when the report arrived (its outbox event's time).
   * @throws Error while an unknown message id is still young, so that the outbox retries.
   */
  async applyReported(
    accountId: string,
    report: ChannelStatusEvent,
    reportedAt: Date,
  ): Promise<void> {
    for (const externalId of report.externalIds) {
      const outcome = await inTransaction(this.dataSource, async (manager) => {
        const result = await this.states.applyStatus(
          accountId,
          report.provider,
          externalId,
          report.status,
          report.error,
          new Date(report.occurredAt),
          report.pricing ?? null,
          manager,
        );
        if (typeof result === 'string') return result;
        await this.webhooks.statusChanged(manager, result);
        if (result.status === 'failed') {
          // failed after the send was accepted: its sender settles it too (a campaign counts
          // WhatsApp's 131049 as a skip: docs/campaigns.md#marketing-limit)
          await this.hooks.run('MessageSettled', manager, result);
        }
        return 'applied';
      });
      if (outcome !== 'unknown') continue;
      if (Date.now() - reportedAt.getTime() < UNKNOWN_STATUS_RETRY_WINDOW_MS) {
        throw new Error(`no ${report.provider} message ${externalId} yet`);
      }
      this.logger.warn(
        { accountId, provider: report.provider, externalId },
        'status report for an unknown message dropped',
      );
    }
  }

  /**
   * A delivery or read report within one conversation that names messages by watermark (Meta:
   * everything the person's app had by then) and/or by provider ids: the conversation's outbound
   * messages move forward to `status`, each announced, in one transaction.
   *
   * @returns how many messages moved.
   */
  async advance(
    accountId: string,
    conversationId: string,
    status: 'delivered' | 'read',
    report: { externalIds: string[]; upTo: Date | null; occurredAt: Date },
  ): Promise<number> {
    return inTransaction(this.dataSource, async (manager) => {
      const moved = await this.states.advanceOutbound(
        accountId,
        conversationId,
        status,
        report.externalIds,
        report.upTo,
        report.occurredAt,
        manager,
      );
      for (const message of moved) await this.webhooks.statusChanged(manager, message);
      return moved.length;
    });
  }
}
