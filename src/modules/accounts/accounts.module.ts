import { Module } from '@nestjs/common';
import { AccountsController } from './accounts.controller';
import { AccountsRepository } from './accounts.repository';
import { AccountsService } from './accounts.service';
import { ApiKeyCache } from './api-key-cache';
import { Account } from './account.entity';
import { ApiKey } from './api-key.entity';

/** Accounts, API keys and key rotation. Exports the service the API-key guard authenticates with. */
@Module({
  controllers: [AccountsController],
  providers: [AccountsService, AccountsRepository, ApiKeyCache],
  exports: [AccountsService],
})
export class AccountsModule {
  /** The entities of this module (the application's entity list is assembled from these). */
  static readonly entities = [Account, ApiKey];
}
