import { Injectable } from '@nestjs/common';
import { isEmail, isUUID } from 'class-validator';
import { DataSource } from 'typeorm';
import { AppError, ValidationFailedError } from '../../common/errors';
import { decodeCursor, type Page, toPage } from '../../common/pagination/pagination';
import { inTransaction } from '../../database/transaction';
import { AccountsService, type Caller, USER_ROLES, type UserRole } from '../accounts';
import { normaliseEmail, passwordProblems } from './domain/password-policy';
import { PasswordHasher } from './password-hasher';
import { EmailTakenError, UserNotFoundError } from './users.errors';
import { isUniqueViolation, type UserRecord, UsersRepository } from './users.repository';

/**
 * An account's people (Settings > Team and `users:create`;
 * docs/sessions-and-app.md#people-and-roles): list, add, remove. Removing a person ends their
 * sessions (they cascade with the user row).
 */
@Injectable()
export class TeamService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly accounts: AccountsService,
    private readonly hasher: PasswordHasher,
  ) {}

  /** The account's users, oldest first. @throws ValidationFailedError for a bad cursor. */
  async page(accountId: string, limit: number, cursor?: string): Promise<Page<UserRecord>> {
    const after = cursor ? decodeCursor(cursor) : null;
    const rows = await this.users.page(accountId, limit + 1, after);
    return toPage(rows, limit, (row) => row);
  }

  /**
   * Adds a person to the account (Settings > Team, `users:create`).
   *
   * @throws ValidationFailedError (bad email, role or password); EmailTakenError (409 `CONFLICT`).
   */
  async addUser(
    accountId: string,
    input: { name?: string; email: string; role?: UserRole; password: string },
  ): Promise<UserRecord> {
    const email = normaliseEmail(input.email ?? '');
    const role = input.role ?? 'agent';
    const problems = isEmail(email)
      ? []
      : [{ field: 'email', message: 'must be an email address' }];
    if (!USER_ROLES.includes(role))
      problems.push({ field: 'role', message: 'must be owner or agent' });
    problems.push(...passwordProblems(input.password, email));
    if (problems.length > 0) throw new ValidationFailedError(problems);
    const passwordHash = await this.hasher.hash(input.password);
    try {
      return await this.users.insert(accountId, {
        name: input.name?.trim() ?? '',
        email,
        passwordHash,
        role,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    }
  }

  /**
   * `users:create`: `addUser` for an account named by id, checked to exist.
   *
   * @throws AppError `NOT_FOUND` for an unknown account; as `addUser`.
   */
  async addUserToAccount(
    accountId: string,
    input: { name?: string; email: string; role?: UserRole; password: string },
  ): Promise<UserRecord> {
    const account = isUUID(accountId) ? await this.accounts.findById(accountId) : null;
    if (!account) throw new AppError('NOT_FOUND', `No account ${accountId}.`);
    return this.addUser(account.id, input);
  }

  /**
   * Removes a person from the account; their sessions end with them. The account's user rows
   * are locked first, so two concurrent removals cannot leave it without an owner.
   *
   * @throws UserNotFoundError (404, also for another account's user); AppError 409 `CONFLICT`
   *   when removing yourself or the last owner.
   */
  async removeUser(accountId: string, caller: Caller, userId: string): Promise<void> {
    if (!isUUID(userId)) throw new UserNotFoundError(userId);
    await inTransaction(this.dataSource, async (manager) => {
      const team = await this.users.lockAll(accountId, manager);
      const target = team.find((user) => user.id === userId);
      if (!target) throw new UserNotFoundError(userId);
      if (caller.user?.id === userId)
        throw new AppError(
          'CONFLICT',
          'You cannot remove yourself: ask another owner to remove you.',
        );
      if (target.role === 'owner' && team.filter((user) => user.role === 'owner').length === 1)
        throw new AppError('CONFLICT', 'The last owner of an account cannot be removed.');
      await this.users.delete(accountId, userId, manager);
    });
  }
}
