/**
 * Template statuses and the changes allowed between them. Pure domain rules (no Nest, no TypeORM).
 *
 * Source: docs/templates.md#review-status (WhatsApp templates start `pending` and become `approved`
 * or `rejected` through the provider's template-status webhook or `templates:review`; SMS templates
 * are `approved` at once; only `approved` templates are sent) and Meta's
 * `message_template_status_update` webhook reference (events APPROVED, REJECTED, PENDING, PAUSED,
 * DISABLED, REINSTATED: "no longer flagged or disabled and can be sent again"; a rejected template
 * can be edited to undergo review again, or appealed; approved, rejected and paused templates can
 * be edited, which sends them back to review).
 */

/** Meta's template categories (docs/templates.md#review-by-meta). */
export const TEMPLATE_CATEGORIES = ['marketing', 'utility', 'authentication'] as const;

/** One of {@link TEMPLATE_CATEGORIES}. */
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

/**
 * Who decided a template's review state (docs/templates.md#review-by-meta): `meta` (submitted
 * through the Cloud API), `sandbox` (no WhatsApp connection: approved at once, nobody reviewed
 * it), `operator` (`templates:review`, or a connection without a WhatsApp Business Account id)
 * or `none` (SMS, Messenger, Instagram: nothing to review).
 */
export const TEMPLATE_REVIEWS = ['none', 'meta', 'sandbox', 'operator'] as const;

/** One of {@link TEMPLATE_REVIEWS}. */
export type TemplateReview = (typeof TEMPLATE_REVIEWS)[number];

/** Every template status. Only `approved` templates are sent. */
export const TEMPLATE_STATUSES = ['pending', 'approved', 'rejected', 'paused', 'disabled'] as const;

/** One of {@link TEMPLATE_STATUSES}. */
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];

/**
 * The channels a template is for. Messenger and Instagram templates are the opening
 * messages of entry-point campaigns: Meta reviews nothing there (there is no template message
 * type), so they are plain texts sent within Meta's messaging window.
 */
export const TEMPLATE_CHANNELS = ['whatsapp', 'sms', 'messenger', 'instagram'] as const;

/** One of {@link TEMPLATE_CHANNELS}. */
export type TemplateChannel = (typeof TEMPLATE_CHANNELS)[number];

/**
 * The allowed changes, from → to (a status to itself is not a change: see {@link statusChange}):
 *
 * - `pending` → `approved` | `rejected`: the review's outcome.
 * - `approved` → `paused` | `disabled`: Meta's quality rating pauses or disables a template;
 *   → `pending`: it was edited in WhatsApp Manager and is under review again.
 * - `paused` → `approved` (unpaused) | `disabled` | `pending` (edited).
 * - `rejected` → `approved`: an appeal or a second review (operator or provider) approved it;
 *   → `pending`: it was edited and resubmitted.
 * - `disabled` → `approved`: Meta reinstated it (REINSTATED).
 *
 * Everything else is refused, e.g. `approved` → `rejected` (a template, once approved, can only
 * be paused or disabled) and `disabled` → `paused`.
 */
const ALLOWED: Record<TemplateStatus, readonly TemplateStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: ['paused', 'disabled', 'pending'],
  paused: ['approved', 'disabled', 'pending'],
  rejected: ['approved', 'pending'],
  disabled: ['approved'],
};

/** `true` when `value` is one of {@link TEMPLATE_STATUSES}. */
export function isTemplateStatus(value: unknown): value is TemplateStatus {
  return typeof value === 'string' && (TEMPLATE_STATUSES as readonly string[]).includes(value);
}

/**
 * Whether a template may go from `from` to a DIFFERENT status `to` (table above). A status to
 * itself is `false` here: it is not a change (callers treat it as a no-op, see {@link statusChange}).
 *
 * Shape: `(from: TemplateStatus, to: TemplateStatus) => boolean`; never throws.
 */
export function canTransition(from: TemplateStatus, to: TemplateStatus): boolean {
  return from !== to && ALLOWED[from].includes(to);
}

/**
 * What asking for `to` does to a template in `from`: `'unchanged'` (same status: a no-op, no
 * event), `'change'` (an allowed change), or `'refused'` (not in the table of {@link canTransition}).
 */
export function statusChange(
  from: TemplateStatus,
  to: TemplateStatus,
): 'unchanged' | 'change' | 'refused' {
  if (from === to) return 'unchanged';
  return canTransition(from, to) ? 'change' : 'refused';
}

/**
 * The status a new template starts in: `pending` on WhatsApp (Meta reviews it), `approved` at
 * once for SMS, Messenger and Instagram (no provider review). Source:
 * docs/templates.md#review-status.
 */
export function initialStatus(channel: TemplateChannel): TemplateStatus {
  return channel === 'whatsapp' ? 'pending' : 'approved';
}
