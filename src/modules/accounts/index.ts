/** The public surface of the accounts module: what other modules may use (docs/architecture.md#boundaries). */
export type { Account } from './account.entity';
export { ACCOUNT_TYPES } from './domain/account-type';
export type { AccountType } from './domain/account-type';
export { AccountsModule } from './accounts.module';
export { AccountsService } from './accounts.service';
export { smsHelpTextOf } from './domain/account-settings';
export {
  CurrentAccount,
  CurrentCaller,
  LongLived,
  OwnerOnly,
  personOf,
  RefuseQueryApiKey,
  restrictedTo,
  SessionOnly,
} from './auth/auth.decorators';
export type { Caller } from './auth/auth.decorators';
export { CredentialGuard } from './auth/credential.guard';
export { checkRequestOrigin, serviceOrigin } from './auth/same-origin';
export { SessionAuthenticator, USER_ROLES } from './auth/session-authenticator';
export type { AuthenticatedSession, UserRole } from './auth/session-authenticator';
export {
  SESSION_COOKIE,
  clearSessionCookie,
  readSessionCookie,
  setSessionCookie,
} from './auth/session-cookie';
export { AccountDto } from './dto/account.dto';
