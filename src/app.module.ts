import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import { AppConfig } from './config/app-config';
import { AuthModule } from './modules/accounts/auth/auth.module';
import { CryptoModule } from './common/crypto/crypto.module';
import { AppExceptionFilter } from './common/errors';
import { IdempotencyModule } from './common/http/idempotency/idempotency.module';
import { OutboxModule } from './common/outbox/outbox.module';
import { WebhooksModule } from './common/webhooks/webhooks.module';
import { DatabaseModule } from './database/database.module';
import { ENTITIES } from './entities';
import { HandlersModule, HooksModule } from './common/handlers/handlers.module';
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
import { TemplatesModule } from './modules/templates/templates.module';
import { UsersModule } from './modules/users/users.module';
import { WebhookEndpointsModule } from './modules/webhooks/webhooks.module';
import { ObservabilityModule } from './observability/observability.module';
import { QueueModule } from './queue/queue.module';
import { RetentionModule } from './retention/retention.module';
import { RedisModule } from './redis/redis.module';

/** Root module: wires the modules for a given configuration and logger; nothing else. */
@Module({})
export class AppModule {
  static register(config: AppConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        // Nest's own log lines go to pino; no per-request middleware (no async context): the
        // access log and request ids are `requestObserver`'s (observability/request-observer.ts)
        LoggerModule.forRoot({ pinoHttp: { logger }, useExisting: true, forRoutes: [] }),
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
