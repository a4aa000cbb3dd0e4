import { Module, type OnModuleInit } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { MetricsService } from '../../observability/metrics.service';
import { ObservabilityModule } from '../../observability/observability.module';
import { ChannelsModule } from '../channels/channels.module';
import { AgencyModule } from '../agency/agency.module';
import { ContactsModule } from '../contacts/contacts.module';
import { MessagingContactData } from './messaging-contact-data';
import { TemplatesModule } from '../templates/templates.module';
import { MessagingController } from './messaging.controller';
import { MessagingRepository } from './messaging.repository';
import { MessagingService } from './messaging.service';
import { OutboundService } from './outbound.service';
import { HumanRepliesService } from './human-replies.service';

/**
 * Conversations and messages; records provider inbound messages and status reports (outbox
 * subscriptions), owns the one outbound path (`OutboundService`, ARCHITECTURE "Sending a
 * message") and exports it with `MessagingService` and the channel senders; message counts on
 * /metrics.
 */
@Module({
  imports: [ContactsModule, ChannelsModule, AgencyModule, TemplatesModule, ObservabilityModule],
  controllers: [MessagingController],
  providers: [
    MessagingService,
    MessagingRepository,
    MessagingContactData,
    OutboundService,
    HumanRepliesService,
  ],
  exports: [MessagingService, OutboundService, ChannelsModule],
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
