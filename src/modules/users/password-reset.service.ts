import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { DataSource } from 'typeorm';
import { ValidationFailedError } from '../../common/errors';
import { Mailer } from '../../common/mail/mailer';
import { AppConfig } from '../../config/app-config';
import { inTransaction } from '../../database/transaction';
import { type Account, type Caller, personOf } from '../accounts';
import { normaliseEmail, passwordProblems } from './domain/password-policy';
import { hashToken, looksLikeToken } from './domain/tokens';
import { DevicesRepository } from './devices.repository';
import { passwordResetMail } from './mails';
import { type IssuedResetLink, PasswordResetLinks } from './password-reset-links';
import { PasswordResetsRepository } from './password-resets.repository';
import { PasswordHasher } from './password-hasher';
import { SessionsService } from './sessions.service';
import { type RequestOrigin } from './sign-in.service';
import { SignInLimits } from './sign-in-limits';
import {
  PasswordResetNotFoundError,
  ResetNeedsOperatorError,
  SessionRequiredError,
  UserNotFoundError,
} from './users.errors';
import { UsersRepository } from './users.repository';

/** What `Forgot password?` answers, for every email: whether mail is sent is the service's setting. */
export const RESET_REQUESTED_MESSAGE =
  'If this email has a Parley login, a link to choose a new password is on its way: it works once, within 1 hour.';
/** The same, on a service that sends no mail (`SMTP_URL` unset). */
export const RESET_WITHOUT_MAIL_MESSAGE =
  'This service sends no mail: ask an owner of your account for a password reset link (Settings > Team).';

/**
 * Forgotten passwords (docs/sessions-and-app.md#forgotten-passwords): a person asks for a link
 * by email (mailed when `SMTP_URL` is set; the answer never says whether the email has a login),
 * or an owner issues one for a member of their account (shown once, for them to pass on). The
 * link lets the person choose a new password once, within 1 hour; every session of theirs ends.
 * Nobody ever sets another person's password.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly resets: PasswordResetsRepository,
    private readonly links: PasswordResetLinks,
    private readonly sessions: SessionsService,
    private readonly devices: DevicesRepository,
    private readonly hasher: PasswordHasher,
    private readonly limits: SignInLimits,
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
  ) {}

  /**
   * `Forgot password?`: with mail, stores a link for the email's person, if any, and mails it in
   * the background; the answer (`message`) and the work are the same for an email without a
   * login (one statement either way, the mail never awaited). Without mail nothing is stored and
   * the message says to ask an owner.
   *
   * @throws AppError 429 `RATE_LIMITED` past the client's sign-in budget or the email's (5 per
   *   15 minutes, known or not).
   */
  async request(email: string, origin: RequestOrigin): Promise<{ message: string }> {
    await this.limits.countClient(origin.client);
    const normalised = normaliseEmail(email);
    await this.limits.countResetRequest(normalised);
    if (!this.mailer.enabled) return { message: RESET_WITHOUT_MAIL_MESSAGE };
    const issued = await this.links.issueForEmail(
      normalised,
      this.config.PUBLIC_BASE_URL as string,
    );
    if (issued) this.mailer.sendLater(passwordResetMail(normalised, issued.url), 'password-reset');
    return { message: RESET_REQUESTED_MESSAGE };
  }

  /**
   * An owner issues a reset link for a member of their account (Settings > Team > `Reset link`),
   * shown once to them. Refused for a person who also belongs to another account, since the
   * owner could use the link there: they reset it themselves or through the operator.
   *
   * @param baseUrl the service's public address (`PUBLIC_BASE_URL`, else the request's origin).
   * @throws SessionRequiredError (403) for an API key; UserNotFoundError (404, also for another
   *   account's user); ResetNeedsOperatorError (409 `CONFLICT`).
   */
  async issueForMember(
    account: Account,
    caller: Caller,
    userId: string,
    baseUrl: string,
  ): Promise<IssuedResetLink> {
    const owner = personOf(caller);
    if (!owner) throw new SessionRequiredError();
    const member = isUUID(userId) ? await this.users.findMember(account.id, userId) : null;
    if (!member) throw new UserNotFoundError(userId);
    const memberships = await this.users.accountsOf(member.id, 2, null);
    if (memberships.length > 1) throw new ResetNeedsOperatorError();
    return this.links.issue(member.id, owner.id, baseUrl);
  }

  /**
   * Sets the link's person's password (`Choose a new password`): the sign-up's password rules
   * apply (400 `VALIDATION_FAILED` with the reason, the link still works); then, in one
   * transaction, the link and every other open link of theirs are used up, and every session
   * and trusted device of theirs is revoked: they sign in again with the new password.
   *
   * @throws AppError 429 past the client's sign-in budget; PasswordResetNotFoundError (404
   *   `PASSWORD_RESET_NOT_FOUND`: unknown, used or expired); ValidationFailedError.
   */
  async reset(token: string, password: string, origin: RequestOrigin): Promise<void> {
    await this.limits.countClient(origin.client);
    if (!looksLikeToken(token)) throw new PasswordResetNotFoundError();
    const tokenHash = hashToken(token);
    const person = await this.resets.findOpen(tokenHash);
    if (!person) throw new PasswordResetNotFoundError();
    const problems = passwordProblems(password, { email: person.email, name: person.name });
    if (problems.length > 0) throw new ValidationFailedError(problems);
    const passwordHash = await this.hasher.hash(password);
    await inTransaction(this.dataSource, async (manager) => {
      const userId = await this.resets.take(tokenHash, manager);
      if (userId !== person.userId) throw new PasswordResetNotFoundError();
      await this.users.updatePasswordHash(userId, passwordHash, manager);
      await this.sessions.revokeAllOfUser(userId, null, manager);
      await this.devices.revokeAllOfUser(userId, null, manager);
    });
  }
}
