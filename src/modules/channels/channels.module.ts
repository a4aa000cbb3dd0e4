import { Module } from '@nestjs/common';
import { ContactsModule } from '../contacts/contacts.module';
import { ChannelsContactData } from './channels-contact-data';
import { ChannelsController } from './channels.controller';
import { ChannelsRepository } from './channels.repository';
import { ChannelsService } from './channels.service';
import { MetaWebhooksController } from './meta-webhooks.controller';
import { MetaWebhooksService } from './meta-webhooks.service';
import { ProviderWebhooksController } from './provider-webhooks.controller';
import { ProviderWebhooksService } from './provider-webhooks.service';
import { SenderRateLimiter } from './sender-rate-limiter';

/**
 * Channel connections (WhatsApp Cloud API, Twilio SMS, Messenger, Instagram, the sandbox), the outbound port
 * (`ChannelsService.senderFor`) and the provider webhooks, which publish `ProviderMessageReceived`,
 * `ProviderMessageStatusReported`, `ProviderTemplateStatusReported` and `MetaEventReceived`
 * through the outbox, and redacts a contact's provider events when the contact is erased.
 * Needs the global `CryptoModule` (`SecretBox`).
 */
@Module({
  imports: [ContactsModule],
  controllers: [ChannelsController, ProviderWebhooksController, MetaWebhooksController],
  providers: [
    ChannelsContactData,
    ChannelsService,
    ChannelsRepository,
    ProviderWebhooksService,
    MetaWebhooksService,
    SenderRateLimiter,
  ],
  exports: [ChannelsService],
})
export class ChannelsModule {}
