/** What an outgoing webhook is sent to: a custom channel's delivery URL or an account's endpoint. */
export type WebhookTargetKind = 'custom_channel' | 'endpoint';

/** A delivery's state: waiting for its (next) attempt, being attempted, or settled. */
export type WebhookDeliveryStatus = 'pending' | 'delivering' | 'delivered' | 'failed';

/** Event types an account can subscribe its webhook endpoints to (docs/webhooks.md#events). */
export const WEBHOOK_EVENT_TYPES = [
  'message.created',
  'message.status_changed',
  'conversation.updated',
  'conversation.handed_off',
  'subaccount.auto_recharge',
  'contact.erased',
  'channel.auth_failed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** One outgoing webhook message and its retry state (`webhook_deliveries`). */
export interface WebhookDelivery {
  id: string;
  /** The Standard Webhooks `webhook-id`: `msg_<32 hex>`, the same on every attempt. */
  webhookId: string;
  accountId: string;
  targetKind: WebhookTargetKind;
  targetId: string;
  eventType: string;
  /** The event's `data`. */
  payload: Record<string, unknown>;
  messageId: string | null;
  status: WebhookDeliveryStatus;
  /** Who holds the attempt in progress (`delivering`); settling needs it. */
  leaseToken: string | null;
  attemptCount: number;
  retryRoundStart: number;
  nextAttemptAt: Date;
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: Date;
  deliveredAt: Date | null;
  failedAt: Date | null;
}

/** One attempt of a delivery (`webhook_attempts`). */
export interface WebhookAttempt {
  attempt: number;
  url: string;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  createdAt: Date;
}

/** Where and how a delivery is sent right now (looked up at each attempt). */
export interface WebhookTarget {
  url: string;
  /** Signing secrets (`whsec_…`), the current one first; a rotation adds the previous one. */
  secrets: string[];
}
