import { Module, type OnModuleInit } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { MetricsService } from '../../observability/metrics.service';
import { ObservabilityModule } from '../../observability/observability.module';
import { MessagingModule } from '../messaging';
import { LiveController } from './live.controller';
import { LiveHub } from './live-hub';

/**
 * The live event stream `GET /v1/events` (docs/conversations.md#live-events): its route and
 * this process's fan-out (`LiveHub`). The events are written by `common/outbox`'s `LiveEvents`
 * with the webhooks of the same changes; the route lives here because it needs the account's
 * credential guard. `parley_event_streams` on /metrics counts this process's open streams.
 */
@Module({
  imports: [ObservabilityModule, MessagingModule],
  controllers: [LiveController],
  providers: [LiveHub],
  exports: [LiveHub],
})
export class LiveModule implements OnModuleInit {
  constructor(
    private readonly metrics: MetricsService,
    private readonly hub: LiveHub,
  ) {}

  onModuleInit(): void {
    const hub = this.hub;
    new Gauge({
      name: 'parley_event_streams',
      help: 'Open GET /v1/events streams in this process',
      registers: [this.metrics.registry],
      collect() {
        this.set(hub.size);
      },
    });
  }
}
