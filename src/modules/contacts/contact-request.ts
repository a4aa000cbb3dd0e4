/**
 * Request shapes of the contacts API mapped onto the domain's fields (application layer, no I/O).
 *
 * - `POST /v1/contacts` takes shape A (`firstName, lastName, phone, email, customFields`) or
 *   shape B (`first_name, last_name, phone_number, email, custom_fields`), or any mix of the two
 *   (docs/contacts.md#request-shapes).
 * - `GET /v1/contacts` is a lookup (`phoneNumber` or `email`), or the paginated list when it
 *   carries `limit` or `cursor`.
 */
import { type ErrorDetail, ValidationFailedError } from '../../common/errors';
import type { ContactInputFields } from './domain/contact-input';

/** Body fields of `POST /v1/contacts` in both shapes; values are untrusted. */
export interface ContactRequestFields {
  firstName?: unknown;
  first_name?: unknown;
  lastName?: unknown;
  last_name?: unknown;
  phone?: unknown;
  phone_number?: unknown;
  email?: unknown;
  customFields?: unknown;
  custom_fields?: unknown;
  /** The consent record, the same key in both shapes (docs/contacts.md#consent). */
  consent?: unknown;
}

/** A domain field of the contact input. */
export type ContactField = keyof ContactInputFields;

/** The domain input plus, per domain field, the request key it came from (for error details). */
export interface MappedContactRequest {
  fields: ContactInputFields;
  keys: Record<ContactField, string>;
}

/** Shape A key and shape B key of each domain field (email is the same in both). */
const ALIASES: Record<ContactField, [keyof ContactRequestFields, keyof ContactRequestFields]> = {
  firstName: ['firstName', 'first_name'],
  lastName: ['lastName', 'last_name'],
  phone: ['phone', 'phone_number'],
  email: ['email', 'email'],
  customFields: ['customFields', 'custom_fields'],
};

const isGiven = (value: unknown): boolean => value !== undefined && value !== null;

/** Structural equality of two JSON values (key order ignored). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every(
    (key) =>
      Object.prototype.hasOwnProperty.call(b, key) &&
      sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * Maps a create request in shape A, shape B or a mix onto the domain's camelCase fields.
 * A field given under both names (`phone` and `phone_number`, …) is accepted when both values
 * are equal; `null` counts as not given.
 *
 * @returns the fields and, for each, the request key used (shape A's name when absent).
 * @throws ValidationFailedError (400 `VALIDATION_FAILED`) naming the shape B key when both names
 *   carry different values.
 */
export function mapContactRequest(body: ContactRequestFields): MappedContactRequest {
  const fields: ContactInputFields = {};
  const keys = {} as Record<ContactField, string>;
  const conflicts: ErrorDetail[] = [];
  for (const [field, [a, b]] of Object.entries(ALIASES) as [
    ContactField,
    [keyof ContactRequestFields, keyof ContactRequestFields],
  ][]) {
    const valueA = body[a];
    const valueB = body[b];
    if (a !== b && isGiven(valueA) && isGiven(valueB) && !sameJson(valueA, valueB)) {
      conflicts.push({ field: b, message: `conflicts with ${a}; send only one of them` });
    }
    const useB = !isGiven(valueA) && isGiven(valueB);
    fields[field] = useB ? valueB : valueA;
    keys[field] = useB ? b : a;
  }
  if (conflicts.length > 0) throw new ValidationFailedError(conflicts);
  return { fields, keys };
}

/**
 * Renames a domain field name (`phone`, `customFields.plan`, `phone|email`) to the request keys
 * the client used (`phone_number`, `custom_fields.plan`, `phone_number|email`).
 */
export function toRequestField(field: string, keys: Record<ContactField, string>): string {
  return field
    .split('|')
    .map((part) => {
      const [head, ...rest] = part.split('.');
      const renamed = keys[head as ContactField] ?? head;
      return [renamed, ...rest].join('.');
    })
    .join('|');
}

/**
 * Query of `GET /v1/contacts`: the lookup keys as Express parsed them (strings, or absent) and
 * the pagination parameters as the request carried them (absent when not given: no default).
 */
export interface ContactQueryFields {
  phoneNumber?: string;
  phone_number?: string;
  phone?: string;
  email?: string;
  limit?: unknown;
  cursor?: unknown;
}

/** What a `GET /v1/contacts` request asks for. */
export type ContactQueryMode =
  | { mode: 'list' }
  | { mode: 'phone'; value: string }
  | { mode: 'email'; value: string }
  | { mode: 'missing' };

/**
 * Decides between lookup and list for `GET /v1/contacts`. The endpoint is a lookup
 * (docs/contacts.md#lookup: 400 `MISSING_LOOKUP_PARAMETER` when no lookup key has a value) unless
 * the request asks for the paginated list by carrying `limit` or `cursor`:
 *
 * - a lookup key (`phoneNumber`, its aliases `phone_number`/`phone`, or `email`) with a
 *   non-blank value: a lookup by phone or email; when both a phone and an email are given, the
 *   phone (the de-duplication key) is used. `limit`/`cursor` do not turn a lookup into a list;
 * - lookup keys present but all blank (`?phoneNumber=`, `?email=`, with or without `limit`): a
 *   lookup that lost its value (a funnel template with an empty field), so `missing`;
 * - no lookup key, and `limit` or `cursor` present (whatever their value; the DTO validates
 *   them): the paginated list, `GET /v1/contacts?limit=50` and then `&cursor=…`;
 * - no lookup key and no `limit`/`cursor` (plain `GET /v1/contacts`, a template that dropped an
 *   empty `phoneNumber` altogether; other parameters such as `apiKey` do not count): `missing`.
 *
 * `missing` is answered with 400 `MISSING_LOOKUP_PARAMETER`. Never a page for a request that
 * meant a lookup: an automation tool reading "200" as "the contact exists" would skip creating it.
 */
export function contactQueryMode(query: ContactQueryFields): ContactQueryMode {
  const phones = [query.phoneNumber, query.phone_number, query.phone].filter(
    (v): v is string => typeof v === 'string',
  );
  const emails = [query.email].filter((v): v is string => typeof v === 'string');
  if (phones.length === 0 && emails.length === 0) {
    const listRequested = query.limit !== undefined || query.cursor !== undefined;
    return listRequested ? { mode: 'list' } : { mode: 'missing' };
  }
  const phone = phones.find((v) => v.trim() !== '');
  if (phone !== undefined) return { mode: 'phone', value: phone };
  const email = emails.find((v) => v.trim() !== '');
  if (email !== undefined) return { mode: 'email', value: email };
  return { mode: 'missing' };
}
