import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AppConfig } from './config/app-config';
import { AccountsModule } from './modules/accounts';
import { CryptoModule } from './common/crypto/crypto.module';
import { AppExceptionFilter } from './common/errors';
import { IdempotencyModule } from './common/http/idempotency/idempotency.module';
import { OutboxModule } from './common/outbox/outbox.module';
import { WebhooksModule } from './common/webhooks/webhooks.module';
import { DatabaseModule } from './database/database.module';
import { ENTITIES } from './entities';
import { HandlersModule, HooksModule } from './common/handlers/handlers.module';
import { AgencyModule } from './modules/agency';
import { BotModule } from './modules/bot';
import { ChannelsModule } from './modules/channels';
import { ContactsModule } from './modules/contacts';
import { CustomChannelModule } from './modules/custom-channel';
import { ClockModule } from './common/clock/clock';
import { ImportsModule } from './modules/imports';
import { CampaignsModule } from './modules/campaigns';
import { ListsModule } from './modules/lists';
import { LiveModule } from './modules/live';
import { MessagingModule } from './modules/messaging';
import { TemplatesModule } from './modules/templates';
import { CredentialGuardModule, UsersModule } from './modules/users';
import { WebhookEndpointsModule } from './modules/webhooks';
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
        DatabaseModule.register({
          role: config.APP_ROLE,
          attachToRunning: false,
          entities: ENTITIES,
        }),
        RedisModule,
        ObservabilityModule,
        QueueModule.register(config),
        OutboxModule,
        HooksModule,
        HandlersModule,
        WebhooksModule,
        CryptoModule,
        ClockModule,
        CredentialGuardModule,
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
        AgencyModule,
        RetentionModule,
        WebhookEndpointsModule,
        LiveModule,
      ],
      providers: [
        { provide: AppConfig, useValue: config },
        { provide: APP_FILTER, useClass: AppExceptionFilter },
      ],
      exports: [AppConfig],
    };
  }
}
