import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type ErrorDetail, ValidationFailedError } from '../../common/errors';
import { inTransaction } from '../../database/transaction';
import { AccountsService, type UserRole } from '../accounts';
import { passwordProblems } from './domain/password-policy';
import { hashToken, looksLikeToken } from './domain/tokens';
import { InvitationsRepository } from './invitations.repository';
import { PasswordHasher } from './password-hasher';
import { type RequestOrigin, type SignInResult, SignInService } from './sign-in.service';
import { SignInLimits } from './sign-in-limits';
import { EmailTakenError, InvalidCredentialsError, InvitationNotFoundError } from './users.errors';
import { isUniqueViolation, UsersRepository } from './users.repository';

/** What the invitation page shows. */
export interface InvitationView {
  accountName: string;
  email: string;
  name: string;
  role: UserRole;
  expiresAt: Date;
}

/**
 * Joining an account by invitation (docs/security.md): what the invitation page shows and
 * accepting it. Inviting and revoking are `TeamService`.
 */
@Injectable()
export class InvitationAcceptanceService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly accounts: AccountsService,
    private readonly invitations: InvitationsRepository,
    private readonly signIns: SignInService,
    private readonly hasher: PasswordHasher,
    private readonly limits: SignInLimits,
  ) {}

  /**
   * What the invitation page shows for a link, without using it.
   *
   * @throws InvitationNotFoundError (404) for a link that is unknown, used, revoked or expired.
   */
  async showInvitation(token: string): Promise<InvitationView> {
    const invitation = looksLikeToken(token)
      ? await this.invitations.findOpenByTokenHash(hashToken(token))
      : null;
    if (!invitation) throw new InvitationNotFoundError();
    return {
      accountName: invitation.accountName,
      email: invitation.email,
      name: invitation.name,
      role: invitation.role,
      expiresAt: invitation.expiresAt,
    };
  }

  /**
   * Accepts an invitation (its link's token) and signs the person in to the account it joins,
   * with the role it gives. For an email without a login, the person chooses their name and
   * password here (the password rules apply) and the login is created; for an email that has a
   * login, `password` must be that login's (checked and counted as a sign-in: nobody's password
   * is ever replaced through an invitation). The link then stops working; of two concurrent
   * acceptances one wins.
   *
   * @throws InvitationNotFoundError (404); ValidationFailedError (400: name, password rules);
   *   InvalidCredentialsError (401: the existing login's password is wrong); EmailTakenError
   *   (409: the email got a login meanwhile); AppError 429 `RATE_LIMITED`.
   */
  async acceptInvitation(
    token: string,
    input: { name?: string; password: string },
    origin: RequestOrigin,
  ): Promise<SignInResult> {
    await this.limits.countClient(origin.client);
    const tokenHash = looksLikeToken(token) ? hashToken(token) : null;
    const invitation = tokenHash ? await this.invitations.findOpenByTokenHash(tokenHash) : null;
    if (!tokenHash || !invitation) throw new InvitationNotFoundError();
    const known = await this.users.findByEmail(invitation.email);
    let device: string | null = null;
    let newPerson: { name: string; passwordHash: string } | null = null;
    if (known) {
      device = await this.signIns.trustedDevice(origin.deviceCookie, known.id);
      await this.limits.countPasswordAttempt(invitation.email, device);
      if (!(await this.hasher.verify(known.passwordHash, input.password))) {
        await this.limits.recordFailure();
        throw new InvalidCredentialsError();
      }
    } else {
      const name = (input.name ?? invitation.name).trim();
      const problems: ErrorDetail[] =
        name.length === 0 ? [{ field: 'name', message: 'must not be blank' }] : [];
      problems.push(
        ...passwordProblems(input.password, {
          email: invitation.email,
          accountName: invitation.accountName,
          name,
        }),
      );
      if (problems.length > 0) throw new ValidationFailedError(problems);
      newPerson = { name, passwordHash: await this.hasher.hash(input.password) };
    }
    const account = await this.accounts.findById(invitation.accountId);
    if (!account) throw new InvitationNotFoundError();
    // a member already keeps the role they have
    const member = known ? await this.users.findMember(account.id, known.id) : null;
    try {
      return await inTransaction(this.dataSource, async (manager) => {
        const open = await this.invitations.lockOpenByTokenHash(tokenHash, manager);
        if (!open) throw new InvitationNotFoundError(); // accepted or revoked meanwhile
        const person =
          known ??
          (await this.users.insertPerson(
            { email: open.email, ...(newPerson as { name: string; passwordHash: string }) },
            manager,
          ));
        await this.users.insertMembership(account.id, person.id, open.role, manager);
        await this.invitations.markAccepted(account.id, open.id, person.id, manager);
        return this.signIns.open(person, account, member?.role ?? open.role, device, manager);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    }
  }
}
