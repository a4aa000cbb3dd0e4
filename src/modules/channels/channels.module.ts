import { Module } from '@nestjs/common';
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
 * through the outbox.
 * Needs the global `CryptoModule` (`SecretBox`).
 */
@Module({
  controllers: [ChannelsController, ProviderWebhooksController, MetaWebhooksController],
  providers: [
    ChannelsService,
    ChannelsRepository,
    ProviderWebhooksService,
    MetaWebhooksService,
    SenderRateLimiter,
  ],
  exports: [ChannelsService],
})
export class ChannelsModule {}
