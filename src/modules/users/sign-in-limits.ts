import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { RateLimiter, rateLimited } from '../../common/http/rate-limit/rate-limiter';
import { AppConfig } from '../../config/app-config';
import { normaliseEmail } from './domain/password-policy';

/** Password attempts per email from browsers not known for that person, per `SIGN_IN_WINDOW_MS`. */
export const SIGN_IN_ATTEMPTS_PER_EMAIL = 10;
/** Password attempts per trusted device (device cookie), per `SIGN_IN_WINDOW_MS`. */
export const SIGN_IN_ATTEMPTS_PER_DEVICE = 10;
/**
 * Sign-ins, sign-ups, sign-up confirmations, invitation acceptances and password reset requests
 * and uses per client (an IPv4 address, an IPv6 /64), per `SIGN_IN_WINDOW_MS`.
 */
export const SIGN_IN_ATTEMPTS_PER_CLIENT = 100;
/** Password changes with a wrong current password per person, per `SIGN_IN_WINDOW_MS`. */
export const PASSWORD_CHANGES_PER_PERSON = 10;
/** `Forgot password?` requests per email (known or not), per `SIGN_IN_WINDOW_MS`: no mail bombing. */
export const PASSWORD_RESET_REQUESTS_PER_EMAIL = 5;
/** The window of these budgets: 15 minutes, in ms; a refused caller waits as long. */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** The window of the service-wide failure ceiling (`SIGN_IN_FAILURES_PER_MINUTE`): ms. */
export const SPRAY_WINDOW_MS = 60_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The limits on guessing passwords (docs/security.md#sign-in-limits; OWASP Authentication and Credential
 * Stuffing cheat sheets), counted in the rate limiter's storage (Redis with `REDIS_URL`, so
 * across processes; else memory):
 *
 * - per client (`countClient`): {@link SIGN_IN_ATTEMPTS_PER_CLIENT} per 15 minutes, an IPv6
 *   client by its /64 (`RateLimiter.clientOf`), so rotating addresses inside one subscriber's
 *   /64 gains nothing;
 * - per password attempt (`countPasswordAttempt`): from a browser that signed in as that person
 *   before (a trusted device cookie), {@link SIGN_IN_ATTEMPTS_PER_DEVICE} on the device's own
 *   budget; from anywhere else, {@link SIGN_IN_ATTEMPTS_PER_EMAIL} on the email's budget, and
 *   nothing at all while a spray is under way: once more than `SIGN_IN_FAILURES_PER_MINUTE`
 *   sign-ins failed within a minute service-wide (`recordFailure`), sign-ins from unknown
 *   browsers are refused for a minute. So an attacker elsewhere can exhaust the email's budget
 *   or trip the ceiling, but never lock a person out of the browser they use;
 * - per person for password changes (`countPasswordChange`), a budget of its own: failed
 *   sign-ins never block a password change;
 * - per email for `Forgot password?` (`countResetRequest`), known or not, so nobody floods a
 *   mailbox with reset links.
 *
 * Every refusal is 429 `RATE_LIMITED` with `Retry-After`, even for the right password.
 */
@Injectable()
export class SignInLimits {
  constructor(
    private readonly rateLimiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  /** Counts a sign-in-like request of `client` (`RateLimiter.clientOf`). @throws AppError 429. */
  async countClient(client: string): Promise<void> {
    await this.rateLimiter.consumeBudget({
      name: 'sign-in-client',
      key: `sign-in-client:${client}`,
      limit: SIGN_IN_ATTEMPTS_PER_CLIENT,
      windowMs: SIGN_IN_WINDOW_MS,
      message: 'Too many sign-in attempts from this address.',
    });
  }

  /**
   * Counts a password attempt for `email`, on the trusted device's budget when `trustedDevice`
   * is the id of a live device of the person, else on the email's budget under the spray ceiling.
   *
   * @throws AppError 429 `RATE_LIMITED`.
   */
  async countPasswordAttempt(email: string, trustedDevice: string | null): Promise<void> {
    if (trustedDevice) {
      await this.rateLimiter.consumeBudget({
        name: 'sign-in-device',
        key: `sign-in-device:${trustedDevice}`,
        limit: SIGN_IN_ATTEMPTS_PER_DEVICE,
        windowMs: SIGN_IN_WINDOW_MS,
        message: 'Too many password attempts from this browser.',
      });
      return;
    }
    // An unreachable limit: this reads the spray flag without ever raising it.
    const spray = await this.rateLimiter.hit({
      name: 'sign-in-spray',
      key: 'sign-in-spray',
      limit: Number.MAX_SAFE_INTEGER,
      windowMs: SPRAY_WINDOW_MS,
    });
    if (spray.blocked)
      throw rateLimited(
        'Sign-in is slowed down while many sign-ins fail across the service; a browser you signed in from before is not affected.',
        spray.retryAfterSeconds,
      );
    await this.rateLimiter.consumeBudget({
      name: 'sign-in-email',
      key: `sign-in-email:${sha256(normaliseEmail(email))}`,
      limit: SIGN_IN_ATTEMPTS_PER_EMAIL,
      windowMs: SIGN_IN_WINDOW_MS,
      message: 'Too many password attempts for this email from browsers it has not signed in from.',
    });
  }

  /**
   * Counts a failed sign-in service-wide; past `SIGN_IN_FAILURES_PER_MINUTE` within a minute,
   * raises the spray flag for a minute (sign-ins from unknown browsers refused).
   */
  async recordFailure(): Promise<void> {
    const failures = await this.rateLimiter.hit({
      name: 'sign-in-failures',
      key: 'sign-in-failures',
      limit: this.config.SIGN_IN_FAILURES_PER_MINUTE,
      windowMs: SPRAY_WINDOW_MS,
    });
    if (failures.blocked)
      await this.rateLimiter.hit({
        name: 'sign-in-spray',
        key: 'sign-in-spray',
        limit: 0,
        windowMs: SPRAY_WINDOW_MS,
      });
  }

  /** Counts a password change attempt of person `userId`. @throws AppError 429. */
  async countPasswordChange(userId: string): Promise<void> {
    await this.rateLimiter.consumeBudget({
      name: 'password-change',
      key: `password-change:${userId}`,
      limit: PASSWORD_CHANGES_PER_PERSON,
      windowMs: SIGN_IN_WINDOW_MS,
      message: 'Too many password change attempts.',
    });
  }

  /**
   * Counts a `Forgot password?` request for `email` (whether or not it has a login, so the
   * refusal tells nothing): {@link PASSWORD_RESET_REQUESTS_PER_EMAIL} per 15 minutes.
   *
   * @throws AppError 429 `RATE_LIMITED`.
   */
  async countResetRequest(email: string): Promise<void> {
    await this.rateLimiter.consumeBudget({
      name: 'password-reset-email',
      key: `password-reset-email:${sha256(normaliseEmail(email))}`,
      limit: PASSWORD_RESET_REQUESTS_PER_EMAIL,
      windowMs: SIGN_IN_WINDOW_MS,
      message: 'Too many password reset requests for this email.',
    });
  }
}
