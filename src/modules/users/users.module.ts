import { Module } from '@nestjs/common';
import { MailModule } from '../../common/mail/mail.module';
import { RateLimitModule } from '../../common/http/rate-limit/rate-limit.module';
import { AccountsModule, SessionAuthenticator } from '../accounts';
import { AuthController } from './auth.controller';
import { DevicesRepository } from './devices.repository';
import { InvitationsController } from './invitations.controller';
import { InvitationsRepository } from './invitations.repository';
import { PasswordHasher } from './password-hasher';
import { PasswordResetLinks } from './password-reset-links';
import { PasswordResetService } from './password-reset.service';
import { PasswordResetsRepository } from './password-resets.repository';
import { SessionsRepository } from './sessions.repository';
import { SessionsService } from './sessions.service';
import { SignInLimits } from './sign-in-limits';
import { SignupRequestsRepository } from './signup-requests.repository';
import { TeamService } from './team.service';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';
import { InvitationAcceptanceService } from './invitation-acceptance.service';
import { SignInService } from './sign-in.service';
import { SignupService } from './signup.service';
import { UsersService } from './users.service';

/**
 * People, their memberships in accounts, invitations, passwords, sessions and trusted devices
 * (the app's sign-in, docs/sessions-and-app.md, docs/security.md). Provides the credential
 * guard's `SessionAuthenticator` and exports `SessionsRepository`. The CLI's `users:create` uses
 * `TeamService` directly (`cli.module.ts`), without this module's HTTP and rate-limit
 * dependencies.
 */
@Module({
  imports: [AccountsModule, RateLimitModule, MailModule],
  controllers: [AuthController, UsersController, InvitationsController],
  providers: [
    UsersService,
    SignInService,
    SignupService,
    InvitationAcceptanceService,
    TeamService,
    PasswordResetService,
    PasswordResetLinks,
    PasswordResetsRepository,
    UsersRepository,
    InvitationsRepository,
    SignupRequestsRepository,
    DevicesRepository,
    SessionsService,
    SessionsRepository,
    SignInLimits,
    PasswordHasher,
    { provide: SessionAuthenticator, useExisting: SessionsService },
  ],
  exports: [SessionAuthenticator, SessionsRepository],
})
export class UsersModule {}
