/**
 * The one error the contact-intake domain rules throw. Pure: no Nest, no TypeORM, no app-layer
 * imports; the application layer maps it onto its `AppError` / HTTP error envelope
 * (docs/api.md#errors: all four codes answer 400; `VALIDATION_FAILED` carries
 * `details: [{field, message}]`).
 */

/** The codes a contact rule can fail with (docs/contacts.md). */
export type ContactRuleCode =
  'INVALID_PHONE' | 'INVALID_EMAIL' | 'MISSING_CONTACT_IDENTIFIER' | 'VALIDATION_FAILED';

/**
 * A broken contact-intake rule.
 *
 * - `code`: the public error code (see {@link ContactRuleCode}).
 * - `field`: the input field at fault, in the camelCase names of the domain input: `'phone'`,
 *   `'email'`, `'firstName'`, `'lastName'`, `'customFields'`, `'customFields.<key>'` (control
 *   characters of the key written as `\uXXXX` escapes); for
 *   `MISSING_CONTACT_IDENTIFIER` it is `'phone|email'` (neither was given).
 * - `message`: a human sentence for the client. It never contains the rejected value itself
 *   (only a custom-field key, through `field`), so it is safe to return and to log.
 *
 * Source: docs/contacts.md (codes) and docs/api.md#errors (error envelope).
 */
export class ContactRuleViolation extends Error {
  readonly code: ContactRuleCode;
  readonly field: string;

  constructor(code: ContactRuleCode, field: string, message: string) {
    super(message);
    this.code = code;
    this.field = field;
    this.name = 'ContactRuleViolation';
    // Keeps `instanceof` right even if this is ever compiled to an ES5 target.
    Object.setPrototypeOf(this, new.target.prototype);
  }
}

/**
 * Type guard: `true` when `error` is a {@link ContactRuleViolation} and, if `code` is given, carries
 * that code. Never throws. Source: this module's error type (the codes of docs/contacts.md).
 */
export function isContactRuleViolation(
  error: unknown,
  code?: ContactRuleCode,
): error is ContactRuleViolation {
  return error instanceof ContactRuleViolation && (code === undefined || error.code === code);
}
