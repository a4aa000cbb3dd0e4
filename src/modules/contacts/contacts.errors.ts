import { AppError, type ErrorDetail, ValidationFailedError } from '../../common/errors';
import type { ContactRuleViolation } from './domain/contact-rules.errors';

/** 404 `CONTACT_NOT_FOUND`: no such contact in the account (another account's id included). */
export class ContactNotFoundError extends AppError {
  constructor(message = 'No contact matches.') {
    super('CONTACT_NOT_FOUND', message);
  }
}

/**
 * 400 `MISSING_LOOKUP_PARAMETER`: `GET /v1/contacts` with no lookup value (lookup keys absent or
 * all blank) and without `limit`/`cursor`, which would have asked for the paginated list.
 */
export class MissingLookupParameterError extends AppError {
  constructor() {
    super(
      'MISSING_LOOKUP_PARAMETER',
      'Give phoneNumber or email to look a contact up (or limit, and then cursor, for the paginated list).',
      [{ field: 'phoneNumber|email', message: 'one of them must have a value' }],
    );
  }
}

/** 400 `INVALID_PHONE`: the phone has no country code or is not valid for it. */
export class InvalidPhoneError extends AppError {
  constructor(field: string, message: string) {
    super('INVALID_PHONE', message, [{ field, message }]);
  }
}

/** 400 `INVALID_EMAIL`: the email address is not valid. */
export class InvalidEmailError extends AppError {
  constructor(field: string, message: string) {
    super('INVALID_EMAIL', message, [{ field, message }]);
  }
}

/** 400 `MISSING_CONTACT_IDENTIFIER`: neither a phone nor an email was given. */
export class MissingContactIdentifierError extends AppError {
  constructor(field: string, message: string) {
    super('MISSING_CONTACT_IDENTIFIER', message, [{ field, message }]);
  }
}

/**
 * Maps a broken contact-intake rule (domain `ContactRuleViolation`) onto the `AppError` of its
 * code (docs/api.md#errors: all four answer 400), with `details: [{field, message}]`.
 *
 * @param rename turns the domain's field name into the request key the client used
 *   (`phone` → `phone_number` for shape B); identity by default.
 */
export function contactRuleError(
  violation: ContactRuleViolation,
  rename: (field: string) => string = (field) => field,
): AppError {
  const field = rename(violation.field);
  switch (violation.code) {
    case 'INVALID_PHONE':
      return new InvalidPhoneError(field, violation.message);
    case 'INVALID_EMAIL':
      return new InvalidEmailError(field, violation.message);
    case 'MISSING_CONTACT_IDENTIFIER':
      return new MissingContactIdentifierError(field, violation.message);
    case 'VALIDATION_FAILED': {
      // Details name the field once, in `field` (as the global validation pipe does).
      const prefix = `${violation.field} `;
      const message = violation.message.startsWith(prefix)
        ? violation.message.slice(prefix.length)
        : violation.message;
      return new ValidationFailedError([{ field, message }]);
    }
  }
}

/**
 * 409 `CONTACT_CONFLICT`: a patch gives a phone or email that another contact of the account holds
 * (docs/data-lifecycle.md#correcting-a-contact). `details[0]` names the field and carries that
 * contact's id (`contactId`), so the caller can merge or look it up; `contactId` is null only when
 * the holder changed again while the patch was retried and could not be found any more.
 */
export class ContactConflictError extends AppError {
  constructor(field: string, contactId: string | null) {
    super(
      'CONTACT_CONFLICT',
      contactId
        ? `Contact ${contactId} already has this ${field}.`
        : `Another contact already has this ${field}; retry.`,
      [
        {
          field,
          message: contactId ? `held by contact ${contactId}` : 'held by another contact',
          contactId,
        } as ErrorDetail,
      ],
    );
  }
}
