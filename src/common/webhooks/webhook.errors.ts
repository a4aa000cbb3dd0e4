import { AppError } from '../errors';

/** 404 `NOT_FOUND`: no delivery with that `webhook-id` to that target. */
export class WebhookDeliveryNotFoundError extends AppError {
  constructor(webhookId: string) {
    super('NOT_FOUND', `No delivery ${webhookId}.`);
  }
}

/** 409 `CONFLICT`: the delivery is still waiting or being attempted (or was cancelled by an erasure). */
export class WebhookDeliveryBusyError extends AppError {
  constructor(webhookId: string, status: string) {
    super(
      'CONFLICT',
      status === 'failed'
        ? `Delivery ${webhookId} was cancelled because its contact was erased; it is never sent again.`
        : `Delivery ${webhookId} is ${status}: it can be redelivered once it is delivered or failed.`,
    );
  }
}
