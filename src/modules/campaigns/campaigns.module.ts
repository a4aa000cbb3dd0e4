import { Module, type OnModuleInit } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { MetricsService } from '../../observability/metrics.service';
import { ObservabilityModule } from '../../observability/observability.module';
import { AgencyModule } from '../agency/agency.module';
import { ContactsModule } from '../contacts/contacts.module';
import { ListsModule } from '../lists/lists.module';
import { MessagingModule } from '../messaging/messaging.module';
import { TemplatesModule } from '../templates/templates.module';
import { CampaignLifecycleService } from './campaign-lifecycle.service';
import { CampaignsContactData } from './campaigns-contact-data';
import { CampaignsController } from './campaigns.controller';
import { CampaignsRepository } from './campaigns.repository';
import { CampaignsService } from './campaigns.service';
import { DispatchProcessor } from './dispatch.processor';
import { DispatchService } from './dispatch.service';
import { EnrolmentService } from './enrolment.service';
import { EnrolmentsRepository } from './enrolments.repository';

/**
 * Campaigns, enrolment and dispatch. Subscribes to `ContactsAddedToList`,
 * `InboundMessageRecorded`, `TemplateStatusChanged` and `SubaccountCreditsGranted`; runs the `campaign.dispatch` and
 * `campaign.follow_up` processors; exports enrolment counts to /metrics.
 */
@Module({
  imports: [
    ContactsModule,
    ListsModule,
    TemplatesModule,
    MessagingModule,
    ObservabilityModule,
    AgencyModule,
  ],
  controllers: [CampaignsController],
  providers: [
    CampaignsService,
    CampaignsRepository,
    EnrolmentsRepository,
    EnrolmentService,
    DispatchService,
    DispatchProcessor,
    CampaignLifecycleService,
    CampaignsContactData,
  ],
  exports: [CampaignsService, DispatchService, EnrolmentService],
})
export class CampaignsModule implements OnModuleInit {
  constructor(
    private readonly metrics: MetricsService,
    private readonly enrolments: EnrolmentsRepository,
  ) {}

  onModuleInit(): void {
    const enrolments = this.enrolments;
    new Gauge({
      name: 'parley_campaign_enrolments',
      help: 'Campaign enrolments by status (all accounts)',
      labelNames: ['status'],
      registers: [this.metrics.registry],
      async collect() {
        this.reset();
        for (const row of await enrolments.countEnrolmentsByStatus().catch(() => [])) {
          this.set({ status: row.status }, row.count);
        }
      },
    });
  }
}
