import { Module } from '@nestjs/common';
import { WebhookEndpointsController } from './webhook-endpoints.controller';

/**
 * The routes of an account's webhook endpoints (`/v1/webhooks`). The endpoints and the signed
 * delivery behind them are `common/webhooks` (global), which imports no module; the routes live
 * here because they need the account's credential guard.
 */
@Module({ controllers: [WebhookEndpointsController] })
export class WebhookEndpointsModule {}
