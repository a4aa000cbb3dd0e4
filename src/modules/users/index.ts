/** The public surface of the users module: what other modules may use (docs/architecture.md#boundaries). */
export { CredentialGuardModule } from './credential-guard.module';
export { normaliseEmail } from './domain/password-policy';
export { UserDto } from './dto/auth.dto';
export { InvitationsRepository } from './invitations.repository';
export { PasswordHasher } from './password-hasher';
export { PasswordResetLinks } from './password-reset-links';
export { PasswordResetsRepository } from './password-resets.repository';
export { TeamService } from './team.service';
export { UsersModule } from './users.module';
export { UsersRepository } from './users.repository';
