import { Module } from '@nestjs/common';
import { ChannelsModule } from '../channels';
import { ContactsModule } from '../contacts';
import { MessagingModule } from '../messaging';
import { CustomChannelMessagesController } from './custom-channel-messages.controller';
import { CustomChannelMessagesService } from './custom-channel-messages.service';

/**
 * The description's custom-channel endpoints (docs/channels.md#custom-channels): the API send and
 * the incoming message, over messaging's one outbound and one inbound path. The custom channels
 * themselves (CRUD, secrets, deliveries) are the channels module's `custom` adapter.
 */
@Module({
  imports: [ContactsModule, ChannelsModule, MessagingModule],
  controllers: [CustomChannelMessagesController],
  providers: [CustomChannelMessagesService],
})
export class CustomChannelModule {}
