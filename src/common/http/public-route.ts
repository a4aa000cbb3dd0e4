import { SetMetadata } from '@nestjs/common';

/** The metadata key of a route that needs no credential. */
export const PUBLIC_ROUTE = 'parley:public-route';

/**
 * The route needs no credential (health, metrics, OpenAPI, provider webhooks verified by
 * signature, sign-in). Infrastructure routes use it too, so it lives here, not in the accounts
 * module whose guard reads it.
 */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);
