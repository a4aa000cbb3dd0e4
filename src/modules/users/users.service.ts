import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { DataSource } from 'typeorm';
import { ValidationFailedError } from '../../common/errors';
import { decodeCursor, type Page, toPage } from '../../common/pagination/pagination';
import { inTransaction } from '../../database/transaction';
import { type Account, AccountsService, type Caller, personOf } from '../accounts';
import { passwordProblems } from './domain/password-policy';
import { DevicesRepository } from './devices.repository';
import { PasswordHasher } from './password-hasher';
import { SessionsService } from './sessions.service';
import { type SignedIn, SignInService } from './sign-in.service';
import { SignInLimits } from './sign-in-limits';
import { AccountNotFoundError, PersonRequiredError, SessionRequiredError } from './users.errors';
import { type MembershipRecord, UsersRepository } from './users.repository';

/**
 * The signed-in person (docs/sessions-and-app.md#sessions): who they are, their accounts and
 * the switch between them, their password. Signing in is `SignInService`, sign-up
 * `SignupService`, invitations `InvitationAcceptanceService` and `TeamService`.
 */
@Injectable()
export class UsersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly accounts: AccountsService,
    private readonly devices: DevicesRepository,
    private readonly signIns: SignInService,
    private readonly hasher: PasswordHasher,
    private readonly limits: SignInLimits,
  ) {}

  /**
   * The signed-in person and their current account.
   *
   * @throws PersonRequiredError (401 `SESSION_EXPIRED`) for an API-key caller.
   */
  me(account: Account, caller: Caller): SignedIn {
    const person = personOf(caller);
    if (!person) throw new PersonRequiredError();
    return {
      user: { id: person.id, name: person.name, email: person.email, role: person.role },
      account: { id: account.id, name: account.name, type: account.type },
    };
  }

  /**
   * The signed-in person's accounts (the account switcher), oldest membership first.
   *
   * @throws SessionRequiredError (403) for an API key; ValidationFailedError for a bad cursor.
   */
  async accountsOf(
    caller: Caller,
    limit: number,
    cursor?: string,
  ): Promise<Page<MembershipRecord>> {
    const person = personOf(caller);
    if (!person) throw new SessionRequiredError();
    const rows = await this.users.accountsOf(
      person.id,
      limit + 1,
      cursor ? decodeCursor(cursor) : null,
    );
    return toPage(rows, limit, (row) => row);
  }

  /**
   * Moves the caller's session to another of their accounts; what they see and may do follows
   * at once (their role there).
   *
   * @throws SessionRequiredError (403) for an API key; AccountNotFoundError (404
   *   `ACCOUNT_NOT_FOUND`) when it is not one of theirs.
   */
  async switchAccount(caller: Caller, accountId: string): Promise<SignedIn> {
    const user = personOf(caller);
    const sessionId = caller.sessionId;
    if (!user || !sessionId) throw new SessionRequiredError();
    const account = isUUID(accountId) ? await this.accounts.findById(accountId) : null;
    const member = account ? await this.users.findMember(account.id, user.id) : null;
    if (!account || !member) throw new AccountNotFoundError(accountId);
    const moved = await inTransaction(this.dataSource, async (manager) => {
      const done = await this.sessions.switchAccount(sessionId, user.id, account.id, manager);
      if (done) await this.users.touchMembership(account.id, user.id, manager);
      return done;
    });
    if (!moved) throw new AccountNotFoundError(accountId);
    return {
      user: { id: user.id, name: user.name, email: user.email, role: member.role },
      account: { id: account.id, name: account.name, type: account.type },
    };
  }

  /**
   * Changes the caller's password, revokes every other session of theirs (in every account; the
   * current one stays signed in, as GitHub and Google do) and every device cookie but this
   * browser's. Counted on the person's own budget (`SignInLimits.countPasswordChange`), so a
   * stolen session cannot guess the current password, and failed sign-ins elsewhere never
   * block it.
   *
   * @throws PersonRequiredError for an API-key caller; AppError 429 `RATE_LIMITED`;
   *   ValidationFailedError when `currentPassword` is wrong or `newPassword` breaks the rules.
   */
  async changePassword(
    account: Account,
    caller: Caller,
    input: { currentPassword: string; newPassword: string },
    deviceCookie: string | null,
  ): Promise<void> {
    const signedIn = personOf(caller);
    const person = signedIn ? await this.users.findPerson(signedIn.id) : null;
    if (!person) throw new PersonRequiredError();
    await this.limits.countPasswordChange(person.id);
    if (!(await this.hasher.verify(person.passwordHash, input.currentPassword)))
      throw new ValidationFailedError(
        [{ field: 'currentPassword', message: 'is not your current password' }],
        'The current password is wrong.',
      );
    const problems = passwordProblems(
      input.newPassword,
      { email: person.email, accountName: account.name, name: person.name },
      'newPassword',
    );
    if (problems.length > 0) throw new ValidationFailedError(problems);
    const passwordHash = await this.hasher.hash(input.newPassword);
    const device = await this.signIns.trustedDevice(deviceCookie, person.id);
    await inTransaction(this.dataSource, async (manager) => {
      await this.users.updatePasswordHash(person.id, passwordHash, manager);
      await this.sessions.revokeAllOfUser(person.id, caller.sessionId, manager);
      await this.devices.revokeAllOfUser(person.id, device, manager);
    });
  }
}
