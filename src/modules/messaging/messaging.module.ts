import { Module, type OnModuleInit } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { MetricsService } from '../../observability/metrics.service';
import { ObservabilityModule } from '../../observability/observability.module';
import { ChannelsModule } from '../channels/channels.module';
import { ContactsModule } from '../contacts/contacts.module';
import { MessagingController } from './messaging.controller';
import { MessagingRepository } from './messaging.repository';
import { MessagingService } from './messaging.service';

/**
 * Conversations and messages; records provider inbound messages and status reports (outbox
 * subscriptions) and exports `MessagingService` and the channel senders to the use cases that
 * send (campaigns, later the bot and custom channels); message counts on /metrics.
 */
@Module({
  imports: [ContactsModule, ChannelsModule, ObservabilityModule],
  controllers: [MessagingController],
  providers: [MessagingService, MessagingRepository],
  exports: [MessagingService, ChannelsModule],
})
export class MessagingModule implements OnModuleInit {
  constructor(
    private readonly metrics: MetricsService,
    private readonly messaging: MessagingService,
  ) {}

  /** `parley_messages{direction,status}` on /metrics, counted at each scrape. */
  onModuleInit(): void {
    const messaging = this.messaging;
    new Gauge({
      name: 'parley_messages',
      help: 'Messages by direction and status (all accounts)',
      labelNames: ['direction', 'status'],
      registers: [this.metrics.registry],
      async collect() {
        this.reset();
        for (const row of await messaging.countByStatus().catch(() => [])) {
          this.set({ direction: row.direction, status: row.status }, row.count);
        }
      },
    });
  }
}
