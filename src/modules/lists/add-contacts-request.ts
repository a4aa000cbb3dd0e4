/**
 * The three forms of `POST /v1/lists/{listId}/contacts` (docs/lists-and-imports.md#add-operations),
 * mapped onto one request (application layer, no I/O).
 */
import { ValidationFailedError } from '../../common/errors';

/** Most contact ids one add operation takes. */
export const MAX_CONTACT_IDS = 1000;

/** Body fields of the add request; values already type-checked by the DTO. */
export interface AddContactsFields {
  contactId?: string | null;
  contact_id?: string | null;
  contactIds?: string[] | null;
}

/** One add operation: the ids to add, each once (first spelling kept), and which form asked. */
export interface AddContactsRequest {
  /** `single`: `contactId` or `contact_id` (an unknown contact is a 404); `many`: `contactIds`. */
  form: 'single' | 'many';
  ids: string[];
}

const FORMS = ['contactId', 'contact_id', 'contactIds'] as const;

/**
 * Picks the one form the body uses: `contactId` (shape A), `contact_id` (shape B) or
 * `contactIds` (array of 1 to {@link MAX_CONTACT_IDS}). `null` counts as absent. Ids repeated
 * in the array (case-insensitively) collapse to their first occurrence.
 *
 * @throws ValidationFailedError (400) when no form or more than one form is given.
 */
export function toAddContactsRequest(body: AddContactsFields): AddContactsRequest {
  const given = FORMS.filter((form) => body[form] !== undefined && body[form] !== null);
  if (given.length !== 1) {
    const message =
      given.length === 0
        ? 'give one of contactId, contact_id or contactIds'
        : `give only one of contactId, contact_id or contactIds (got ${given.join(', ')})`;
    throw new ValidationFailedError(
      (given.length === 0 ? [...FORMS] : given).map((field) => ({ field, message })),
    );
  }
  if (given[0] !== 'contactIds') {
    return { form: 'single', ids: [body[given[0]] as string] };
  }
  const seen = new Set<string>();
  const ids: string[] = [];
  for (const id of body.contactIds as string[]) {
    const key = id.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    ids.push(id);
  }
  return { form: 'many', ids };
}
