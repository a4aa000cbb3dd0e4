/**
 * Contact intake: turns the loosely typed fields of a create request (or an import row) into a
 * normalised contact, or throws the first rule it breaks. Pure domain rule (no Nest, no TypeORM).
 * Mapping request shapes A/B (`phone_number`, `first_name`, …) onto these camelCase fields is the
 * application layer's job.
 */
import { ContactRuleViolation } from './contact-rules.errors';
import { normaliseEmail } from './email-address';
import { normalisePhone } from './phone-number';
import { escapeControlCharacters, isNameText, isStorableText } from './plain-text';
import { exceedsMaxChars } from './text-length';

/** Longest first or last name, in characters, after trimming. */
export const NAME_MAX_LENGTH = 100;
/** Most keys a contact's `customFields` may hold. */
export const CUSTOM_FIELDS_MAX_KEYS = 50;
/** Longest custom-field key, in characters (keys have 1 to 64 characters). */
export const CUSTOM_FIELD_KEY_MAX_LENGTH = 64;
/** Longest custom-field string value, in characters. */
export const CUSTOM_FIELD_STRING_MAX_LENGTH = 1000;

/** A custom-field value: a string, a finite number or a boolean. */
export type CustomFieldValue = string | number | boolean;

/** What the application layer hands in: any JSON-ish values, nothing trusted yet. */
export interface ContactInputFields {
  firstName?: unknown;
  lastName?: unknown;
  phone?: unknown;
  email?: unknown;
  customFields?: unknown;
}

/** A contact that passed every intake rule. Absent values are `null`; `customFields` is never null. */
export interface NormalisedContactInput {
  firstName: string | null;
  lastName: string | null;
  /** E.164, e.g. `+14155552671`. */
  phone: string | null;
  /** Trimmed, domain lowercased. */
  email: string | null;
  /** `email` fully lowercased: the case-insensitive de-duplication / lookup key. */
  emailKey: string | null;
  customFields: Record<string, CustomFieldValue>;
}

function validationFailed(field: string, message: string): ContactRuleViolation {
  return new ContactRuleViolation('VALIDATION_FAILED', field, message);
}

/** `undefined` and `null` mean "not given". */
function isAbsent(value: unknown): value is undefined | null {
  return value === undefined || value === null;
}

/** Type check only: a string, or absent. Returns the string, or `null` for absent. */
function optionalString(value: unknown, field: string): string | null {
  if (isAbsent(value)) return null;
  if (typeof value !== 'string') throw validationFailed(field, `${field} must be a string.`);
  return value;
}

/** The message for a name (or custom-field key) that {@link isNameText} refuses. */
function controlCharacterMessage(field: string): string {
  return `${field} must not contain NUL or other control characters (tab and line breaks are allowed).`;
}

/**
 * A trimmed name, `null` when absent or blank; VALIDATION_FAILED when not a string, too long, or
 * not name text (NUL, other C0 controls but tab/line breaks, lone surrogates: {@link isNameText}).
 */
function normaliseName(value: unknown, field: 'firstName' | 'lastName'): string | null {
  const raw = optionalString(value, field);
  if (raw === null) return null;
  const trimmed = raw.trim();
  if (trimmed === '') return null;
  if (exceedsMaxChars(trimmed, NAME_MAX_LENGTH)) {
    throw validationFailed(field, `${field} must be at most ${NAME_MAX_LENGTH} characters.`);
  }
  if (!isNameText(trimmed)) throw validationFailed(field, controlCharacterMessage(field));
  return trimmed;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Checks `customFields` and returns a fresh copy (own enumerable string keys only). */
function normaliseCustomFields(value: unknown): Record<string, CustomFieldValue> {
  if (isAbsent(value)) return {};
  if (!isPlainObject(value)) {
    throw validationFailed(
      'customFields',
      'customFields must be an object of string keys to string, number or boolean values.',
    );
  }
  const entries = Object.entries(value);
  if (entries.length > CUSTOM_FIELDS_MAX_KEYS) {
    throw validationFailed(
      'customFields',
      `customFields may hold at most ${CUSTOM_FIELDS_MAX_KEYS} keys.`,
    );
  }
  for (const [key, fieldValue] of entries) {
    // A key that is not name text is named with its control characters escaped (`a\u0000b`).
    const field = `customFields.${escapeControlCharacters(key)}`;
    if (key.length === 0 || exceedsMaxChars(key, CUSTOM_FIELD_KEY_MAX_LENGTH)) {
      throw validationFailed(
        field,
        `Custom field keys must have 1 to ${CUSTOM_FIELD_KEY_MAX_LENGTH} characters.`,
      );
    }
    if (!isNameText(key)) {
      throw validationFailed(
        field,
        'Custom field keys must not contain NUL or other control characters (tab and line breaks are allowed).',
      );
    }
    if (key === '__proto__') {
      // Own "__proto__" keys (JSON.parse makes them) turn into prototype changes in any later
      // Object.assign or `obj[key] = …` copy; refuse the name instead of trusting every consumer.
      throw validationFailed(field, 'The custom field key __proto__ is reserved.');
    }
    if (typeof fieldValue === 'string') {
      if (exceedsMaxChars(fieldValue, CUSTOM_FIELD_STRING_MAX_LENGTH)) {
        throw validationFailed(
          field,
          `${field} must be at most ${CUSTOM_FIELD_STRING_MAX_LENGTH} characters.`,
        );
      }
      if (!isStorableText(fieldValue)) {
        throw validationFailed(
          field,
          `${field} must not contain the NUL character (U+0000) or an unpaired surrogate.`,
        );
      }
    } else if (typeof fieldValue === 'number') {
      if (!Number.isFinite(fieldValue))
        throw validationFailed(field, `${field} must be a finite number.`);
    } else if (typeof fieldValue !== 'boolean') {
      throw validationFailed(field, `${field} must be a string, a number or a boolean.`);
    }
  }
  // Object.fromEntries defines own data properties: no setter or prototype is ever invoked.
  return Object.fromEntries(entries) as Record<string, CustomFieldValue>;
}

/**
 * Applies every contact-intake rule to a create request (or import row) and returns the normalised
 * contact, or throws the first `ContactRuleViolation` met, checking in this order:
 *
 * 1. Types and lengths, field by field (`firstName`, `lastName`, `phone`, `email`, `customFields`),
 *    all `VALIDATION_FAILED` naming the field:
 *    - `firstName`/`lastName`: a string or absent; trimmed; blank becomes `null`; at most
 *      {@link NAME_MAX_LENGTH} characters after trimming; no NUL (U+0000) nor any other C0
 *      control character (U+0001-U+001F) except tab, line feed and carriage return, and no
 *      unpaired UTF-16 surrogate ({@link isNameText}: PostgreSQL cannot store NUL, and control
 *      characters in a name are garbage from a broken integration).
 *    - `phone`/`email`: a string or absent (any other type fails here, not as INVALID_PHONE/EMAIL).
 *    - `customFields`: absent (→ `{}`) or a plain object of at most {@link CUSTOM_FIELDS_MAX_KEYS}
 *      keys; each key 1-{@link CUSTOM_FIELD_KEY_MAX_LENGTH} characters, name text as for names
 *      above (no NUL or other C0 control but tab/line breaks) and not `__proto__`; each value a
 *      string of at most {@link CUSTOM_FIELD_STRING_MAX_LENGTH} characters without NUL or unpaired
 *      surrogates ({@link isStorableText}: `jsonb` refuses them; other control characters are kept),
 *      a finite number or a boolean; a failing key is named `customFields.<key>`, a failing
 *      container `customFields`.
 * 2. Phone: blank counts as absent; otherwise {@link normalisePhone} (`INVALID_PHONE`) → E.164.
 * 3. Email: blank counts as absent; otherwise {@link normaliseEmail} (`INVALID_EMAIL`) → `email`
 *    (domain lowercased) and `emailKey` (all lowercased).
 * 4. Neither phone nor email present: `MISSING_CONTACT_IDENTIFIER` (field `'phone|email'`),
 *    unless `options.identifierRequired` is false (a contact known by its id on a custom
 *    channel: docs/contacts.md#channel-identities).
 *
 * "Absent" is a missing property, `undefined` or `null` (JSON clients send `null` for "no value").
 * Unknown extra properties of `input` are ignored (docs/api.md#transport).
 *
 * Source: docs/contacts.md (phone, email, identifier and custom-field rules; absent values are
 * `null`); E.164 per ITU-T E.164 and libphonenumber metadata
 * through {@link normalisePhone}.
 */
export function normaliseContactInput(
  input: ContactInputFields,
  options: { identifierRequired?: boolean } = {},
): NormalisedContactInput {
  const firstName = normaliseName(input.firstName, 'firstName');
  const lastName = normaliseName(input.lastName, 'lastName');
  const rawPhone = optionalString(input.phone, 'phone');
  const rawEmail = optionalString(input.email, 'email');
  const customFields = normaliseCustomFields(input.customFields);

  const phone = rawPhone === null || rawPhone.trim() === '' ? null : normalisePhone(rawPhone);

  let email: string | null = null;
  let emailKey: string | null = null;
  if (rawEmail !== null && rawEmail.trim() !== '') {
    const normalised = normaliseEmail(rawEmail);
    email = normalised.address;
    emailKey = normalised.key;
  }

  if (phone === null && email === null && options.identifierRequired !== false) {
    throw new ContactRuleViolation(
      'MISSING_CONTACT_IDENTIFIER',
      'phone|email',
      'A contact needs a phone number or an email address.',
    );
  }

  return { firstName, lastName, phone, email, emailKey, customFields };
}
