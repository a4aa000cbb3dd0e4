import { Keyset } from '../../common/pagination/pagination';

/** The contacts list's order: `(created_at, id)`, oldest first or newest first. */
export const KEYSET = new Keyset('created_at', 'id');
export const KEYSET_NEWEST = new Keyset('created_at', 'id', true);

/** The order of the contacts list: by creation, `oldest` first (the default) or `newest` first. */
export type ContactListOrder = 'oldest' | 'newest';

/**
 * What the contacts list shows: contacts whose "first last" name contains `text`
 * (case-insensitively), or whose phone is `phone` (E.164, the text read as a phone number:
 * docs/contacts.md#search); everything without either. `newestFirst` pages newest first.
 */
export interface ContactListFilter {
  text?: string;
  phone?: string;
  newestFirst?: boolean;
}

/** The filter of {@link ContactListFilter} as SQL appended to `params` (none: empty text). */
export function filterSql(filter: ContactListFilter, params: unknown[]): string {
  const parts: string[] = [];
  if (filter.text) {
    // LIKE's own wildcards in the text are matched literally.
    params.push(`%${filter.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    parts.push(`concat_ws(' ', first_name, last_name) ILIKE $${params.length}`);
  }
  if (filter.phone) {
    params.push(filter.phone);
    parts.push(`phone = $${params.length}`);
  }
  return parts.length > 0 ? ` AND (${parts.join(' OR ')})` : '';
}
