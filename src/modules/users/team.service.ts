import { Injectable } from '@nestjs/common';
import { isEmail, isUUID } from 'class-validator';
import { DataSource } from 'typeorm';
import { AppError, type ErrorDetail, ValidationFailedError } from '../../common/errors';
import { Mailer } from '../../common/mail/mailer';
import { decodeCursor, type Page, toPage } from '../../common/pagination/pagination';
import { inTransaction } from '../../database/transaction';
import {
  type Account,
  AccountsService,
  type Caller,
  personOf,
  USER_ROLES,
  type UserRole,
} from '../accounts';
import { normaliseEmail, passwordProblems } from './domain/password-policy';
import { generateToken, INVITATION_TTL_MS } from './domain/tokens';
import { type InvitationRecord, InvitationsRepository } from './invitations.repository';
import { invitationMail } from './mails';
import { PasswordHasher } from './password-hasher';
import {
  AlreadyMemberError,
  EmailTakenError,
  InvitationNotFoundError,
  SessionRequiredError,
  UserNotFoundError,
} from './users.errors';
import { isUniqueViolation, type MemberRecord, UsersRepository } from './users.repository';

/** A new invitation and its single-use link (shown once: only its token's hash is stored). */
export interface CreatedInvitation {
  invitation: InvitationRecord;
  url: string;
}

/**
 * An account's people (Settings > Team, docs/sessions-and-app.md#people-and-roles,
 * docs/security.md#invitations): its members, the invitations that bring new ones in, removal;
 * and `users:create`, the operator's way to add a person with a password. Nobody else ever sets
 * a person's password: people join by accepting an invitation (`InvitationAcceptanceService.acceptInvitation`),
 * where they choose it.
 */
@Injectable()
export class TeamService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly invitations: InvitationsRepository,
    private readonly accounts: AccountsService,
    private readonly hasher: PasswordHasher,
    private readonly mailer: Mailer,
  ) {}

  /** The account's members, oldest first. @throws ValidationFailedError for a bad cursor. */
  async page(accountId: string, limit: number, cursor?: string): Promise<Page<MemberRecord>> {
    const rows = await this.users.pageMembers(
      accountId,
      limit + 1,
      cursor ? decodeCursor(cursor) : null,
    );
    return toPage(rows, limit, (row) => row);
  }

  /**
   * Invites a person to the account with a role (an owner in the app; `@SessionOnly`): an open
   * invitation with a single-use link valid 7 days, replacing any open one to the same email,
   * mailed in the background when `SMTP_URL` is set and always returned (`url`, on `baseUrl`).
   * An email that has a login elsewhere is invited exactly like a new one: same answer, same work
   * (nothing here looks at whether it has a login), and the same mail.
   *
   * @param baseUrl the service's public address (`PUBLIC_BASE_URL`, else the request's origin).
   * @throws SessionRequiredError (403) for an API key; ValidationFailedError (bad email or
   *   role); AlreadyMemberError (409 `CONFLICT`: a member of this account already, as the team
   *   list shows).
   */
  async invite(
    account: Account,
    caller: Caller,
    input: { name?: string; email: string; role: UserRole },
    baseUrl: string,
  ): Promise<CreatedInvitation> {
    const inviter = personOf(caller);
    if (!inviter) throw new SessionRequiredError();
    const email = normaliseEmail(input.email ?? '');
    const problems: ErrorDetail[] = isEmail(email)
      ? []
      : [{ field: 'email', message: 'must be an email address' }];
    if (!USER_ROLES.includes(input.role))
      problems.push({ field: 'role', message: 'must be owner or agent' });
    if (problems.length > 0) throw new ValidationFailedError(problems);
    if (await this.users.isMemberByEmail(account.id, email)) throw new AlreadyMemberError();
    const token = generateToken();
    const invitation = await this.invitations.upsertOpen(account.id, {
      email,
      name: input.name?.trim() ?? '',
      role: input.role,
      tokenHash: token.hash,
      invitedBy: inviter.id,
      ttlMs: INVITATION_TTL_MS,
    });
    const url = `${baseUrl.replace(/\/+$/, '')}/invitations/${token.plaintext}`;
    this.mailer.sendLater(
      invitationMail({
        to: email,
        accountName: account.name,
        inviterName: inviter.name,
        role: invitation.role,
        url,
      }),
      'invitation',
    );
    return { invitation, url };
  }

  /** The account's open invitations, oldest first. @throws ValidationFailedError for a bad cursor. */
  async pendingInvitations(
    accountId: string,
    limit: number,
    cursor?: string,
  ): Promise<Page<InvitationRecord>> {
    const rows = await this.invitations.pageOpen(
      accountId,
      limit + 1,
      cursor ? decodeCursor(cursor) : null,
    );
    return toPage(rows, limit, (row) => row);
  }

  /**
   * Revokes an open invitation: its link stops working at once.
   *
   * @throws InvitationNotFoundError (404, also for another account's, an accepted or an expired one).
   */
  async revokeInvitation(accountId: string, invitationId: string): Promise<void> {
    if (!isUUID(invitationId) || !(await this.invitations.revoke(accountId, invitationId)))
      throw new InvitationNotFoundError();
  }

  /**
   * `users:create`: adds a person who signs in with `password` to an account named by id (the
   * operator's CLI, for accounts made by `accounts:create`).
   *
   * @throws AppError `NOT_FOUND` for an unknown account; ValidationFailedError (bad email, role
   *   or password); EmailTakenError (409 `CONFLICT`) when the email has a login.
   */
  async addUserToAccount(
    accountId: string,
    input: { name?: string; email: string; role?: UserRole; password: string },
  ): Promise<MemberRecord> {
    const account = isUUID(accountId) ? await this.accounts.findById(accountId) : null;
    if (!account) throw new AppError('NOT_FOUND', `No account ${accountId}.`);
    const email = normaliseEmail(input.email ?? '');
    const role = input.role ?? 'agent';
    const name = input.name?.trim() ?? '';
    const problems: ErrorDetail[] = isEmail(email)
      ? []
      : [{ field: 'email', message: 'must be an email address' }];
    if (!USER_ROLES.includes(role))
      problems.push({ field: 'role', message: 'must be owner or agent' });
    problems.push(...passwordProblems(input.password, { email, accountName: account.name, name }));
    if (problems.length > 0) throw new ValidationFailedError(problems);
    const passwordHash = await this.hasher.hash(input.password);
    try {
      return await inTransaction(this.dataSource, async (manager) => {
        const person = await this.users.insertPerson({ name, email, passwordHash }, manager);
        await this.users.insertMembership(account.id, person.id, role, manager);
        return {
          ...person,
          accountId: account.id,
          role,
          createdAt: person.createdAt,
          restrictedToAssigned: false,
        };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    }
  }

  /**
   * `PATCH /v1/users/{id} {restrictedToAssigned}`: an owner restricts an agent to the
   * conversations assigned to them, or lifts it (docs/conversations.md#restricted-agents). It
   * applies to the agent's next request (sessions read it on each).
   *
   * @throws UserNotFoundError (404, also for another account's user); ValidationFailedError
   *   (400) for an owner (owners see every conversation).
   */
  async setRestriction(
    accountId: string,
    userId: string,
    restrictedToAssigned: boolean,
  ): Promise<MemberRecord> {
    const member = isUUID(userId) ? await this.users.findMember(accountId, userId) : null;
    if (!member) throw new UserNotFoundError(userId);
    if (member.role !== 'agent' && restrictedToAssigned) {
      throw new ValidationFailedError([
        {
          field: 'restrictedToAssigned',
          message: 'only an agent can be restricted; owners see every conversation',
        },
      ]);
    }
    await this.users.setRestriction(accountId, userId, restrictedToAssigned);
    return { ...member, restrictedToAssigned };
  }

  /**
   * Removes a person from the account; their sessions in it end with the membership, and a
   * person left in no account is deleted. The account's memberships are locked first, so two
   * concurrent removals cannot leave it without an owner.
   *
   * @throws UserNotFoundError (404, also for another account's user); AppError 409 `CONFLICT`
   *   when removing yourself or the last owner.
   */
  async removeUser(accountId: string, caller: Caller, userId: string): Promise<void> {
    if (!isUUID(userId)) throw new UserNotFoundError(userId);
    await inTransaction(this.dataSource, async (manager) => {
      const team = await this.users.lockMembers(accountId, manager);
      const target = team.find((user) => user.id === userId);
      if (!target) throw new UserNotFoundError(userId);
      if (caller.user?.id === userId)
        throw new AppError(
          'CONFLICT',
          'You cannot remove yourself: ask another owner to remove you.',
        );
      if (target.role === 'owner' && team.filter((user) => user.role === 'owner').length === 1)
        throw new AppError('CONFLICT', 'The last owner of an account cannot be removed.');
      await this.users.deleteMembership(accountId, userId, manager);
      await this.users.deleteIfNoAccount(userId, manager);
    });
  }
}
