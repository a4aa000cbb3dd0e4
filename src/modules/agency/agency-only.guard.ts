import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AgencyOnlyError } from './agency.errors';

/**
 * Refuses every caller that is not an agency account with 403 `AGENCY_ONLY`
 * (docs/ledger.md#credits). Runs after the global `ApiKeyGuard` (so 401s come first) and before the
 * body is validated and before the `Idempotency-Key` interceptor, so a standard or sub-account key
 * gets 403 whatever it sends and leaves nothing behind.
 */
@Injectable()
export class AgencyOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const account = context.switchToHttp().getRequest<Request>().account;
    if (account?.type !== 'agency') throw new AgencyOnlyError();
    return true;
  }
}
