import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { RateLimitModule } from '../../../common/http/rate-limit/rate-limit.module';
import { UsersModule } from '../../users/users.module';
import { AccountsModule } from '../accounts.module';
import { CredentialGuard } from './credential.guard';

/**
 * Installs `CredentialGuard` (API key or session, CSRF origin check, owner-only routes, rate
 * limiting) on every route; routes opt out with `@Public()`. The session port is provided by
 * `UsersModule`.
 */
@Module({
  imports: [AccountsModule, UsersModule, RateLimitModule],
  providers: [{ provide: APP_GUARD, useClass: CredentialGuard }],
})
export class AuthModule {}
