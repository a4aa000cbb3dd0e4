import { type DynamicModule, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { DatabaseModule } from '../database/database.module';
import { AccountsModule } from '../modules/accounts/accounts.module';
import { CreateAccountCommand, RotateKeyCommand } from './accounts.commands';
import { MigrateCommand } from './database.commands';

/** The operator CLI: the same modules as the app, with the database attached to a running service when there is one. */
@Module({})
export class CliModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: CliModule,
      global: true,
      imports: [DatabaseModule.register({ role: 'cli', attachToRunning: true }), AccountsModule],
      providers: [
        { provide: AppConfig, useValue: config },
        CreateAccountCommand,
        RotateKeyCommand,
        MigrateCommand,
      ],
      exports: [AppConfig],
    };
  }
}
