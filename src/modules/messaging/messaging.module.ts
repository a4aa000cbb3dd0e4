import { Module } from '@nestjs/common';
import { ChannelsModule } from '../channels/channels.module';
import { ContactsModule } from '../contacts/contacts.module';
import { MessagingController } from './messaging.controller';
import { MessagingRepository } from './messaging.repository';
import { MessagingService } from './messaging.service';

/**
 * Conversations and messages; records provider inbound messages and status reports (outbox
 * subscriptions) and exports `MessagingService` and the channel senders to the use cases that
 * send (campaigns, later the bot and custom channels).
 */
@Module({
  imports: [ContactsModule, ChannelsModule],
  controllers: [MessagingController],
  providers: [MessagingService, MessagingRepository],
  exports: [MessagingService, ChannelsModule],
})
export class MessagingModule {}
