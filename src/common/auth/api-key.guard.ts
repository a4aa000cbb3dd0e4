import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { Account } from '../../modules/accounts/account.entity';
import { AccountsService } from '../../modules/accounts/accounts.service';
import { AppError } from '../errors';
import { RateLimiter } from '../http/rate-limit/rate-limiter';
import { extractApiKey } from './api-key-extraction';
import { PUBLIC_ROUTE, REFUSE_QUERY_API_KEY } from './auth.decorators';

/**
 * The one authentication guard (global): resolves the API key from any placement
 * (`extractApiKey`), loads its account and puts it on `request.account`. Keys are looked up on
 * every request, never cached, so a rotated key is refused by every process at once.
 *
 * It is also where rate limiting happens (product.md section 5), in one flow with one database
 * lookup: resolve the caller, count the request against its account or, without a valid key,
 * against its IP (`RateLimiter.consume`, which sets the `X-RateLimit-*` headers), and only then
 * accept or refuse it. So a refused key still counts, and a caller over its budget gets 429
 * whatever key it sends. Public routes are neither authenticated nor limited.
 *
 * @throws AppError 401 `API_KEY_MISSING` | `API_KEY_INVALID` | `API_KEY_CONFLICT` | `API_KEY_PLACEMENT_NOT_ALLOWED`;
 *   429 `RATE_LIMITED` (before any 401).
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly accounts: AccountsService,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) return true;
    const request = context.switchToHttp().getRequest<Request>();
    const allowQuery = !this.reflector.getAllAndOverride<boolean>(REFUSE_QUERY_API_KEY, targets);
    let caller: Account | AppError;
    try {
      const key = extractApiKey(
        { query: request.query as Record<string, unknown>, headers: request.headers },
        { allowQuery },
      );
      caller =
        (await this.accounts.authenticate(key)) ??
        new AppError('API_KEY_INVALID', 'The API key is not valid (unknown or revoked).');
    } catch (error) {
      if (!(error instanceof AppError)) throw error; // e.g. the database is down: 503, not counted
      caller = error;
    }
    await this.rateLimiter.consume(context, caller instanceof AppError ? null : caller.id);
    if (caller instanceof AppError) throw caller;
    request.account = caller;
    return true;
  }
}
