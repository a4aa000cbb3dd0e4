import { Module } from '@nestjs/common';
import { RateLimitModule } from '../../common/http/rate-limit/rate-limit.module';
import { AccountsModule, SessionAuthenticator } from '../accounts';
import { AuthController } from './auth.controller';
import { PasswordHasher } from './password-hasher';
import { SessionsRepository } from './sessions.repository';
import { SessionsService } from './sessions.service';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';
import { TeamService } from './team.service';
import { UsersService } from './users.service';

/**
 * People, passwords and sessions (the app's sign-in, docs/sessions-and-app.md). Provides the
 * credential guard's `SessionAuthenticator` and exports `SessionsRepository`. The CLI's `users:create` uses `TeamService` directly
 * (`cli.module.ts`), without this module's HTTP and rate-limit dependencies.
 */
@Module({
  imports: [AccountsModule, RateLimitModule],
  controllers: [AuthController, UsersController],
  providers: [
    UsersService,
    TeamService,
    UsersRepository,
    SessionsService,
    SessionsRepository,
    PasswordHasher,
    { provide: SessionAuthenticator, useExisting: SessionsService },
  ],
  exports: [SessionAuthenticator, SessionsRepository],
})
export class UsersModule {}
