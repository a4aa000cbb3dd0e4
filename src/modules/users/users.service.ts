import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { DataSource, type EntityManager } from 'typeorm';
import { SecretBox } from '../../common/crypto/secret-box';
import { type ErrorDetail, ValidationFailedError } from '../../common/errors';
import { Mailer } from '../../common/mail/mailer';
import { decodeCursor, type Page, toPage } from '../../common/pagination/pagination';
import { AppConfig } from '../../config/app-config';
import { inTransaction } from '../../database/transaction';
import { type Account, AccountsService, type Caller, personOf, type UserRole } from '../accounts';
import { DEVICE_TTL_MS, deviceCookieValue, deviceOf } from './domain/device-token';
import { normaliseEmail, passwordProblems } from './domain/password-policy';
import {
  generateToken,
  hashToken,
  looksLikeToken,
  SIGNUP_CONFIRMATION_TTL_MS,
} from './domain/tokens';
import { DevicesRepository } from './devices.repository';
import { InvitationsRepository } from './invitations.repository';
import { signupExistsMail, signupMail } from './mails';
import { PasswordHasher } from './password-hasher';
import { type OpenedSession, SessionsService } from './sessions.service';
import { SignInLimits } from './sign-in-limits';
import { SignupRequestsRepository } from './signup-requests.repository';
import {
  AccountNotFoundError,
  EmailTakenError,
  InvalidCredentialsError,
  InvitationNotFoundError,
  PersonRequiredError,
  SessionRequiredError,
  SignupClosedError,
  SignupNotFoundError,
} from './users.errors';
import {
  isUniqueViolation,
  type MembershipRecord,
  type PersonRecord,
  UsersRepository,
} from './users.repository';

/** The person and account a session belongs to (the body of sign-up, sign-in, switch and `me`). */
export interface SignedIn {
  user: { id: string; name: string; email: string; role: UserRole };
  account: { id: string; name: string; type: Account['type'] };
}

/** A session just opened: its cookie, the browser's device cookie, and who it is for. */
export interface SignInResult {
  session: OpenedSession;
  /** The device cookie's value and lifetime (ms): this browser is now trusted for the person. */
  device: { value: string; maxAgeMs: number };
  me: SignedIn;
}

/** Where a sign-in-like request comes from: its client (`RateLimiter.clientOf`) and its device cookie. */
export interface RequestOrigin {
  client: string;
  deviceCookie: string | null;
}

/** A sign-up's outcome: signed in at once, or (with `SMTP_URL`) a confirmation mailed. */
export type SignupOutcome = { kind: 'signed-in'; result: SignInResult } | { kind: 'mailed' };

/** What the invitation page shows. */
export interface InvitationView {
  accountName: string;
  email: string;
  name: string;
  role: UserRole;
  expiresAt: Date;
}

/**
 * People signing in (docs/sessions-and-app.md#sign-up-and-sign-in, docs/security.md): sign-up
 * (confirmed by mail when `SMTP_URL` is set), sign-in with its limits (`SignInLimits`) and device
 * cookies, accepting an invitation, the signed-in person, their accounts and the switch between
 * them, password change. The team itself (members, invitations) is `TeamService`.
 */
@Injectable()
export class UsersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly accounts: AccountsService,
    private readonly invitations: InvitationsRepository,
    private readonly signups: SignupRequestsRepository,
    private readonly devices: DevicesRepository,
    private readonly hasher: PasswordHasher,
    private readonly limits: SignInLimits,
    private readonly box: SecretBox,
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
  ) {}

  /**
   * Sign-up. Without mail (`SMTP_URL` unset): creates the account (standard or agency, no API
   * key) and its owner in one transaction and signs the owner in; an email that has a login is
   * 409. With mail: answers every email alike (`mailed`) after the same work (the password
   * hashed, a request stored): a new email gets a link that creates the account
   * (`confirmSignup`, 24 hours), an email that has a login gets a mail saying so, so sign-up
   * tells nobody which emails have a login.
   *
   * @throws SignupClosedError (403 `SIGNUP_CLOSED`) when `ALLOW_SIGNUP` is false;
   * @throws AppError 429 `RATE_LIMITED` past the client's budget (`SignInLimits.countClient`);
   * @throws ValidationFailedError for a blank name or a password outside the rules;
   * @throws EmailTakenError (409 `CONFLICT`, without mail only).
   */
  async signup(
    input: {
      name: string;
      email: string;
      password: string;
      accountName: string;
      accountType?: 'standard' | 'agency';
    },
    origin: RequestOrigin,
  ): Promise<SignupOutcome> {
    if (!this.config.ALLOW_SIGNUP) throw new SignupClosedError();
    await this.limits.countClient(origin.client);
    const email = normaliseEmail(input.email);
    const name = input.name.trim();
    const accountName = input.accountName.trim();
    const problems: ErrorDetail[] = [];
    if (name.length === 0) problems.push({ field: 'name', message: 'must not be blank' });
    if (accountName.length === 0)
      problems.push({ field: 'accountName', message: 'must not be blank' });
    problems.push(...passwordProblems(input.password, { email, accountName, name }));
    if (problems.length > 0) throw new ValidationFailedError(problems);
    const passwordHash = await this.hasher.hash(input.password);
    const request = {
      email,
      name,
      accountName,
      accountType: input.accountType ?? 'standard',
      passwordHash,
    };
    if (this.mailer.enabled) {
      const token = generateToken();
      await this.signups.insert(request, token.hash, SIGNUP_CONFIRMATION_TTL_MS);
      const known = await this.users.findByEmail(email);
      this.mailer.sendLater(
        known
          ? signupExistsMail(email, this.publicUrl('/app/signin'))
          : signupMail(email, accountName, this.publicUrl(`/signups/${token.plaintext}`)),
        known ? 'signup-exists' : 'signup',
      );
      return { kind: 'mailed' };
    }
    const result = await this.createAccount(request);
    return { kind: 'signed-in', result };
  }

  /**
   * Confirms a mailed sign-up (the link's token): creates the account and its owner and signs
   * them in. The link works once, within 24 hours.
   *
   * @throws SignupNotFoundError (404 `SIGNUP_NOT_FOUND`); EmailTakenError (409: the email got a
   *   login meanwhile); AppError 429 past the client's budget.
   */
  async confirmSignup(token: string, origin: RequestOrigin): Promise<SignInResult> {
    await this.limits.countClient(origin.client);
    if (!looksLikeToken(token)) throw new SignupNotFoundError();
    return this.createAccount(null, hashToken(token));
  }

  /**
   * Creates an account and its owner in one transaction and signs them in: from `request`, or
   * from the sign-up request taken by `tokenHash` in the same transaction.
   */
  private async createAccount(
    request: {
      email: string;
      name: string;
      accountName: string;
      accountType: 'standard' | 'agency';
      passwordHash: string;
    } | null,
    tokenHash?: string,
  ): Promise<SignInResult> {
    try {
      return await inTransaction(this.dataSource, async (manager) => {
        const input = request ?? (await this.signups.take(tokenHash as string, manager));
        if (!input) throw new SignupNotFoundError();
        const account = await this.accounts.createWithoutKey(manager, {
          name: input.accountName,
          type: input.accountType,
        });
        const person = await this.users.insertPerson(
          { name: input.name, email: input.email, passwordHash: input.passwordHash },
          manager,
        );
        await this.users.insertMembership(account.id, person.id, 'owner', manager);
        return this.signIn(person, account, 'owner', null, manager);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    }
  }

  /**
   * Signs a person in with their email and password, into the account they used last. Counted
   * per client, then per device (a browser that signed in as this person before, by its device
   * cookie) or else per email under the service-wide failure ceiling (`SignInLimits`); past a
   * budget, even the right password is refused with 429. An unknown email costs the same
   * argon2 work as a wrong password, and both answer the same 401.
   *
   * @throws AppError 429 `RATE_LIMITED`; InvalidCredentialsError (401 `INVALID_CREDENTIALS`).
   */
  async login(
    input: { email: string; password: string },
    origin: RequestOrigin,
  ): Promise<SignInResult> {
    const email = normaliseEmail(input.email);
    await this.limits.countClient(origin.client);
    const person = email.length > 0 ? await this.users.findByEmail(email) : null;
    const device = person ? await this.trustedDevice(origin.deviceCookie, person.id) : null;
    await this.limits.countPasswordAttempt(email, device);
    const valid = person
      ? await this.hasher.verify(person.passwordHash, input.password)
      : await this.hasher.verifyNothing(input.password);
    if (!person || !valid) {
      await this.limits.recordFailure();
      throw new InvalidCredentialsError();
    }
    const accountId = await this.users.lastUsedAccount(person.id);
    const account = accountId ? await this.accounts.findById(accountId) : null;
    const member = account ? await this.users.findMember(account.id, person.id) : null;
    if (!account || !member) throw new InvalidCredentialsError(); // removed meanwhile
    return inTransaction(this.dataSource, (manager) =>
      this.signIn(person, account, member.role, device, manager),
    );
  }

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
      device = await this.trustedDevice(origin.deviceCookie, known.id);
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
        return this.signIn(person, account, member?.role ?? open.role, device, manager);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    }
  }

  /**
   * The signed-in person and their current account.
   *
   * @throws PersonRequiredError (401 `SESSION_EXPIRED`) for an API-key caller.
   */
  me(account: Account, caller: Caller): SignedIn {
    const person = personOf(caller);
    if (!person) throw new PersonRequiredError();
    return {
      user: { ...person },
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
    const device = await this.trustedDevice(deviceCookie, person.id);
    await inTransaction(this.dataSource, async (manager) => {
      await this.users.updatePasswordHash(person.id, passwordHash, manager);
      await this.sessions.revokeAllOfUser(person.id, caller.sessionId, manager);
      await this.devices.revokeAllOfUser(person.id, device, manager);
    });
  }

  /** The id of the trusted device a device cookie names for this person, or null. */
  private async trustedDevice(cookie: string | null, userId: string): Promise<string | null> {
    const deviceId = deviceOf(this.box, cookie, userId);
    return deviceId && (await this.devices.isTrusted(userId, deviceId)) ? deviceId : null;
  }

  /**
   * Opens a session for the person in `account`, trusts this browser for them (renewing
   * `device` when given) and notes the account as the one they used last, in `manager`'s
   * transaction.
   */
  private async signIn(
    person: PersonRecord,
    account: Account,
    role: UserRole,
    device: string | null,
    manager: EntityManager,
  ): Promise<SignInResult> {
    const session = await this.sessions.open(account.id, person.id, manager);
    const deviceId = await this.devices.trust(person.id, device, DEVICE_TTL_MS, manager);
    await this.users.touchMembership(account.id, person.id, manager);
    return {
      session,
      device: { value: deviceCookieValue(this.box, deviceId, person.id), maxAgeMs: DEVICE_TTL_MS },
      me: {
        user: { id: person.id, name: person.name, email: person.email, role },
        account: { id: account.id, name: account.name, type: account.type },
      },
    };
  }

  /** An absolute link on the service's public address (`PUBLIC_BASE_URL`, required with mail). */
  private publicUrl(path: string): string {
    return `${(this.config.PUBLIC_BASE_URL as string).replace(/\/+$/, '')}${path}`;
  }
}
