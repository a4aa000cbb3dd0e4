import { type DynamicModule, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OutboxService } from '../common/outbox/outbox.service';
import { AppConfig } from '../config/app-config';
import { HooksModule } from '../common/handlers/handlers.module';
import { DatabaseModule } from '../database/database.module';
import { Mailer } from '../common/mail/mailer';
import { ENTITIES } from '../entities';
import { CryptoModule } from '../common/crypto/crypto.module';
import { AccountsModule } from '../modules/accounts';
import { UNPROCESSED_EVENTS_PROVIDERS } from '../modules/channels';
import { TemplatesModule } from '../modules/templates';
import {
  InvitationsRepository,
  PasswordHasher,
  PasswordResetLinks,
  PasswordResetsRepository,
  TeamService,
  UsersRepository,
} from '../modules/users';
import { CreateAccountCommand, RotateKeyCommand } from './accounts.commands';
import { RetryUnprocessedCommand } from './channels.commands';
import { MigrateCommand } from './database.commands';
import { RetentionService } from '../retention/retention.service';
import { RetentionRunCommand } from './retention.commands';
import { ReviewTemplateCommand } from './templates.commands';
import { CreateUserCommand, ResetPasswordCommand } from './users.commands';

/** The operator CLI: the same modules as the app, with the database attached to a running service when there is one. */
@Module({})
export class CliModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: CliModule,
      global: true,
      imports: [
        DatabaseModule.register({ role: 'cli', attachToRunning: true, entities: ENTITIES }),
        HooksModule,
        AccountsModule,
        TemplatesModule,
        CryptoModule,
      ],
      providers: [
        { provide: AppConfig, useValue: config },
        CreateAccountCommand,
        RotateKeyCommand,
        MigrateCommand,
        ReviewTemplateCommand,
        RetentionService,
        RetentionRunCommand,
        RetryUnprocessedCommand,
        ...UNPROCESSED_EVENTS_PROVIDERS,

        CreateUserCommand,
        // users:create needs the team's use case only, not UsersModule's HTTP and rate limits
        TeamService,
        UsersRepository,
        InvitationsRepository,
        PasswordHasher,
        Mailer,
        ResetPasswordCommand,
        PasswordResetLinks,
        PasswordResetsRepository,
        // Commands append outbox events but the CLI never relays them (its config says it runs
        // no workers, whatever APP_ROLE is): the running service's relay, or the next service
        // to start, delivers them to every subscriber.
        {
          provide: OutboxService,
          inject: [DataSource],
          useFactory: (dataSource: DataSource) =>
            new OutboxService(
              dataSource,
              Object.assign(new AppConfig(), config, { APP_ROLE: 'api' }),
            ),
        },
      ],
      exports: [AppConfig, OutboxService],
    };
  }
}
