import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { AccountsService } from '../../modules/accounts/accounts.service';
import { AppError } from '../errors';
import { extractApiKey } from './api-key-extraction';
import { PUBLIC_ROUTE, REFUSE_QUERY_API_KEY } from './auth.decorators';

/**
 * The one authentication guard (global): resolves the API key from any placement
 * (`extractApiKey`), loads its account and puts it on `request.account`. Keys are looked up on
 * every request, never cached, so a rotated key is refused by every process at once.
 *
 * @throws AppError 401 `API_KEY_MISSING` | `API_KEY_INVALID` | `API_KEY_CONFLICT` | `API_KEY_PLACEMENT_NOT_ALLOWED`.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly accounts: AccountsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) return true;
    const request = context.switchToHttp().getRequest<Request>();
    const allowQuery = !this.reflector.getAllAndOverride<boolean>(REFUSE_QUERY_API_KEY, targets);
    const key = extractApiKey(
      { query: request.query as Record<string, unknown>, headers: request.headers },
      { allowQuery },
    );
    const account = await this.accounts.authenticate(key);
    if (!account)
      throw new AppError('API_KEY_INVALID', 'The API key is not valid (unknown or revoked).');
    request.account = account;
    return true;
  }
}
