import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { MetricsService } from '../../observability/metrics.service';
import { ObservabilityModule } from '../../observability/observability.module';
import { WebhookDeliveriesService } from './webhook-deliveries.service';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository';
import { WebhookEndpointsService } from './webhook-endpoints.service';
import { WebhookErasureService } from './webhook-erasure.service';
import { WebhooksRepository } from './webhooks.repository';
import { WebhooksService } from './webhooks.service';

/**
 * Signed webhook delivery for every module (`WebhooksService`; what was delivered and redelivery: `WebhookDeliveriesService`), the account's webhook endpoints
 * (`WebhookEndpointsService`; their routes are `modules/webhooks`), the erasure of a person from deliveries (`WebhookErasureService`), and
 * `parley_webhook_deliveries{status}` on /metrics.
 */
@Global()
@Module({
  imports: [ObservabilityModule],
  providers: [
    WebhooksService,
    WebhookDeliveriesService,
    WebhooksRepository,
    WebhookEndpointsService,
    WebhookEndpointsRepository,
    WebhookErasureService,
  ],
  exports: [
    WebhooksService,
    WebhookDeliveriesService,
    WebhookEndpointsService,
    WebhookErasureService,
  ],
})
export class WebhooksModule implements OnModuleInit {
  constructor(
    private readonly metrics: MetricsService,
    private readonly deliveries: WebhookDeliveriesService,
  ) {}

  onModuleInit(): void {
    const deliveries = this.deliveries;
    new Gauge({
      name: 'parley_webhook_deliveries',
      help: 'Outgoing webhook deliveries by status (all accounts)',
      labelNames: ['status'],
      registers: [this.metrics.registry],
      async collect() {
        this.reset();
        for (const row of await deliveries.countByStatus().catch(() => [])) {
          this.set({ status: row.status }, row.count);
        }
      },
    });
  }
}
