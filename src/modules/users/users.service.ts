import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ValidationFailedError } from '../../common/errors';
import { RateLimiter } from '../../common/http/rate-limit/rate-limiter';
import { AppConfig } from '../../config/app-config';
import { inTransaction } from '../../database/transaction';
import { type Account, AccountsService, type Caller, type UserRole } from '../accounts';
import { normaliseEmail, passwordProblems } from './domain/password-policy';
import { PasswordHasher } from './password-hasher';
import { type OpenedSession, SessionsService } from './sessions.service';
import {
  EmailTakenError,
  InvalidCredentialsError,
  SessionRequiredError,
  SignupClosedError,
} from './users.errors';
import { isUniqueViolation, type UserRecord, UsersRepository } from './users.repository';

/** Sign-in attempts allowed per email within `SIGN_IN_WINDOW_MS` (the 11th is refused). */
export const SIGN_IN_ATTEMPTS_PER_EMAIL = 10;
/** Sign-in and sign-up attempts allowed per client IP within `SIGN_IN_WINDOW_MS`. */
export const SIGN_IN_ATTEMPTS_PER_IP = 100;
/** The window of the sign-in budgets: 15 minutes, in ms. */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

/** The person and account a session belongs to (the body of sign-up, sign-in and `me`). */
export interface SignedIn {
  user: { id: string; name: string; email: string; role: UserRole };
  account: { id: string; name: string; type: Account['type'] };
}

/** A session just opened, with who it is for. */
export interface SignInResult {
  session: OpenedSession;
  me: SignedIn;
}

/**
 * People signing in (docs/sessions-and-app.md#sign-up-and-sign-in): sign-up, sign-in with its rate
 * limits, the signed-in person, password change. The team itself is `TeamService`.
 */
@Injectable()
export class UsersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly accounts: AccountsService,
    private readonly hasher: PasswordHasher,
    private readonly rateLimiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  /**
   * Creates an account (standard or agency, without an API key) and its owner in one
   * transaction, and signs the owner in.
   *
   * @throws SignupClosedError (403 `SIGNUP_CLOSED`) when `ALLOW_SIGNUP` is false;
   * @throws AppError 429 `RATE_LIMITED` past `SIGN_IN_ATTEMPTS_PER_IP` per 15 min from the IP;
   * @throws ValidationFailedError for a password outside the rules;
   * @throws EmailTakenError (409 `CONFLICT`) when the email is in use (concurrent sign-ups with one email: one wins).
   */
  async signup(
    input: {
      name: string;
      email: string;
      password: string;
      accountName: string;
      accountType?: 'standard' | 'agency';
    },
    ip: string,
  ): Promise<SignInResult> {
    if (!this.config.ALLOW_SIGNUP) throw new SignupClosedError();
    await this.limitIp(ip);
    const email = normaliseEmail(input.email);
    const problems = passwordProblems(input.password, email);
    if (input.name.trim().length === 0)
      problems.push({ field: 'name', message: 'must not be blank' });
    if (input.accountName.trim().length === 0)
      problems.push({ field: 'accountName', message: 'must not be blank' });
    if (problems.length > 0) throw new ValidationFailedError(problems);
    const passwordHash = await this.hasher.hash(input.password);
    try {
      return await inTransaction(this.dataSource, async (manager) => {
        const account = await this.accounts.createWithoutKey(manager, {
          name: input.accountName,
          type: input.accountType ?? 'standard',
        });
        const user = await this.users.insert(
          account.id,
          { name: input.name.trim(), email, passwordHash, role: 'owner' },
          manager,
        );
        const session = await this.sessions.open(account.id, user.id, manager);
        return { session, me: this.signedIn(user, account) };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    }
  }

  /**
   * Signs a person in. Every attempt counts against the email (`SIGN_IN_ATTEMPTS_PER_EMAIL` per
   * 15 minutes: past it, even the right password is refused with 429) and the IP; an unknown
   * email costs the same argon2 work as a wrong password, and both answer the same 401.
   *
   * @throws AppError 429 `RATE_LIMITED`; InvalidCredentialsError (401 `INVALID_CREDENTIALS`).
   */
  async login(input: { email: string; password: string }, ip: string): Promise<SignInResult> {
    const email = normaliseEmail(input.email);
    await this.limitIp(ip);
    await this.limitEmail(email);
    const user = email.length > 0 ? await this.users.findByEmail(email) : null;
    const valid = user
      ? await this.hasher.verify(user.passwordHash, input.password)
      : await this.hasher.verifyNothing(input.password);
    if (!user || !valid) throw new InvalidCredentialsError();
    const account = await this.accounts.findById(user.accountId);
    if (!account) throw new InvalidCredentialsError(); // deleted meanwhile
    const session = await this.sessions.open(account.id, user.id);
    return { session, me: this.signedIn(user, account) };
  }

  /**
   * The signed-in person and their account.
   *
   * @throws SessionRequiredError (401 `SESSION_EXPIRED`) for an API-key caller.
   */
  me(account: Account, caller: Caller): SignedIn {
    if (caller.via !== 'session' || !caller.user) throw new SessionRequiredError();
    return {
      user: { ...caller.user },
      account: { id: account.id, name: account.name, type: account.type },
    };
  }

  /**
   * Changes the caller's password and revokes every other session of theirs (the current one
   * stays signed in, as GitHub and Google do). Each attempt counts against the email's sign-in
   * budget, so a stolen session cannot be used to guess the current password.
   *
   * @throws SessionRequiredError for an API-key caller; AppError 429 `RATE_LIMITED`;
   *   ValidationFailedError when `currentPassword` is wrong or `newPassword` breaks the rules.
   */
  async changePassword(
    account: Account,
    caller: Caller,
    input: { currentPassword: string; newPassword: string },
  ): Promise<void> {
    if (caller.via !== 'session' || !caller.user) throw new SessionRequiredError();
    const user = await this.users.findById(account.id, caller.user.id);
    if (!user) throw new SessionRequiredError();
    await this.limitEmail(user.email);
    if (!(await this.hasher.verify(user.passwordHash, input.currentPassword)))
      throw new ValidationFailedError(
        [{ field: 'currentPassword', message: 'is not your current password' }],
        'The current password is wrong.',
      );
    const problems = passwordProblems(input.newPassword, user.email, 'newPassword');
    if (problems.length > 0) throw new ValidationFailedError(problems);
    const passwordHash = await this.hasher.hash(input.newPassword);
    await inTransaction(this.dataSource, async (manager) => {
      await this.users.updatePasswordHash(account.id, user.id, passwordHash, manager);
      await this.sessions.revokeAllOfUser(account.id, user.id, caller.sessionId, manager);
    });
  }

  /** Counts a password attempt against the email (`SIGN_IN_ATTEMPTS_PER_EMAIL` per 15 min). */
  private async limitEmail(email: string): Promise<void> {
    await this.rateLimiter.consumeBudget({
      name: 'sign-in-email',
      key: `sign-in-email:${createHash('sha256').update(normaliseEmail(email)).digest('hex')}`,
      limit: SIGN_IN_ATTEMPTS_PER_EMAIL,
      windowMs: SIGN_IN_WINDOW_MS,
      message: 'Too many password attempts for this email.',
    });
  }

  private async limitIp(ip: string): Promise<void> {
    await this.rateLimiter.consumeBudget({
      name: 'sign-in-ip',
      key: `sign-in-ip:${ip}`,
      limit: SIGN_IN_ATTEMPTS_PER_IP,
      windowMs: SIGN_IN_WINDOW_MS,
      message: 'Too many sign-in attempts from this address.',
    });
  }

  private signedIn(user: UserRecord, account: Account): SignedIn {
    return {
      user: { id: user.id, name: user.name, email: user.email, role: user.role },
      account: { id: account.id, name: account.name, type: account.type },
    };
  }
}
