import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type OutboxEvent, OutboxService } from '../../common/outbox/outbox.service';
import { WebhooksService } from '../../common/webhooks/webhooks.service';
import { inTransaction } from '../../database/transaction';
import {
  SUBACCOUNT_AUTO_RECHARGE_DUE,
  type SubaccountAutoRechargeDuePayload,
} from './agency-events';

/**
 * Delivers `SubaccountAutoRechargeDue` to the agency's webhook endpoints as
 * `subaccount.auto_recharge` (docs/ledger.md#auto-recharge), through the signed
 * delivery mechanism (retried with backoff, at least once). The event's `idempotency_key` also
 * keys the deliveries, so a redelivered outbox event adds no second webhook; the agency answers
 * with a grant carrying that key, which is applied once.
 */
@Injectable()
export class AutoRechargeNotifier implements OnModuleInit {
  constructor(
    private readonly outbox: OutboxService,
    private readonly webhooks: WebhooksService,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.outbox.subscribe<SubaccountAutoRechargeDuePayload>(SUBACCOUNT_AUTO_RECHARGE_DUE, (event) =>
      this.notify(event),
    );
  }

  /** Publishes the webhook (idempotent by the event's `idempotency_key`). */
  async notify(event: OutboxEvent<SubaccountAutoRechargeDuePayload>): Promise<void> {
    const { agency_id: agencyId, ...data } = event.payload;
    await inTransaction(this.dataSource, (manager) =>
      this.webhooks.publish(manager, agencyId, 'subaccount.auto_recharge', data, {
        eventKey: event.payload.idempotency_key,
      }),
    );
  }
}
