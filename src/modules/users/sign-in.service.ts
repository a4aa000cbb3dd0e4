import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { SecretBox } from '../../common/crypto/secret-box';
import { inTransaction } from '../../database/transaction';
import { type Account, AccountsService, type UserRole } from '../accounts';
import { DEVICE_TTL_MS, deviceCookieValue, deviceOf } from './domain/device-token';
import { normaliseEmail } from './domain/password-policy';
import { DevicesRepository } from './devices.repository';
import { PasswordHasher } from './password-hasher';
import { type OpenedSession, SessionsService } from './sessions.service';
import { SignInLimits } from './sign-in-limits';
import { InvalidCredentialsError } from './users.errors';
import { type PersonRecord, UsersRepository } from './users.repository';

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

/**
 * Signing in (docs/sessions-and-app.md#sign-up-and-sign-in, docs/security.md): with an email and
 * password under the sign-in limits (`SignInLimits`), and the one way a session is opened (also
 * for a new account and an accepted invitation), trusting the browser by its device cookie.
 */
@Injectable()
export class SignInService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly accounts: AccountsService,
    private readonly devices: DevicesRepository,
    private readonly hasher: PasswordHasher,
    private readonly limits: SignInLimits,
    private readonly box: SecretBox,
  ) {}

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
      this.open(person, account, member.role, device, manager),
    );
  }

  /** The id of the trusted device a device cookie names for this person, or null. */
  async trustedDevice(cookie: string | null, userId: string): Promise<string | null> {
    const deviceId = deviceOf(this.box, cookie, userId);
    return deviceId && (await this.devices.isTrusted(userId, deviceId)) ? deviceId : null;
  }

  /**
   * Opens a session for the person in `account`, trusts this browser for them (renewing
   * `device` when given) and notes the account as the one they used last, in `manager`'s
   * transaction.
   */
  async open(
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
}
