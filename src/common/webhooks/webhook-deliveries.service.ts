import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { afterCommit, inTransaction } from '../../database/transaction';
import type { WebhookAttempt, WebhookDelivery, WebhookTargetKind } from './webhook-delivery';
import { WebhookDeliveryBusyError, WebhookDeliveryNotFoundError } from './webhook.errors';
import { WebhooksRepository } from './webhooks.repository';
import { WebhooksService } from './webhooks.service';

/** A delivery with its attempts (`GET /v1/messages/{id}/deliveries`). */
export type DeliveryWithAttempts = WebhookDelivery & { attempts: WebhookAttempt[] };

/**
 * What people see of and do with webhook deliveries after they were written (docs/webhooks.md):
 * a message's or a target's deliveries with their attempts, redelivery (a new round of the whole
 * retry schedule, same `webhook-id`, scheduled through `WebhooksService` after commit), and the
 * counts by status for /metrics.
 */
@Injectable()
export class WebhookDeliveriesService {
  constructor(
    private readonly deliveries: WebhooksRepository,
    private readonly webhooks: WebhooksService,
    private readonly dataSource: DataSource,
  ) {}

  /** The message's deliveries (custom-channel delivery, event webhooks), oldest first, with attempts. */
  forMessage(accountId: string, messageId: string): Promise<DeliveryWithAttempts[]> {
    return this.deliveries.forMessage(accountId, messageId);
  }

  /**
   * The most recent deliveries to one target (`GET /v1/webhooks/{id}/deliveries`,
   * `GET /v1/custom_channels/{id}/deliveries`), newest first, at most `limit`, with attempts.
   */
  forTarget(
    accountId: string,
    kind: WebhookTargetKind,
    targetId: string,
    limit: number,
  ): Promise<DeliveryWithAttempts[]> {
    return this.deliveries.forTarget(accountId, kind, targetId, limit);
  }

  /**
   * Starts a new round of attempts (the whole retry schedule, same `webhook-id`) for one settled
   * delivery to a target (docs/webhooks.md#redelivery); it is scheduled after commit.
   *
   * @returns the delivery moved back to pending.
   * @throws WebhookDeliveryNotFoundError (404 `NOT_FOUND`) for an unknown `webhookId`;
   *   WebhookDeliveryBusyError (409 `CONFLICT`) while it is still pending or being attempted, or
   *   when it was cancelled by an erasure.
   */
  async redeliverOne(
    accountId: string,
    kind: WebhookTargetKind,
    targetId: string,
    webhookId: string,
  ): Promise<WebhookDelivery> {
    return inTransaction(this.dataSource, async (manager) => {
      const moved = await this.deliveries.redeliverOne(
        accountId,
        kind,
        targetId,
        webhookId,
        manager,
      );
      if (moved) {
        afterCommit(manager, () => this.webhooks.schedule([moved]));
        return moved;
      }
      const found = await this.deliveries.findByWebhookId(
        accountId,
        kind,
        targetId,
        webhookId,
        manager,
      );
      if (!found) throw new WebhookDeliveryNotFoundError(webhookId);
      throw new WebhookDeliveryBusyError(webhookId, found.status);
    });
  }

  /** Whether a delivery of the message to that target kind is waiting or running. */
  hasActive(
    accountId: string,
    messageId: string,
    kind: WebhookTargetKind,
    manager?: EntityManager,
  ): Promise<boolean> {
    return this.deliveries.hasActive(accountId, messageId, kind, manager);
  }

  /**
   * Starts a new round of attempts (with the full retry schedule) for the message's deliveries
   * to that target kind in one of `statuses`, in the caller's transaction; they are scheduled
   * when it commits.
   *
   * @returns the deliveries moved back to pending.
   */
  async redeliver(
    manager: EntityManager,
    accountId: string,
    messageId: string,
    kind: WebhookTargetKind,
    statuses: ('delivered' | 'failed')[],
  ): Promise<WebhookDelivery[]> {
    const moved = await this.deliveries.redeliver(accountId, messageId, kind, statuses, manager);
    if (moved.length > 0) afterCommit(manager, () => this.webhooks.schedule(moved));
    return moved;
  }

  /** Deliveries by status, for /metrics. */
  countByStatus(): Promise<{ status: string; count: number }[]> {
    return this.deliveries.countByStatus();
  }
}
