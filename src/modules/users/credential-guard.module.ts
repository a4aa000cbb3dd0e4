import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { RateLimitModule } from '../../common/http/rate-limit/rate-limit.module';
import { AccountsModule, CredentialGuard } from '../accounts';
import { UsersModule } from './users.module';

/**
 * Installs the accounts module's `CredentialGuard` (API key or session, CSRF origin check,
 * owner-only routes, rate limiting) on every route; routes opt out with `@Public()`. It lives
 * here, above both modules: the guard's session port (`SessionAuthenticator`) is provided by
 * `UsersModule`, and accounts know nothing of people.
 */
@Module({
  imports: [AccountsModule, UsersModule, RateLimitModule],
  providers: [{ provide: APP_GUARD, useClass: CredentialGuard }],
})
export class CredentialGuardModule {}
