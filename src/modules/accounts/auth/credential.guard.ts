import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { AppError } from '../../../common/errors';
import { InFlightLimit } from '../../../common/http/rate-limit/in-flight-limit';
import { RateLimiter } from '../../../common/http/rate-limit/rate-limiter';
import { AppConfig } from '../../../config/app-config';
import type { Account } from '../account.entity';
import { AccountsService } from '../accounts.service';
import { hashApiKey } from '../domain/api-key-secret';
import { carriesApiKey, extractApiKey } from './api-key-extraction';
import { PUBLIC_ROUTE } from '../../../common/http/public-route';
import {
  type Caller,
  LONG_LIVED_ROUTE,
  OWNER_ONLY_ROUTE,
  REFUSE_QUERY_API_KEY,
  SESSION_ONLY_ROUTE,
} from './auth.decorators';
import { checkRequestOrigin } from './same-origin';
import { SessionAuthenticator } from './session-authenticator';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './session-cookie';

interface Resolved {
  account: Account;
  caller: Caller;
  /** Set when the session's expiry slid forward: the cookie to send again, and until when. */
  refreshed: { token: string; until: Date } | null;
}

/**
 * The one authentication guard (global). A request is authenticated by exactly one of four
 * credentials (docs/api.md#authentication), with the same account scoping:
 *
 * - an API key in any of its three placements (`extractApiKey`); a request that carries anything
 *   in a key placement is judged by the key alone, even with a session cookie beside it;
 * - otherwise the app's session cookie `parley_session` (`SessionAuthenticator`, provided by
 *   `modules/users`); a cookie that resolves to no live session (expired, signed out, revoked by a
 *   password change or the user's removal, or unknown) is 401 `SESSION_EXPIRED` and is cleared;
 * - neither: 401 `API_KEY_MISSING`.
 *
 * Keys are resolved by `AccountsService.authenticate` (cached per process and invalidated on
 * rotation in every process: `ApiKeyCache`); sessions are looked up on every request, so a revoked
 * session is refused by every process at once. Rate limiting (docs/api.md#rate-limits) happens here
 * in one flow: the request is counted against its account (key or session alike) or, without a
 * valid credential, against its IP, and only then accepted or refused (429 before any 401).
 *
 * A cookie-authenticated request other than GET/HEAD/OPTIONS must come from the service's own
 * origin (`checkRequestOrigin`, 403 `CSRF_ORIGIN_MISMATCH`), checked before the session is looked
 * up; after authentication a route marked `@SessionOnly()` refuses an API key (403
 * `SESSION_REQUIRED`) and one marked `@OwnerOnly()` refuses an agent's session (403
 * `OWNER_ONLY`). Public routes are neither authenticated nor limited.
 *
 * Last, an accepted request takes one of its account's places in this process
 * (`InFlightLimit`, docs/api.md#requests-in-flight), waiting in the account's line when all are
 * taken, and gives it back when its response closes; a route marked `@LongLived()` (the live
 * event stream, open for hours) takes none.
 *
 * @throws AppError 401 `API_KEY_MISSING` | `API_KEY_INVALID` | `API_KEY_CONFLICT` |
 *   `API_KEY_PLACEMENT_NOT_ALLOWED` | `SESSION_EXPIRED`; 403 `CSRF_ORIGIN_MISMATCH` |
 *   `SESSION_REQUIRED` | `OWNER_ONLY`;
 *   429 `RATE_LIMITED` (before any 401).
 */
@Injectable()
export class CredentialGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly accounts: AccountsService,
    private readonly sessions: SessionAuthenticator,
    private readonly rateLimiter: RateLimiter,
    private readonly inFlight: InFlightLimit,
    private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) return true;
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    const allowQuery = !this.reflector.getAllAndOverride<boolean>(REFUSE_QUERY_API_KEY, targets);
    let resolved: Resolved | AppError;
    try {
      resolved = await this.resolve(request, allowQuery);
    } catch (error) {
      if (!(error instanceof AppError)) throw error; // e.g. the database is down: 503, not counted
      resolved = error;
    }
    await this.rateLimiter.consume(
      context,
      resolved instanceof AppError ? null : resolved.account.id,
    );
    if (resolved instanceof AppError) {
      if (resolved.code === 'SESSION_EXPIRED') clearSessionCookie(response);
      throw resolved;
    }
    const { account, caller, refreshed } = resolved;
    if (refreshed) {
      setSessionCookie(response, refreshed.token, refreshed.until.getTime() - Date.now());
    }
    if (
      caller.via === 'key' &&
      this.reflector.getAllAndOverride<boolean>(SESSION_ONLY_ROUTE, targets)
    ) {
      throw new AppError(
        'SESSION_REQUIRED',
        'Only a signed-in person can do this (in the app), not an API key.',
      );
    }
    if (
      caller.user?.role === 'agent' &&
      this.reflector.getAllAndOverride<boolean>(OWNER_ONLY_ROUTE, targets)
    ) {
      throw new AppError('OWNER_ONLY', 'Only an owner of the account can do this.');
    }
    request.account = account;
    request.caller = caller;
    if (!this.reflector.getAllAndOverride<boolean>(LONG_LIVED_ROUTE, targets)) {
      await this.admit(account.id, response);
    }
    return true;
  }

  /**
   * Waits for one of the account's places (`InFlightLimit`), given back when the response
   * closes (answered, failed or abandoned).
   * @throws AppError 408 `REQUEST_TIMEOUT` when the client went away while waiting (nothing is
   *   written: its connection is closed).
   */
  private async admit(accountId: string, response: Response): Promise<void> {
    const ticket = this.inFlight.enter(accountId);
    // closed already (the client went away during authentication): its 'close' has been emitted
    if (response.closed) ticket.leave();
    else response.once('close', ticket.leave);
    if (!(await ticket.admitted) || response.closed) {
      throw new AppError('REQUEST_TIMEOUT', 'The client closed the connection while waiting.');
    }
  }

  private async resolve(request: Request, allowQuery: boolean): Promise<Resolved> {
    const sources = {
      query: request.query as Record<string, unknown>,
      headers: request.headers,
    };
    const token = carriesApiKey(sources) ? null : readSessionCookie(request);
    if (token === null) {
      const key = extractApiKey(sources, { allowQuery });
      const account = await this.accounts.authenticate(key);
      if (!account)
        throw new AppError('API_KEY_INVALID', 'The API key is not valid (unknown or revoked).');
      return {
        account,
        caller: { via: 'key', user: null, sessionId: null, credential: `key:${hashApiKey(key)}` },
        refreshed: null,
      };
    }
    // A cookie goes with every request the browser makes, cross-site ones included: a write must
    // come from our own origin, checked before the session is even looked up (a forged request
    // neither slides the session nor spends the account's rate budget).
    checkRequestOrigin(request, this.config.PUBLIC_BASE_URL);
    const session = await this.sessions.authenticate(token);
    if (!session) throw new AppError('SESSION_EXPIRED', 'Your session has ended: sign in again.');
    return {
      account: session.account,
      caller: {
        via: 'session',
        user: session.user,
        sessionId: session.sessionId,
        credential: `user:${session.user.id}`,
      },
      refreshed: session.refreshedUntil ? { token, until: session.refreshedUntil } : null,
    };
  }
}
