import { Module, type OnModuleInit } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { MetricsService } from '../../observability/metrics.service';
import { ObservabilityModule } from '../../observability/observability.module';
import { ContactsModule } from '../contacts/contacts.module';
import { ListsModule } from '../lists/lists.module';
import { MessagingModule } from '../messaging/messaging.module';
import { MessagingService } from '../messaging/messaging.service';
import { TemplatesModule } from '../templates/templates.module';
import { CampaignsController } from './campaigns.controller';
import { CampaignsRepository } from './campaigns.repository';
import { CampaignsService } from './campaigns.service';
import { DispatchProcessor } from './dispatch.processor';
import { DispatchService } from './dispatch.service';

/**
 * Campaigns, enrolment and dispatch. Subscribes to `ContactsAddedToList`,
 * `InboundMessageRecorded` and `TemplateStatusChanged`; runs the `campaign.dispatch` and
 * `campaign.follow_up` processors; exports enrolment and message counts to /metrics.
 */
@Module({
  imports: [ContactsModule, ListsModule, TemplatesModule, MessagingModule, ObservabilityModule],
  controllers: [CampaignsController],
  providers: [CampaignsService, CampaignsRepository, DispatchService, DispatchProcessor],
  exports: [CampaignsService, DispatchService],
})
export class CampaignsModule implements OnModuleInit {
  constructor(
    private readonly metrics: MetricsService,
    private readonly campaigns: CampaignsRepository,
    private readonly messaging: MessagingService,
  ) {}

  onModuleInit(): void {
    const campaigns = this.campaigns;
    const messaging = this.messaging;
    new Gauge({
      name: 'parley_campaign_enrolments',
      help: 'Campaign enrolments by status (all accounts)',
      labelNames: ['status'],
      registers: [this.metrics.registry],
      async collect() {
        this.reset();
        for (const row of await campaigns.countEnrolmentsByStatus().catch(() => [])) {
          this.set({ status: row.status }, row.count);
        }
      },
    });
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
