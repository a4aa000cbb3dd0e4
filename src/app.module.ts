import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AppConfig } from './config/app-config';
import { AuthModule } from './modules/accounts/auth/auth.module';
import { CryptoModule } from './common/crypto/crypto.module';
import { AppExceptionFilter } from './common/errors';
import { IdempotencyModule } from './common/http/idempotency/idempotency.module';
import { OutboxModule } from './common/outbox/outbox.module';
import { WebhooksModule } from './common/webhooks/webhooks.module';
import { DatabaseModule } from './database/database.module';
import { AccountsModule } from './modules/accounts/accounts.module';
import { AgencyModule } from './modules/agency/agency.module';
import { BotModule } from './modules/bot/bot.module';
import { ChannelsModule } from './modules/channels/channels.module';
import { ContactsModule } from './modules/contacts/contacts.module';
import { CustomChannelModule } from './modules/custom-channel/custom-channel.module';
import { ClockModule } from './common/clock/clock';
import { ImportsModule } from './modules/imports/imports.module';
import { CampaignsModule } from './modules/campaigns/campaigns.module';
import { ListsModule } from './modules/lists/lists.module';
import { MessagingModule } from './modules/messaging/messaging.module';
import { MetaModule } from './modules/meta/meta.module';
import { TemplatesModule } from './modules/templates/templates.module';
import { UsersModule } from './modules/users/users.module';
import { WebhookEndpointsModule } from './modules/webhooks/webhooks.module';
import { ObservabilityModule } from './observability/observability.module';
import { QueueModule } from './queue/queue.module';
import { RetentionModule } from './retention/retention.module';
import { RedisModule } from './redis/redis.module';

/** Root module: wires the modules for a given configuration; nothing else. */
@Module({})
export class AppModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        DatabaseModule.register({ role: config.APP_ROLE, attachToRunning: false }),
        RedisModule,
        ObservabilityModule,
        QueueModule.register(config),
        OutboxModule,
        WebhooksModule,
        CryptoModule,
        ClockModule,
        AuthModule,
        IdempotencyModule,
        AccountsModule,
        UsersModule,
        ContactsModule,
        ListsModule,
        ImportsModule,
        ChannelsModule,
        TemplatesModule,
        MessagingModule,
        CampaignsModule,
        CustomChannelModule,
        BotModule,
        MetaModule,
        AgencyModule,
        RetentionModule,
        WebhookEndpointsModule,
      ],
      providers: [
        { provide: AppConfig, useValue: config },
        { provide: APP_FILTER, useClass: AppExceptionFilter },
      ],
      exports: [AppConfig],
    };
  }
}
