import { Module } from '@nestjs/common';
import { AgencyModule } from '../agency/agency.module';
import { CampaignsModule } from '../campaigns/campaigns.module';
import { ContactsModule } from '../contacts/contacts.module';
import { MessagingModule } from '../messaging/messaging.module';
import { CustomChannelMessagesController } from './custom-channel-messages.controller';
import { CustomChannelMessagesService } from './custom-channel-messages.service';
import { CustomChannelsController } from './custom-channels.controller';
import { CustomChannelsRepository } from './custom-channels.repository';
import { CustomChannelsService } from './custom-channels.service';

/**
 * Custom channels (issue 5): their CRUD and signing secrets, the send and incoming endpoints, and
 * delivery of messages written in custom conversations by other modules (`CustomChannelMessagesService.deliver`).
 */
@Module({
  imports: [ContactsModule, MessagingModule, CampaignsModule, AgencyModule],
  controllers: [CustomChannelsController, CustomChannelMessagesController],
  providers: [CustomChannelsService, CustomChannelsRepository, CustomChannelMessagesService],
  exports: [CustomChannelMessagesService],
})
export class CustomChannelModule {}
