import { Module, type OnModuleInit } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { MetricsService } from '../../observability/metrics.service';
import { ObservabilityModule } from '../../observability/observability.module';
import { AccountsModule } from '../accounts';
import { ContactsModule } from '../contacts';
import { ListsModule } from '../lists';
import { MessagingModule } from '../messaging';
import { TemplatesModule } from '../templates';
import { Campaign, Enrolment, FollowUp } from './campaign.entity';
import { CampaignSendsRepository } from './campaign-sends.repository';
import { CampaignLifecycleService } from './campaign-lifecycle.service';
import { CampaignSettlement } from './campaign-settlement';
import { CampaignsContactData } from './campaigns-contact-data';
import { CampaignsController } from './campaigns.controller';
import { CampaignsRepository } from './campaigns.repository';
import { CampaignsService } from './campaigns.service';
import { DispatchProcessor } from './dispatch.processor';
import { DispatchQueue } from './dispatch.queue';
import { DispatchService } from './dispatch.service';
import { ContactTimeZones } from './contact-time-zones';
import { EnrolmentService } from './enrolment.service';
import { EnrolmentsRepository } from './enrolments.repository';

/**
 * Campaigns, enrolment and dispatch (docs/campaigns.md). Handles `ContactsAddedToList`,
 * `InboundMessageRecorded`, `TemplateStatusChanged` and `SubaccountCreditsGranted`, the
 * entry-point, settlement and deletion hooks, and the `campaign.dispatch` and
 * `campaign.follow_up` jobs; sends through messaging; enrolment counts on /metrics.
 */
@Module({
  imports: [
    AccountsModule,
    ContactsModule,
    ListsModule,
    TemplatesModule,
    MessagingModule,
    ObservabilityModule,
  ],
  controllers: [CampaignsController],
  providers: [
    CampaignsService,
    CampaignsRepository,
    EnrolmentsRepository,
    CampaignSendsRepository,
    EnrolmentService,
    DispatchService,
    ContactTimeZones,
    DispatchQueue,
    DispatchProcessor,
    CampaignSettlement,
    CampaignLifecycleService,
    CampaignsContactData,
  ],
  exports: [CampaignsService, DispatchService, DispatchQueue, EnrolmentService],
})
export class CampaignsModule implements OnModuleInit {
  /** The entities of this module (the application's entity list is assembled from these). */
  static readonly entities = [Campaign, Enrolment, FollowUp];

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
