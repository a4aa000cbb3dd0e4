import type { TemplateStatus } from './domain/template-status';

/**
 * The outbox event of a template status change, appended in the transaction that changes the
 * status (operator review, provider status report). The campaigns module subscribes to pause the
 * campaigns whose opening template becomes `paused` or `disabled`. `event.accountId` is the
 * template's account.
 */
export const TEMPLATE_STATUS_CHANGED = 'TemplateStatusChanged';

/**
 * Payload of `TemplateStatusChanged`. `previousStatus !== status` always. (A type alias, not an
 * interface, so that `event as OutboxEvent<TemplateStatusChangedPayload>` type-checks.)
 */
export type TemplateStatusChangedPayload = {
  templateId: string;
  previousStatus: TemplateStatus;
  status: TemplateStatus;
  /** The provider's reason (e.g. `INVALID_FORMAT`) or the operator's `--reason`, or null. */
  reason: string | null;
};
