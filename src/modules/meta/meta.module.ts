import { Module } from '@nestjs/common';
import { CampaignsModule } from '../campaigns/campaigns.module';
import { ContactsModule } from '../contacts/contacts.module';
import { MessagingModule } from '../messaging/messaging.module';
import { MetaInboundService } from './meta-inbound.service';

/**
 * Messenger and Instagram (issue 12): records what their webhooks report (`MetaEventReceived`
 * from the channels module) as contacts, conversations, messages, statuses and reactions, and
 * hands entry points (referrals, Instagram comments) to campaigns' enrolment.
 */
@Module({
  imports: [ContactsModule, MessagingModule, CampaignsModule],
  providers: [MetaInboundService],
})
export class MetaModule {}
