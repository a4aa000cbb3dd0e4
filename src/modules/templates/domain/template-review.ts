import { ValidationFailedError } from '../../../common/errors';
import type { TemplateSubmissionResult } from '../../../hooks';
import {
  normaliseTemplateInput,
  type TemplateInputFields,
  TemplateInputError,
} from './template-input';
import type { TemplateStatus } from './template-status';

/** Longest stored status reason, in UTF-16 code units (longer provider reasons are cut). */
export const STATUS_REASON_MAX_LENGTH = 1000;

/**
 * A reason as stored: control characters (NUL included, which PostgreSQL cannot store) become
 * spaces and unpaired surrogates U+FFFD, then it is cut to {@link STATUS_REASON_MAX_LENGTH}.
 */
export function storableReason(reason: string | null): string | null {
  if (reason === null) return null;
  return reason
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\p{Cs}/gu, '\uFFFD')
    .slice(0, STATUS_REASON_MAX_LENGTH);
}

/** What a submission's result writes on the template (docs/templates.md#review-by-meta). */
export function reviewOutcome(
  result: TemplateSubmissionResult,
  previousProviderId: string | null,
): {
  status: TemplateStatus;
  reason: string | null;
  review: 'meta' | 'sandbox' | 'operator';
  providerTemplateId: string | null;
} {
  switch (result.review) {
    case 'sandbox':
      return {
        status: 'approved',
        reason: null,
        review: 'sandbox',
        providerTemplateId: previousProviderId,
      };
    case 'operator':
      return {
        status: 'pending',
        reason: null,
        review: 'operator',
        providerTemplateId: previousProviderId,
      };
    case 'meta':
      return {
        status: result.status,
        reason: result.reason,
        review: 'meta',
        providerTemplateId: result.providerTemplateId ?? previousProviderId,
      };
  }
}

/**
 * A template's fields checked and normalised (`normaliseTemplateInput`).
 *
 * @throws ValidationFailedError (400, one detail per broken field).
 */
export function checkedInput(fields: TemplateInputFields) {
  try {
    return normaliseTemplateInput(fields);
  } catch (error) {
    if (error instanceof TemplateInputError) throw new ValidationFailedError(error.problems);
    throw error;
  }
}

/** Statuses the operator may set with `templates:review`. */
export const REVIEW_STATUSES = ['approved', 'rejected'] as const;

/**
 * The operator's review request checked (`templates:review`, docs/templates.md#review-status).
 *
 * @throws ValidationFailedError when `status` is not approved/rejected or `reason` is longer than
 *   {@link STATUS_REASON_MAX_LENGTH}.
 */
export function checkReviewRequest(status: string, reason: string | null): void {
  if (!(REVIEW_STATUSES as readonly string[]).includes(status)) {
    throw new ValidationFailedError([{ field: 'status', message: 'must be approved or rejected' }]);
  }
  if (reason !== null && reason.length > STATUS_REASON_MAX_LENGTH) {
    throw new ValidationFailedError([
      { field: 'reason', message: `must be at most ${STATUS_REASON_MAX_LENGTH} characters` },
    ]);
  }
}
