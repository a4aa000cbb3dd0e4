import { Module } from '@nestjs/common';
import { ContactsModule } from '../contacts';
import { CustomChannelAdapter } from './adapters/custom/custom.adapter';
import { CustomChannelsController } from './adapters/custom/custom-channels.controller';
import { CustomChannelsRepository } from './adapters/custom/custom-channels.repository';
import { CustomChannelsService } from './adapters/custom/custom-channels.service';
import { MetaAdapter } from './adapters/meta/meta.adapter';
import { MetaWebhooksController } from './adapters/meta/meta-webhooks.controller';
import { MetaWebhooksService } from './adapters/meta/meta-webhooks.service';
import { TwilioAdapter } from './adapters/twilio/twilio.adapter';
import { TwilioWebhooksController } from './adapters/twilio/twilio-webhooks.controller';
import { TwilioWebhooksService } from './adapters/twilio/twilio-webhooks.service';
import { WhatsAppAdapter } from './adapters/whatsapp/whatsapp.adapter';
import { WhatsAppTemplateSubmitter } from './adapters/whatsapp/whatsapp-templates';
import { WhatsAppWebhooksController } from './adapters/whatsapp/whatsapp-webhooks.controller';
import { WhatsAppWebhooksService } from './adapters/whatsapp/whatsapp-webhooks.service';
import { ChannelAdapters } from './channel-adapters';
import { ChannelConnection } from './channel-connection.entity';
import { ChannelWebhooks } from './channel-webhooks.service';
import { ChannelsContactData } from './channels-contact-data';
import { ChannelsController } from './channels.controller';
import { ChannelsRepository } from './channels.repository';
import { ChannelsService } from './channels.service';
import { SenderRateLimiter } from './sender-rate-limiter';
import { UnprocessedEventsRepository } from './unprocessed-events.repository';
import { UnprocessedEventsService } from './unprocessed-events.service';

/**
 * What the operator's `channels:retry-unprocessed` needs without the whole module (no senders,
 * no Redis): the provider webhooks' readers and the one record path
 * (docs/channels.md#unprocessed-events). The CLI lists these; the module provides them too.
 */
export const UNPROCESSED_EVENTS_PROVIDERS = [
  ChannelsRepository,
  ChannelWebhooks,
  WhatsAppWebhooksService,
  TwilioWebhooksService,
  MetaWebhooksService,
  UnprocessedEventsRepository,
  UnprocessedEventsService,
];

/**
 * The channels (docs/channels.md): the account's provider connections and custom channels, one
 * adapter per channel behind `ChannelAdapters` (how messages leave, windows, recipients), and
 * the provider webhooks, which record what they report as `ChannelEventReceived` and
 * `ProviderTemplateStatusReported` outbox events. The lowest of the messaging modules: it knows
 * nothing of conversations, campaigns or the bot.
 */
@Module({
  imports: [ContactsModule],
  controllers: [
    ChannelsController,
    CustomChannelsController,
    WhatsAppWebhooksController,
    TwilioWebhooksController,
    MetaWebhooksController,
  ],
  providers: [
    ChannelsService,
    ChannelsRepository,
    ChannelsContactData,
    ChannelAdapters,
    ChannelWebhooks,
    SenderRateLimiter,
    WhatsAppAdapter,
    WhatsAppTemplateSubmitter,
    WhatsAppWebhooksService,
    TwilioAdapter,
    TwilioWebhooksService,
    MetaAdapter,
    MetaWebhooksService,
    CustomChannelAdapter,
    CustomChannelsService,
    CustomChannelsRepository,
    UnprocessedEventsRepository,
    UnprocessedEventsService,
  ],
  exports: [
    ChannelAdapters,
    ChannelsService,
    CustomChannelsService,
    MetaAdapter,
    UnprocessedEventsService,
  ],
})
export class ChannelsModule {
  /** The entities of this module (the application's entity list is assembled from these). */
  static readonly entities = [ChannelConnection];
}
