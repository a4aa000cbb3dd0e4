import { Module } from '@nestjs/common';
import { ContactsModule } from '../contacts/contacts.module';
import { MessagingModule } from '../messaging/messaging.module';
import { MetaInboundService } from './meta-inbound.service';

/**
 * Messenger and Instagram (issue 12): records what their webhooks report (`MetaEventReceived`
 * from the channels module) as contacts, conversations, messages, statuses and reactions.
 */
@Module({
  imports: [ContactsModule, MessagingModule],
  providers: [MetaInboundService],
})
export class MetaModule {}
