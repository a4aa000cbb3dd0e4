import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type ErrorDetail, ValidationFailedError } from '../../common/errors';
import { Mailer } from '../../common/mail/mailer';
import { AppConfig } from '../../config/app-config';
import { inTransaction } from '../../database/transaction';
import { AccountsService } from '../accounts';
import { normaliseEmail, passwordProblems } from './domain/password-policy';
import {
  generateToken,
  hashToken,
  looksLikeToken,
  SIGNUP_CONFIRMATION_TTL_MS,
} from './domain/tokens';
import { signupExistsMail, signupMail } from './mails';
import { PasswordHasher } from './password-hasher';
import { type RequestOrigin, type SignInResult, SignInService } from './sign-in.service';
import { SignInLimits } from './sign-in-limits';
import { SignupRequestsRepository } from './signup-requests.repository';
import { EmailTakenError, SignupClosedError, SignupNotFoundError } from './users.errors';
import { isUniqueViolation, UsersRepository } from './users.repository';

/** A sign-up's outcome: signed in at once, or (with `SMTP_URL`) a confirmation mailed. */
export type SignupOutcome = { kind: 'signed-in'; result: SignInResult } | { kind: 'mailed' };

/**
 * Sign-up (docs/sessions-and-app.md#sign-up-and-sign-in, docs/security.md): a new account and its
 * owner, at once without mail, or confirmed by a mailed link when `SMTP_URL` is set.
 */
@Injectable()
export class SignupService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly accounts: AccountsService,
    private readonly signups: SignupRequestsRepository,
    private readonly signIns: SignInService,
    private readonly hasher: PasswordHasher,
    private readonly limits: SignInLimits,
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
        return this.signIns.open(person, account, 'owner', null, manager);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    }
  }

  /** An absolute link on the service's public address (`PUBLIC_BASE_URL`, required with mail). */
  private publicUrl(path: string): string {
    return `${(this.config.PUBLIC_BASE_URL as string).replace(/\/+$/, '')}${path}`;
  }
}
