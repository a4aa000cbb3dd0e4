import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Request } from 'express';
import type { Account } from '../../modules/accounts/account.entity';

export const PUBLIC_ROUTE = 'parley:public-route';
export const REFUSE_QUERY_API_KEY = 'parley:refuse-query-api-key';

/** The route needs no API key (health, metrics, OpenAPI, provider webhooks verified by signature). */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

/**
 * The route refuses the key in the query string (401 `API_KEY_PLACEMENT_NOT_ALLOWED`): for
 * endpoints the description documents with the `x-api-key` header only, such as the agency
 * credits grant (description 4.6 and 5), where a key in a URL would end up in proxies' logs.
 */
export const RefuseQueryApiKey = () => SetMetadata(REFUSE_QUERY_API_KEY, true);

declare module 'express-serve-static-core' {
  interface Request {
    /** The authenticated tenant, set by ApiKeyGuard. */
    account?: Account;
  }
}

/** Hands the authenticated account (set by `ApiKeyGuard`) to a controller method. */
export const CurrentAccount = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Account => {
    const account = context.switchToHttp().getRequest<Request>().account;
    if (!account) throw new Error('CurrentAccount used on a route without API-key authentication');
    return account;
  },
);
