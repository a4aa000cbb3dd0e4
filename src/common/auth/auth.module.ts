import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccountsModule } from '../../modules/accounts/accounts.module';
import { ApiKeyGuard } from './api-key.guard';

/** Installs `ApiKeyGuard` on every route; routes opt out with `@Public()`. */
@Module({
  imports: [AccountsModule],
  providers: [{ provide: APP_GUARD, useClass: ApiKeyGuard }],
})
export class AuthModule {}
