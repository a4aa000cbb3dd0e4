import { Module } from '@nestjs/common';
import { ChannelsController } from './channels.controller';
import { ChannelsRepository } from './channels.repository';
import { ChannelsService } from './channels.service';
import { ProviderWebhooksController } from './provider-webhooks.controller';
import { ProviderWebhooksService } from './provider-webhooks.service';
import { SenderRateLimiter } from './sender-rate-limiter';

/**
 * Channel connections (WhatsApp Cloud API, Twilio SMS, the sandbox), the outbound port
 * (`ChannelsService.senderFor`) and the provider webhooks, which publish `ProviderMessageReceived`,
 * `ProviderMessageStatusReported` and `ProviderTemplateStatusReported` through the outbox.
 * Needs the global `CryptoModule` (`SecretBox`).
 */
@Module({
  controllers: [ChannelsController, ProviderWebhooksController],
  providers: [ChannelsService, ChannelsRepository, ProviderWebhooksService, SenderRateLimiter],
  exports: [ChannelsService],
})
export class ChannelsModule {}
