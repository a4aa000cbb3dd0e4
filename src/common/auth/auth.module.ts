import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccountsModule } from '../../modules/accounts/accounts.module';
import { RateLimitModule } from '../http/rate-limit/rate-limit.module';
import { ApiKeyGuard } from './api-key.guard';

/** Installs `ApiKeyGuard` (authentication and rate limiting) on every route; routes opt out with `@Public()`. */
@Module({
  imports: [AccountsModule, RateLimitModule],
  providers: [{ provide: APP_GUARD, useClass: ApiKeyGuard }],
})
export class AuthModule {}
