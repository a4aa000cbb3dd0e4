import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OnEvent } from '../../common/handlers/handler-decorators';
import type { OutboxEvent } from '../../common/outbox/outbox-event';
import { WebhooksService } from '../../common/webhooks/webhooks.service';
import { inTransaction } from '../../database/transaction';
import type { SubaccountAutoRechargeDuePayload } from '../../events';

/**
 * Delivers `SubaccountAutoRechargeDue` to the agency's webhook endpoints as
 * `subaccount.auto_recharge` (docs/ledger.md#auto-recharge), through the signed
 * delivery mechanism (retried with backoff, at least once). The event's `idempotency_key` also
 * keys the deliveries, so a redelivered outbox event adds no second webhook; the agency answers
 * with a grant carrying that key, which is applied once.
 */
@Injectable()
export class AutoRechargeNotifier {
  constructor(
    private readonly webhooks: WebhooksService,
    private readonly dataSource: DataSource,
  ) {}

  /** `SubaccountAutoRechargeDue`: publishes the webhook (idempotent by the event's `idempotency_key`). */
  @OnEvent('SubaccountAutoRechargeDue')
  async notify(event: OutboxEvent<SubaccountAutoRechargeDuePayload>): Promise<void> {
    const { agency_id: agencyId, ...data } = event.payload;
    await inTransaction(this.dataSource, (manager) =>
      this.webhooks.publish(manager, agencyId, 'subaccount.auto_recharge', data, {
        eventKey: event.payload.idempotency_key,
      }),
    );
  }
}
